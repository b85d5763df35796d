import {
  defaultFinanceTerm,
  financeMileages,
  financeTerms,
  type FinanceProductKey,
} from "../../../dealer-api/contract/finance-vocabulary";
import { depositInPounds, effectiveDeposit } from "../../../dealer-api/contract/finance-deposit";
import { formatNumber, formatPrice } from "~/lib/format";

/**
 * The shopper's finance choice (term, annual mileage, deposit, product), read from a URL or a form. A URL is typed by
 * anyone, so a value that is not one of the options falls back to the default instead of failing the page.
 */

export interface FinanceChoice {
  term: number;
  mileage: number;
  deposit: number;
  type: FinanceProductKey;
}

/** Site-wide defaults (docs/product/finance.md#defaults): 48 months, £250 deposit, 6,000 miles, PCP. */
export const SITE_FINANCE_DEFAULTS: FinanceChoice = { term: 48, deposit: 250, mileage: 6000, type: "PCP" };

export const sameChoice = (a: FinanceChoice, b: FinanceChoice) =>
  a.term === b.term && a.deposit === b.deposit && a.mileage === b.mileage && a.type === b.type;

const PRODUCT_NAMES = { HP: "Hire purchase (HP)", PCP: "Personal contract purchase (PCP)" } as const;

/** The basis a monthly budget is searched on, as a sentence: "Hire purchase (HP) over 48 months with a £250 deposit…". */
export function basisSentence(choice: FinanceChoice): string {
  const deposit = choice.deposit > 0 ? `a ${formatPrice(choice.deposit)} deposit` : "no deposit";
  return `${PRODUCT_NAMES[choice.type]} over ${choice.term} months with ${deposit} and ${formatNumber(choice.mileage)} miles a year.`;
}

/** Labels of the mileage select. */
export const mileageLabel = (miles: number) => `Up to ${formatNumber(miles)} miles`;

export interface RawChoice {
  term?: string | null;
  mileage?: string | null;
  deposit?: string | null;
  type?: string | null;
  /** `finance_deposit_type`: "Amount" (pounds, the default) or "Percentage" of the cash price. */
  depositType?: string | null;
}

/**
 * The deposit in pounds: a percentage (0 to 100, `finance_deposit_type=Percentage`, a finance default of the spec) of
 * this car's cash price, by the dealer API's rule. Without one car's price (a basis kept for every car) a percentage
 * names no amount, so it is not read.
 */
function depositOf(raw: RawChoice, cashPrice: number): number | undefined {
  const deposit = wholeNumber(raw.deposit);
  if (raw.depositType?.trim().toLowerCase() !== "percentage" || deposit === undefined) return deposit;
  if (deposit > 100 || !Number.isFinite(cashPrice)) return undefined;
  return depositInPounds(deposit, "Percentage", cashPrice);
}

const wholeNumber = (value: string | null | undefined) =>
  value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * The choice to quote for a car: each valid value from `raw`, else the stored defaults. A deposit given without a term
 * takes the 48-month term, and a deposit at or above the price is replaced (docs/product/finance.md#deposit) by the
 * dealer API's own rule on the same price, the car's cash price with its compulsory fees (`cashPriceWithFees`), so the
 * car's page quotes the deposit its cards and a monthly search do (docs/decisions/266-one-deposit-rule.md).
 */
export function resolveFinanceChoice(
  raw: RawChoice,
  defaults: FinanceChoice,
  cashPrice: number,
): FinanceChoice {
  const term = wholeNumber(raw.term);
  const mileage = wholeNumber(raw.mileage);
  const deposit = depositOf(raw, cashPrice);
  const type = raw.type?.trim().toUpperCase();
  const validTerm =
    term !== undefined && (financeTerms as readonly number[]).includes(term) ? term : undefined;
  return {
    term: validTerm ?? (deposit !== undefined ? defaultFinanceTerm : defaults.term),
    mileage:
      mileage !== undefined && (financeMileages as readonly number[]).includes(mileage)
        ? mileage
        : defaults.mileage,
    deposit: effectiveDeposit(deposit ?? defaults.deposit, cashPrice),
    type: type === "HP" || type === "PCP" ? type : defaults.type,
  };
}
