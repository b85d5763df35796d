import type { FinanceProductKey } from "@contract/finance-vocabulary";

/**
 * The finance application page, /finance/apply?vrm=…&product=…&term=…&deposit=…&mileage=… (every quote's
 * `application_link`), and the calculator's add-ons when they were chosen. The page reads a link with
 * parseApplication (apply.server.ts).
 */

export interface ApplicationChoice {
  vrm: string;
  product: FinanceProductKey;
  term: number;
  deposit: number;
  mileage: number;
  /** Ids of CALCULATOR_ADD_ONS. */
  addOns: string[];
}

export function applicationHref({ vrm, product, term, deposit, mileage, addOns }: ApplicationChoice): string {
  const query = new URLSearchParams({
    vrm,
    product,
    term: String(term),
    deposit: String(deposit),
    mileage: String(mileage),
  });
  if (addOns.length > 0) query.set("add_ons", addOns.join(","));
  return `/finance/apply?${query}`;
}
