import { budgetRange } from "~/lib/search/budgets";
import { withSettledMonthly } from "~/lib/search/monthly-range";
import type { BudgetMode } from "~/lib/search/state";
import { hasMonthlyBudget, hasTotalBudget, type HeroSelection } from "./selection";

/**
 * The hero's budget (docs/product/home.md#hero-search, docs/product/search.md#budget): monthly (the hero's
 * default) on a 0–1000 scale in steps of 50 with a minimum gap of 50, or total price on the server's
 * max_price steps with 1000, 2000 and 3000 added at the start. Shown as selects, never a drag-only slider.
 */

/** The total-price steps: 1000, 2000, 3000, then the server's max_price keys, ascending and without repeats. */
export function totalPriceValues(maxPriceKeys: string[]): number[] {
  const fromServer = maxPriceKeys.map(Number).filter((value) => Number.isInteger(value) && value > 0);
  return [...new Set([1000, 2000, 3000, ...fromServer])].sort((a, b) => a - b);
}

/**
 * Which budget the panel shows first: total when only total bounds are set, otherwise monthly (the default). The
 * switch only chooses what is shown: both budgets a shopper set keep applying (search/budgets.ts).
 */
export function budgetModeOf(selection: HeroSelection): BudgetMode {
  return hasTotalBudget(selection) && !hasMonthlyBudget(selection) ? "total" : "monthly";
}

/**
 * docs/product/search.md#budget, by the one monthly rule (monthly-range.ts): the value just chosen stays, the
 * other bound moves.
 */
export function changeMonthlyFrom(selection: HeroSelection, from: number | undefined): HeroSelection {
  return withSettledMonthly({ ...selection, monthly_from: from }, "from");
}

export function changeMonthlyTo(selection: HeroSelection, to: number | undefined): HeroSelection {
  return withSettledMonthly({ ...selection, monthly_to: to }, "to");
}

/** The same rule on the total-price steps: the other bound moves one step away from the value just chosen. */
export function changeMinPrice(
  selection: HeroSelection,
  min: number | undefined,
  values: number[],
): HeroSelection {
  const next = { ...selection, min_price: min };
  if (min !== undefined && next.max_price !== undefined && min >= next.max_price) {
    next.max_price = values.find((value) => value > min);
  }
  return next;
}

export function changeMaxPrice(
  selection: HeroSelection,
  max: number | undefined,
  values: number[],
): HeroSelection {
  const next = { ...selection, max_price: max };
  if (max !== undefined && next.min_price !== undefined && max <= next.min_price) {
    next.min_price = [...values].reverse().find((value) => value < max);
  }
  return next;
}

/** The budget chips, one per budget set (each removable on its own): "£150 to £300 a month", "From £5,000". */
export function budgetChipLabels(selection: HeroSelection): { mode: BudgetMode; label: string }[] {
  return (["monthly", "total"] as const).flatMap((mode) => {
    const label = budgetRange(selection, mode);
    return label ? [{ mode, label }] : [];
  });
}
