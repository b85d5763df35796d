import { Link } from "@remix-run/react";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import { FavouriteToggle } from "~/components/saved/FavouriteToggle";

interface OfferCarsProps {
  vehicles: CardVehicle[];
  total: number;
  figures: Record<string, MonthlyFigureData>;
  /** The stock search of every car with the offer. */
  searchHref: string;
  /** Whether the offer applies to every car we sell. */
  allStock: boolean;
}

/** The cars an offer applies to: the newest few as cards with their monthly figures, and a link to all of them. */
export function OfferCars({ vehicles, total, figures, searchHref, allStock }: OfferCarsProps) {
  const monthly = cardMonthlyFigures(figures);
  return (
    <section aria-labelledby="offer-cars-heading" className="mt-12">
      <h2 id="offer-cars-heading" className="text-2xl font-bold text-gray-900">
        {allStock ? "Every car we sell has this offer" : "Cars with this offer"}
      </h2>
      {vehicles.length > 0 ? (
        <>
          <p className="mt-2 text-gray-800">
            {allStock
              ? `Our newest arrivals, from ${total} cars in stock.`
              : `The newest of ${total} ${total === 1 ? "car" : "cars"} with this offer.`}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {vehicles.map((vehicle) => (
              <li key={vehicle.slug}>
                <VehicleCard
                  vehicle={vehicle}
                  headingLevel={3}
                  monthly={monthly(vehicle.slug)}
                  actions={
                    <FavouriteToggle slug={vehicle.slug} carName={`${vehicle.make} ${vehicle.range}`} />
                  }
                />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={searchHref} className="btn-secondary">
              {allStock ? `See all ${total} cars` : `See all ${total} cars with this offer`}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-2 text-gray-800">
          No cars have this offer just now.{" "}
          <Link to="/used/cars/search" className="underline">
            Browse all our cars
          </Link>
          .
        </p>
      )}
    </section>
  );
}
