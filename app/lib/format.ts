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

/** The total charge for credit keeps its pence like a payment: a 0% deal costs exactly "£0.00". */
export const formatChargeForCredit = formatMonthlyPayment;

export function formatMileage(miles: number): string {
  return `${whole.format(miles)} miles`;
}

export function formatNumber(value: number): string {
  return whole.format(value);
}

/** A registration split after the fourth character: "AB12CDE" → "AB12 CDE". */
export function formatRegistration(vrm: string): string {
  const plain = vrm.replace(/\s+/g, "").toUpperCase();
  return plain.length > 4 ? `${plain.slice(0, 4)} ${plain.slice(4)}` : plain;
}

/** Make names as the site shows them (docs/product/shell.md#formatting): BMW and MINI in capitals, others capitalised. */
export function formatMakeName(name: string): string {
  const lower = name.toLowerCase();
  if (lower === "bmw" || lower === "mini") return lower.toUpperCase();
  return name.replace(
    /(^|[\s-])([a-z])/g,
    (_match, gap: string, letter: string) => gap + letter.toUpperCase(),
  );
}
