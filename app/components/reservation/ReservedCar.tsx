import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";

export interface ReservedCarView {
  name: string;
  /** As shown: "YD18 WBW". */
  plate: string;
  /** The car's final_price; shown with the admin fee added, the cash price a buyer pays. */
  price: number;
  admin_fee: number;
  image: string | null;
  branch: string;
  /** The branch the buyer chose, named instead of the car's where they differ (lib/reservation/branch.ts). */
  chosenBranch?: string;
}

/** The car a reservation is for: picture, name, registration, price and branch. */
export function ReservedCar({ car }: { car: ReservedCarView }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
      {car.image ? (
        <img
          src={car.image}
          alt={`${car.name}, side view`}
          width={320}
          height={240}
          className="h-auto w-full max-w-[240px] rounded-md bg-gray-100"
        />
      ) : null}
      <dl className="grid gap-1">
        <dt className="sr-only">Car</dt>
        <dd className="text-lg font-bold text-gray-900">{car.name}</dd>
        <dt className="sr-only">Registration</dt>
        <dd>
          <span className="rounded border border-gray-700 bg-amber-300 px-2 py-0.5 font-mono font-bold text-gray-900">
            {car.plate}
          </span>
        </dd>
        <dt className="sr-only">Price</dt>
        <dd>
          <FeeInclusivePrice cashPrice={car.price + car.admin_fee} adminFee={car.admin_fee} />
        </dd>
        <dt className="sr-only">Branch</dt>
        <dd className="text-gray-700">
          {car.chosenBranch ? `Your branch: ${car.chosenBranch}` : `At ${car.branch}`}
        </dd>
      </dl>
    </div>
  );
}
