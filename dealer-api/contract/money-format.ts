/**
 * The money and number formats of the site (docs/product/shell.md#formatting), in the contract so that the dealer
 * API's e-mails word amounts as the site's pages do. app/lib/format.ts re-exports them. No schema library here: the
 * browser's code imports these.
 */

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/**
 * The site's money rule (docs/product/shell.md#formatting): whole pounds unless pence matter. Prices, deposits, fees, credit and totals:
 * "£12,995", "£250", "£1,299.50", "£3,740.96". Monthly payments have their own rule (formatMonthlyPayment).
 */
export function formatPrice(amount: number): string {
  const pence = Math.round(amount * 100);
  return pence % 100 === 0 ? pounds.format(pence / 100) : poundsAndPence.format(pence / 100);
}

/** A monthly payment always keeps its pence, even when they are nothing: "£150.82", "£150.00". */
export function formatMonthlyPayment(amount: number): string {
  return poundsAndPence.format(amount);
}

export function formatNumber(value: number): string {
  return whole.format(value);
}
