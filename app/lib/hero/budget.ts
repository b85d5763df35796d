import { formatPrice } from "~/lib/format";
import { withSettledMonthly } from "~/lib/search/monthly-range";
import { hasMonthlyBudget, hasTotalBudget, type HeroSelection } from "./selection";

/**
 * The hero's budget (spec 1 §4, §5, §9): monthly (the hero's default) on a 0–1000 scale in steps of 50 with a minimum gap
 * of 50, or total price on the server's max_price steps with 1000, 2000 and 3000 added at the start. Shown as selects,
 * never a drag-only slider.
 */

export type BudgetMode = "monthly" | "total";

/** The total-price steps: 1000, 2000, 3000, then the server's max_price keys, ascending and without repeats. */
export function totalPriceValues(maxPriceKeys: string[]): number[] {
  const fromServer = maxPriceKeys.map(Number).filter((value) => Number.isInteger(value) && value > 0);
  return [...new Set([1000, 2000, 3000, ...fromServer])].sort((a, b) => a - b);
}

/** Which mode the budget panel opens in: total when only total bounds are set, otherwise monthly (the default). */
export function budgetModeOf(selection: HeroSelection): BudgetMode {
  return hasTotalBudget(selection) && !hasMonthlyBudget(selection) ? "total" : "monthly";
}

/** Switching mode keeps one budget: the other mode's bounds go. */
export function withBudgetMode(selection: HeroSelection, mode: BudgetMode): HeroSelection {
  const next = { ...selection };
  if (mode === "monthly") {
    delete next.min_price;
    delete next.max_price;
  } else {
    delete next.monthly_from;
    delete next.monthly_to;
  }
  return next;
}

export function withoutBudget(selection: HeroSelection): HeroSelection {
  return withBudgetMode(withBudgetMode(selection, "monthly"), "total");
}

/** Spec 1 §5, by the one monthly rule (monthly-range.ts): the value just chosen stays, the other bound moves. */
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

/** The budget chip: "£150 to £300 a month", "Up to £300 a month", "From £5,000"... or undefined for any budget. */
export function budgetLabel(selection: HeroSelection): string | undefined {
  const range = (low: number | undefined, high: number | undefined) => {
    if (low !== undefined && high !== undefined) return `${formatPrice(low)} to ${formatPrice(high)}`;
    if (high !== undefined) return `Up to ${formatPrice(high)}`;
    if (low !== undefined) return `From ${formatPrice(low)}`;
    return undefined;
  };
  const monthly = range(selection.monthly_from, selection.monthly_to);
  const total = range(selection.min_price, selection.max_price);
  const parts = [monthly && `${monthly} a month`, total].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(", ") : undefined;
}
