const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
});
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Prices as the spec shows them: pound sign, thousands separators, no decimals ("£12,995"). */
export function formatPrice(amount: number): string {
  const rounded = Math.round(amount);
  // A page shows the same prices again and again (budget options, cards): recent ones are kept.
  let text = priceTexts.get(rounded);
  if (text === undefined) {
    if (priceTexts.size >= 5000) priceTexts.clear();
    priceTexts.set(rounded, (text = pounds.format(rounded)));
  }
  return text;
}
const priceTexts = new Map<number, string>();

/** Finance figures keep their pence ("£150.82"). */
export function formatMoney(amount: number): string {
  return poundsAndPence.format(amount);
}

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

/** Make names as the spec shows them: BMW and MINI in capitals, others capitalised. */
export function formatMakeName(name: string): string {
  const lower = name.toLowerCase();
  if (lower === "bmw" || lower === "mini") return lower.toUpperCase();
  return name.replace(
    /(^|[\s-])([a-z])/g,
    (_match, gap: string, letter: string) => gap + letter.toUpperCase(),
  );
}
