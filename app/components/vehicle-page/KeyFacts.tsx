import type { Vehicle } from "@contract/vehicle";
import { formatMileage, formatNumber } from "~/lib/format";
import { formatShortDate } from "~/lib/vehicle/dates";

/** The facts a shopper scans first, under the price. */
export function KeyFacts({ vehicle }: { vehicle: Vehicle }) {
  const engine =
    vehicle.engine_size > 0
      ? `${(vehicle.engine_size / 1000).toFixed(1)} litre, ${vehicle.engine_power_bhp} bhp`
      : `Electric, ${vehicle.engine_power_bhp} bhp`;
  const facts: [string, string][] = [
    ["Registered", `${formatShortDate(vehicle.date_first_registered)} (${vehicle.plate} plate)`],
    ["Registration", vehicle.formatted_plate],
    ["Mileage", formatMileage(vehicle.odometer_value)],
    ["Fuel", vehicle.fuel_type.name],
    ["Gearbox", vehicle.transmission],
    ["Body", vehicle.body_type.name],
    ["Engine", engine],
    ["Colour", `${vehicle.manufacturer_colour} (${vehicle.colour})`],
    ["Doors and seats", `${vehicle.doors} doors, ${vehicle.seats} seats`],
    ["Drive", vehicle.drivetrain.name],
    ["Stock number", vehicle.stock_id],
    ["Insurance group", `${formatNumber(vehicle.insurance_group)} of 50`],
  ];
  return (
    <section aria-labelledby="key-facts-heading">
      <h2 id="key-facts-heading" className="sr-only">
        Key facts
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-gray-50 p-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where the car is and how to reach the branch. */
export function Branch({ location }: { location: Vehicle["location"] }) {
  const { site } = location;
  return (
    <p className="text-gray-900">
      At <strong>{site.name}</strong>, {site.city_town} {site.postcode}.{" "}
      <a href={`tel:${site.telephone.replace(/\s+/g, "")}`} className="font-semibold underline">
        Call {site.telephone}
      </a>
    </p>
  );
}
