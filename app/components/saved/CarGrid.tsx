import type { ReactNode } from "react";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { COMPARE_MAX } from "~/lib/saved/car-list";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import { FavouriteToggle } from "./FavouriteToggle";

interface CarGridProps {
  vehicles: CardVehicle[];
  figures: Record<string, MonthlyFigureData>;
  /** What goes under a car's card, by its slug (a customer's e-mail alerts for it). */
  below?: (vehicle: CardVehicle) => ReactNode;
}

const COMPARE_FORM = "compare-form";

/**
 * The cars of a saved list or a shared shortlist: full cards with their monthly figures and favourite toggles, each
 * with a 'Compare' tick box that belongs to one GET form to /compare (the `form` attribute, as a card's toggle is a
 * form of its own and forms cannot nest).
 */
export function CarGrid({ vehicles, figures, below }: CarGridProps) {
  const monthly = cardMonthlyFigures(figures);
  return (
    <>
      <form
        id={COMPARE_FORM}
        method="get"
        action="/compare"
        className="mt-6 flex flex-wrap items-center gap-3"
      >
        <button type="submit" className="btn-secondary">
          Compare the cars you ticked
        </button>
        <p className="text-sm text-gray-700">Tick up to {COMPARE_MAX} cars to see them side by side.</p>
      </form>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.map((vehicle) => {
          const name = `${vehicle.make} ${vehicle.range}`;
          return (
            <li key={vehicle.slug} className="flex flex-col gap-2">
              <VehicleCard
                vehicle={vehicle}
                headingLevel={2}
                monthly={monthly(vehicle.slug)}
                actions={<FavouriteToggle slug={vehicle.slug} carName={name} />}
              />
              <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-gray-900">
                <input
                  type="checkbox"
                  form={COMPARE_FORM}
                  name="cars"
                  value={vehicle.slug}
                  className="h-5 w-5 accent-brand"
                />
                Compare
                <span className="sr-only">
                  {" "}
                  {name}, {vehicle.derivative}
                </span>
              </label>
              {below?.(vehicle)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
