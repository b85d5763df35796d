import { formatMonthlyPayment, formatNumber } from "@contract/money-format";

// The money rules live in the contract, so the dealer API's e-mails word amounts as the pages do.
export { formatMonthlyPayment, formatNumber, formatPrice } from "@contract/money-format";

/** The total charge for credit keeps its pence like a payment: a 0% deal costs exactly "£0.00". */
export const formatChargeForCredit = formatMonthlyPayment;

export function formatMileage(miles: number): string {
  return `${formatNumber(miles)} miles`;
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
