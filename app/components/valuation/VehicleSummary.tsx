import type { ValuationVehicle } from "@contract/valuations";
import { formatMileage, formatNumber, formatRegistration } from "~/lib/format";
import { formatOrdinalDate } from "~/lib/vehicle/dates";

/** The car a registration stands for, as a summary list (GOV.UK): what the seller confirms is theirs. */
export function VehicleSummary({ vehicle, mileage }: { vehicle: ValuationVehicle; mileage: number }) {
  const rows: [string, string][] = [
    ["Registration", formatRegistration(vehicle.vrm)],
    ["Make", vehicle.make],
    ["Model", `${vehicle.model} ${vehicle.derivative}`],
    ["Colour", vehicle.colour],
    ["Fuel", vehicle.fuel_type],
    ["Gearbox", vehicle.transmission],
    ["Engine", vehicle.engine > 0 ? `${formatNumber(vehicle.engine)} cc` : "Electric"],
    ["First registered", formatOrdinalDate(vehicle.registration_date)],
    ["Mileage", formatMileage(mileage)],
  ];
  return (
    <div className="flex flex-col gap-6 rounded-lg border border-gray-200 bg-gray-50 p-5 sm:flex-row">
      {vehicle.image ? (
        <img
          src={vehicle.image}
          alt=""
          width={240}
          height={160}
          className="h-auto w-full max-w-[240px] self-start rounded-md bg-gray-200 object-cover"
        />
      ) : null}
      <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-gray-900">{term}</dt>
            <dd className="break-words text-gray-800">{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
