import type { FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { setBound, setBudget } from "~/lib/search/rules";
import type { BoundFilter } from "~/lib/search/state";
import { PriceFilters } from "./PriceFilters";
import { useSearch } from "./search-context";
import { bareSummary, focusRing } from "./styles";

const BUDGET_BOUNDS: BoundFilter[] = ["min_price", "max_price", "monthly_from", "monthly_to"];

/**
 * The mobile budget view (docs/product/search.md#filters, rule 6): only the monthly and total budgets, in a
 * panel of their own on small screens. It is an enhancement: without JavaScript the filter panel (its Filter button)
 * shows Price second, so the page isn't sent the same budgets twice. Its closed summary is in the
 * server's markup (shown by CSS once scripts run, so nothing moves when the page hydrates); its form comes with
 * hydration, because only a script can apply it. Its choices wait for
 * 'Show cars' (WCAG 3.2.2 On Input): a keyboard moves through a select's prices with the arrow keys, and each
 * step must not be a new search.
 */
export function MobileBudget() {
  const hydrated = useHydrated();
  const { state, apply } = useSearch();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let next = state;
    for (const name of BUDGET_BOUNDS) {
      const value = form.get(name);
      next = setBound(next, name, typeof value === "string" && value !== "" ? Number(value) : undefined);
    }
    // Last: a monthly bound makes the search monthly, but the toggle says which budget the shopper is looking at.
    apply(setBudget(next, form.get("budget") === "monthly" ? "monthly" : "total"));
  }

  return (
    <details
      name="search-panels"
      className="group/budget rounded-md border border-gray-300 lg:hidden [.no-js_&]:hidden"
    >
      <summary
        className={`${bareSummary} flex min-h-11 items-center justify-between px-4 font-semibold text-brand ${focusRing}`}
      >
        Budget
        <span aria-hidden="true" className="group-open/budget:rotate-180">
          ▾
        </span>
      </summary>
      {/* Keyed by the search, so its choices start again from the results shown after each search. */}
      {hydrated ? (
        <form
          key={JSON.stringify(state)}
          aria-label="Budget"
          onSubmit={onSubmit}
          className="space-y-3 p-4 pt-0"
        >
          <PriceFilters idPrefix="mobile-" withFinance={false} deferred />
          <button type="submit" className="btn-primary w-full">
            Show cars
          </button>
        </form>
      ) : null}
    </details>
  );
}
