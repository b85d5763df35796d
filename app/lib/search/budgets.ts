import { formatPrice } from "../format";
import type { BudgetMode } from "./state";

/**
 * The two budgets a shopper can set, in the results page's panel and the home page's hero alike: a total price range
 * and a monthly price range. The Price section's Total/Monthly toggle only chooses which one the section shows; a
 * budget the shopper set keeps applying until they remove it, and the section says so under the toggle.
 */

export interface Budgets {
  min_price?: number;
  max_price?: number;
  monthly_from?: number;
  monthly_to?: number;
}

export const BUDGET_BOUNDS = {
  total: ["min_price", "max_price"],
  monthly: ["monthly_from", "monthly_to"],
} as const satisfies Record<BudgetMode, readonly (keyof Budgets)[]>;

/** How the section names each budget: "Also filtered by total price: …". */
export const BUDGET_NAMES: Record<BudgetMode, string> = { total: "total price", monthly: "monthly price" };

export const otherBudgetMode = (mode: BudgetMode): BudgetMode => (mode === "total" ? "monthly" : "total");

export function hasBudget(budgets: Budgets, mode: BudgetMode): boolean {
  return BUDGET_BOUNDS[mode].some((bound) => budgets[bound] !== undefined);
}

/** One budget as a shopper reads it: "£5,000 to £10,000", "Up to £300 a month", "From £150 a month"; none unset. */
export function budgetRange(budgets: Budgets, mode: BudgetMode): string | undefined {
  const [low, high] = BUDGET_BOUNDS[mode].map((bound) => budgets[bound]);
  const suffix = mode === "monthly" ? " a month" : "";
  if (low !== undefined && high !== undefined) return `${formatPrice(low)} to ${formatPrice(high)}${suffix}`;
  if (high !== undefined) return `Up to ${formatPrice(high)}${suffix}`;
  if (low !== undefined) return `From ${formatPrice(low)}${suffix}`;
  return undefined;
}

/** The same search or selection without one budget's bounds. */
export function withoutBudget<T extends Budgets>(budgets: T, mode: BudgetMode): T {
  const next = { ...budgets };
  for (const bound of BUDGET_BOUNDS[mode]) delete next[bound];
  return next;
}

/** What the Price section says under the toggle while the budget it doesn't show still applies. */
export function otherBudgetNote(budgets: Budgets, shown: BudgetMode): string | undefined {
  const other = otherBudgetMode(shown);
  const range = budgetRange(budgets, other);
  return range && `Also filtered by ${BUDGET_NAMES[other]}: ${range}`;
}
