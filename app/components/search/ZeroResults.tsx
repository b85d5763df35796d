import { Link } from "@remix-run/react";
import { formatNumber } from "~/lib/format";
import type { ChipLink } from "~/lib/search/search-page.server";
import { FOCUS_RESULTS } from "./AppliedFilters";
import { focusRing } from "./styles";

const cars = (count: number) => `${formatNumber(count)} ${count === 1 ? "car" : "cars"}`;

/**
 * Never a dead end: with nothing matching, each applied filter is offered as a link to the search without it, with the
 * number of cars that would give back (the dealer API is asked once per filter, in parallel).
 */
export function ZeroResults({
  chips,
  clearAllHref,
  stockTotal,
  heading = "No cars match all of your filters",
}: {
  chips: ChipLink[];
  clearAllHref: string;
  stockTotal: number;
  /** Why nothing matches, when the page knows better ("We have no Jeep cars for sale just now"). */
  heading?: string;
}) {
  const ways = [...chips].sort((a, b) => (b.count ?? 0) - (a.count ?? 0));
  return (
    <section
      aria-labelledby="no-results-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-6"
    >
      <h3 id="no-results-heading" className="text-xl font-bold text-gray-900">
        {heading}
      </h3>
      {ways.length > 0 ? (
        <>
          <p className="mt-2 text-gray-700">Remove one of them to see more cars:</p>
          <ul className="mt-4 space-y-2">
            {ways.map((chip) => (
              <li key={chip.id}>
                <Link to={chip.href} state={FOCUS_RESULTS} className={`font-semibold ${focusRing}`}>
                  Remove {chip.group}: {chip.value}
                  {chip.count === undefined ? null : ` (${cars(chip.count)})`}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4">
        <Link to={clearAllHref} state={FOCUS_RESULTS} className={`font-semibold ${focusRing}`}>
          Clear all filters ({cars(stockTotal)})
        </Link>
      </p>
    </section>
  );
}
