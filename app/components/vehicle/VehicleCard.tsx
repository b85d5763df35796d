import { Link } from "@remix-run/react";
import type { VehicleListing } from "../../../dealer-api/contract/vehicle";
import { formatMileage, formatPrice } from "~/lib/format";

export function vehicleAltText(vehicle: VehicleListing, view = "side view"): string {
  return `${vehicle.colour} ${vehicle.year} ${vehicle.make.name} ${vehicle.range.name}, ${view}`;
}

/** A car in a list: picture, name, key facts and price; the whole card is one link to the vehicle page. */
export function VehicleCard({
  vehicle,
  headingLevel = 3,
}: {
  vehicle: VehicleListing;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const picture = vehicle.media_urls[0];
  const discounted = vehicle.final_price < vehicle.price;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand">
      <img
        src={picture?.medium ?? "/images/placeholder-car.svg"}
        alt={picture ? vehicleAltText(vehicle) : ""}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold leading-snug text-gray-900">
          <Link
            to={`/used/cars/${vehicle.slug}`}
            className="text-gray-900 no-underline after:absolute after:inset-0"
          >
            {vehicle.make.name} {vehicle.range.name}
          </Link>
        </Heading>
        <p className="text-sm text-gray-700">{vehicle.derivative}</p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700" aria-label="Key facts">
          <li>
            {vehicle.year} ({vehicle.plate} reg)
          </li>
          <li>{formatMileage(vehicle.odometer_value)}</li>
          <li>{vehicle.fuel_type.name}</li>
          <li>{vehicle.transmission}</li>
        </ul>
        <p className="mt-auto pt-2">
          <span className="text-2xl font-bold text-gray-900">{formatPrice(vehicle.final_price)}</span>
          {discounted ? (
            <span className="ml-2 text-sm text-gray-700">
              was <s>{formatPrice(vehicle.price)}</s>
            </span>
          ) : null}
        </p>
        <p className="text-sm text-gray-700">
          From <strong>{formatPrice(vehicle.monthly_payment)}</strong> a month (estimate)
        </p>
        <p className="text-sm text-gray-700">{vehicle.location.site.city_town}</p>
      </div>
    </article>
  );
}
