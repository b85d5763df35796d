import { Link } from "@remix-run/react";
import type { CreditCheckCar as Car } from "~/lib/finance/credit-check-query.server";
import { formatMileage, formatPrice, formatRegistration } from "~/lib/format";
import { formatShortDate } from "~/lib/vehicle/dates";

/**
 * The car a shopper came from (docs/product/finance.md#credit-check): what they are checking their credit
 * for.
 */
export function CreditCheckCar({ car }: { car: Car }) {
  const facts: [string, string | undefined][] = [
    ["Registration", car.registration && formatRegistration(car.registration)],
    ["Price", car.retailValue !== undefined ? formatPrice(car.retailValue) : undefined],
    ["Mileage", car.mileage !== undefined ? formatMileage(car.mileage) : undefined],
    ["Colour", car.colour],
    ["Fuel type", car.fuelType],
    ["Gearbox", car.transmission],
    ["First registered", car.dateRegistered && formatShortDate(car.dateRegistered)],
    ["Model year", car.modelYear !== undefined ? String(car.modelYear) : undefined],
    ["Finance term", car.loanTerm ? `${car.loanTerm} months` : undefined],
  ];
  return (
    <section
      aria-labelledby="credit-check-car-heading"
      className="mb-8 flex flex-col gap-4 rounded-lg border border-gray-300 p-4 sm:flex-row"
    >
      <img
        src={car.imageUrl}
        alt=""
        width={800}
        height={600}
        className="aspect-[4/3] w-full rounded bg-gray-100 object-cover sm:w-56"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id="credit-check-car-heading" className="text-xl font-bold text-gray-900">
          Checking your credit for the {car.name}
        </h2>
        {car.derivative ? <p className="text-gray-700">{car.derivative}</p> : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-gray-700">{label}</dt>
                <dd className="font-semibold text-gray-900">{value}</dd>
              </div>
            ))}
        </dl>
        {car.slug ? (
          <p>
            <Link to={`/used/cars/${car.slug}`} className="font-semibold underline">
              Back to the {car.name}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
