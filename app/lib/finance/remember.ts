import { resolveFinanceChoice, sameChoice, SITE_FINANCE_DEFAULTS, type FinanceChoice } from "./choice";
import { personaliseRaw } from "./finance-params";

/**
 * The finance defaults a vehicle page's URL sets, or null when it sets none. Only a whole choice counts (the
 * personalise form and the cards' example links always carry the product): a URL with a stray deposit alone is not
 * the shopper choosing. The deposit is kept as chosen, not as one car's price capped it; each car applies the
 * deposit rule for itself (docs/product/finance.md#deposit). Null too when nothing would change, so the
 * cookie is not rewritten.
 */
export function choiceToRemember(params: URLSearchParams, current?: FinanceChoice): FinanceChoice | null {
  const raw = personaliseRaw(params);
  const type = raw.type?.trim().toUpperCase();
  if (type !== "HP" && type !== "PCP") return null;
  const choice = resolveFinanceChoice(raw, current ?? SITE_FINANCE_DEFAULTS, Number.POSITIVE_INFINITY);
  return current && sameChoice(current, choice) ? null : choice;
}
