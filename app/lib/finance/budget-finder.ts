/** The budget finder "Find the Car that fits your budget" (docs/product/finance.md#budget-finder). */

export const BUDGET_FINDER_START = { deposit: 500, amount: 9200, term: 48, mileage: 10000 } as const;
/** How long the 'updated' flag stays after a calculation. */
export const UPDATED_FLAG_MS = 4000;

const nearest50 = (value: number) => Math.round(value / 50) * 50;

/**
 * The monthly window around a regular payment: payment − 20 and payment + 20, each rounded to the nearest 50. When
 * both round to the same 50 (£150.82 → 150 and 150) the window would be empty, so it becomes the 50-wide band that
 * holds the payment (£150–£200), the monthly slider's minimum gap (docs/product/search.md#budget).
 */
export function monthlyRange(regularPayment: number): { from: number; to: number } {
  const from = Math.max(0, nearest50(regularPayment - 20));
  const to = nearest50(regularPayment + 20);
  if (to > from) return { from, to };
  const band = Math.floor(regularPayment / 50) * 50;
  return { from: band, to: band + 50 };
}

export interface BudgetSearch {
  regularPayment: number;
  term: number;
  mileage: number;
  deposit: number;
  /**
   * The product the payment was worked out for: PCP (the budget finder's), or HP when the lender declines
   * PCP.
   */
  product?: "HP" | "PCP";
}

/**
 * 'Find cars within this payment': the used-cars listing with the monthly window and the finance choice that produced
 * the payment, PCP only (docs/product/finance.md#budget-finder). The deposit goes too: the same monthly
 * figure needs the same deposit. /used/cars/ lands on the search page, so the link goes straight there.
 */
export function budgetSearchHref({
  regularPayment,
  term,
  mileage,
  deposit,
  product = "PCP",
}: BudgetSearch): string {
  const { from, to } = monthlyRange(regularPayment);
  // In the search page's own order (app/lib/search/params.ts), so the link needs no redirect.
  const query = new URLSearchParams({
    monthly_from: String(from),
    monthly_to: String(to),
    finance_search_only: product,
    finance_deposit: String(deposit),
    finance_mileage: String(mileage),
    finance_term: String(term),
  });
  return `/used/cars/search?${query}`;
}

/** The calculator prices a cash price; the budget finder asks for an amount to borrow on top of the deposit. */
export function budgetCashPrice(amount: number, deposit: number): number {
  return amount + deposit;
}
