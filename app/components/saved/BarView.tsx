import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import type { BarData } from "~/lib/saved/saved-cars.server";
import { BAR_TEXT } from "~/lib/saved/panel";
import { FavouriteToggle } from "./FavouriteToggle";

interface BarViewProps {
  bar: BarData;
  headingId: string;
  /** The address of a page of this bar (a link that works without JavaScript). */
  pageHref: (page: number) => string;
  /** With JavaScript, a page dot loads its page in place. */
  onPage?: (page: number) => void;
  /** The bar's close control: a link without JavaScript, a button in the enhanced dialog. */
  close: ReactNode;
}

/**
 * A saved or recently viewed bar (docs/product/shell.md#saved-and-recently-viewed-cars): title, three
 * thumbnail cards with their finance figures (Remove on saved cars), 'Showing X of Y', page dots and 'Start a
 * new search'; the empty text when there is nothing to show.
 */
export function BarView({ bar, headingId, pageHref, onPage, close }: BarViewProps) {
  const text = BAR_TEXT[bar.kind];
  const monthly = cardMonthlyFigures(bar.figures);
  const { page, pages, showing } = bar.paging;
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} tabIndex={-1} className="text-xl font-bold text-gray-900 focus:outline-none">
          {text.title}
        </h2>
        {close}
      </div>
      {bar.vehicles.length === 0 ? (
        <p className="mt-3 text-gray-700">{text.empty}</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {bar.vehicles.map((vehicle) => (
              <li key={vehicle.slug}>
                <VehicleCard
                  vehicle={vehicle}
                  variant="thumbnail"
                  headingLevel={3}
                  monthly={monthly(vehicle.slug)}
                  actions={
                    bar.kind === "saved" ? (
                      <FavouriteToggle
                        slug={vehicle.slug}
                        carName={`${vehicle.make} ${vehicle.range}`}
                        kind="remove"
                      />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <p className="text-sm text-gray-700" aria-live="polite">
              {showing}
            </p>
            {pages > 1 ? (
              <nav aria-label={`Pages of ${text.title.toLowerCase()}`}>
                <ul className="flex gap-1">
                  {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                    <li key={number}>
                      <Link
                        to={pageHref(number)}
                        preventScrollReset
                        aria-label={`Page ${number} of ${pages}`}
                        aria-current={number === page ? "page" : undefined}
                        onClick={
                          onPage
                            ? (event) => {
                                event.preventDefault();
                                onPage(number);
                              }
                            : undefined
                        }
                        className="group inline-flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        <span
                          className={`h-3 w-3 rounded-full border-2 border-brand ${number === page ? "bg-brand" : "bg-white"}`}
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </>
      )}
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/used/cars/search" className="btn-primary">
          Start a new search
        </Link>
        {bar.kind === "saved" && bar.vehicles.length > 0 ? (
          <Link to="/favourites" className="btn-secondary">
            See all saved vehicles
          </Link>
        ) : null}
        {bar.kind === "saved" ? (
          <Link to="/saved-searches" className="btn-secondary">
            Saved searches
          </Link>
        ) : null}
      </p>
    </>
  );
}
