import { formatPrice } from "~/lib/format";
import { MONTHLY_MAX, MONTHLY_STEP, hasMonthlyBudget, hasTotalBudget, type HeroSelection } from "./selection";

/**
 * The hero's budget (spec 1 §4, §5, §9): monthly (the hero's default) on a 0–1000 scale in steps of 50 with a minimum gap
 * of 50, or total price on the server's max_price steps with 1000, 2000 and 3000 added at the start. Shown as selects,
 * never a drag-only slider.
 */

export type BudgetMode = "monthly" | "total";

/** "From" runs 0 to 950, "to" 50 to 1000. */
export const MONTHLY_FROM_VALUES = steps(0, MONTHLY_MAX - MONTHLY_STEP);
export const MONTHLY_TO_VALUES = steps(MONTHLY_STEP, MONTHLY_MAX);

function steps(first: number, last: number): number[] {
  const values: number[] = [];
  for (let value = first; value <= last; value += MONTHLY_STEP) values.push(value);
  return values;
}

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

/**
 * Spec 1 §5: a new monthly_from at or above monthly_to moves monthly_to to 50 above it; a new monthly_to at or below
 * monthly_from moves monthly_from to 50 below it. The value just chosen always stays.
 */
export function changeMonthlyFrom(selection: HeroSelection, from: number | undefined): HeroSelection {
  const next = { ...selection, monthly_from: from };
  if (from !== undefined && next.monthly_to !== undefined && from >= next.monthly_to) {
    next.monthly_to = Math.min(from + MONTHLY_STEP, MONTHLY_MAX);
  }
  return next;
}

export function changeMonthlyTo(selection: HeroSelection, to: number | undefined): HeroSelection {
  const next = { ...selection, monthly_to: to };
  if (to !== undefined && next.monthly_from !== undefined && to <= next.monthly_from) {
    next.monthly_from = Math.max(to - MONTHLY_STEP, 0);
  }
  return next;
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
