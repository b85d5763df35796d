import { financeTerms } from "@contract/finance-vocabulary";
import type { FinanceDecline } from "@contract/finance";
import type { FinanceChoice } from "./choice";
import { personaliseQuery } from "./finance-params";
import type { ProductKey } from "./quotes";

/**
 * What the personalise block says when the lender declines a product at the chosen term: the terms it would offer
 * with the same deposit and mileage (the dealer API's `hpDeclined` / `pcpDeclined`), each one click away. Only when
 * nothing is on offer does the block say finance is not available, with the lender's reasons.
 */

export interface PersonaliseDeclines {
  choice: FinanceChoice;
  quotes: Record<ProductKey, unknown>;
  declined: Record<ProductKey, FinanceDecline | null>;
}

export interface DeclinedTerms {
  product: ProductKey;
  /** "PCP isn't available over 48 months on this car. It is over 24 or 36 months:" */
  message: string;
  /** The terms to offer, each a finance period the block's select has. */
  terms: number[];
}

/** PCP first, as the block's product switch shows them. */
const ORDER: readonly ProductKey[] = ["PCP", "HP"];

const orList = (values: readonly number[]) =>
  values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

function termsOnOffer(view: PersonaliseDeclines, product: ProductKey): number[] {
  const decline = view.declined[product];
  if (view.quotes[product] || !decline) return [];
  const selectable = new Set<number>(financeTerms);
  return [...new Set(decline.terms)]
    .filter((term) => selectable.has(term) && term !== view.choice.term)
    .sort((a, b) => a - b);
}

export function declinedTermsOf(view: PersonaliseDeclines): DeclinedTerms[] {
  return ORDER.flatMap((product) => {
    const terms = termsOnOffer(view, product);
    if (terms.length === 0) return [];
    return [
      {
        product,
        message: `${product} isn't available over ${view.choice.term} months on this car. It is over ${orList(terms)} months:`,
        terms,
      },
    ];
  });
}

/**
 * Why finance is not available, when neither product is quoted and no other term is on offer: the lender's reasons,
 * each once. Empty while anything is on offer, or when the lender gave no reason (the dealer API did not answer).
 */
export function unavailableReasons(view: PersonaliseDeclines): string[] {
  if (ORDER.some((product) => view.quotes[product] || termsOnOffer(view, product).length > 0)) return [];
  const reasons = ORDER.map((product) => view.declined[product]?.reason).filter((reason): reason is string =>
    Boolean(reason),
  );
  return [...new Set(reasons)].map((reason) => `${reason}.`);
}

/**
 * The car's page quoting `choice` (the personalise block's own GET form would send the same): the other tools' values
 * kept, anchored to the block. Works without JavaScript; with it, the block requotes in place instead.
 */
export function termChoiceHref(path: string, params: [string, string][], choice: FinanceChoice): string {
  const query = new URLSearchParams(params.filter(([name]) => !name.startsWith("finance_")));
  for (const [name, value] of personaliseQuery(choice)) query.append(name, value);
  return `${path}?${query}#finance-personalise`;
}
