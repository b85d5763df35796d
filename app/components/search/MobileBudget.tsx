import { useHydrated } from "remix-utils/use-hydrated";
import { PriceFilters } from "./PriceFilters";
import { bareSummary, focusRing } from "./styles";

/**
 * Spec 1 §2.8's mobile budget view: only the monthly and total budgets, in a panel of their own on small screens. It
 * is an enhancement: without JavaScript the filter panel stays open on small screens with Price second, so the page
 * isn't sent the same budgets twice. Each change applies at once, as in the panel.
 */
export function MobileBudget() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <details name="search-panels" className="group/budget rounded-md border border-gray-300 lg:hidden">
      <summary
        className={`${bareSummary} flex min-h-11 items-center justify-between px-4 font-semibold text-brand ${focusRing}`}
      >
        Budget
        <span aria-hidden="true" className="group-open/budget:rotate-180">
          ▾
        </span>
      </summary>
      <form aria-label="Budget" onSubmit={(event) => event.preventDefault()} className="p-4 pt-0">
        <PriceFilters idPrefix="mobile-" withFinance={false} />
      </form>
    </details>
  );
}
