import type { NewestCars as NewestCarsData } from "~/lib/blog/article.server";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";

/** The four cars most recently in stock, beside the blog's content, with their monthly figures. */
export function NewestCars({ cars }: { cars: NewestCarsData }) {
  if (cars.vehicles.length === 0) return null;
  const monthly = cardMonthlyFigures(cars.figures);
  return (
    <section aria-labelledby="newest-cars-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="newest-cars-heading" className="text-2xl font-bold text-gray-900">
          Just arrived
        </h2>
        <a href="/used/cars/search" className="font-semibold underline underline-offset-4">
          See every car
        </a>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Newest cars">
        {cars.vehicles.map((vehicle) => (
          <li key={vehicle.slug}>
            <VehicleCard vehicle={vehicle} monthly={monthly(vehicle.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
