import {
  defaultFinanceTerm,
  financeMileages,
  financeTerms,
  type FinanceProductKey,
} from "@contract/finance-vocabulary";
import { depositInPounds, effectiveDeposit } from "@contract/finance-deposit";
import { formatNumber, formatPrice } from "~/lib/format";

/**
 * The shopper's finance choice (term, annual mileage, deposit, product), read from a URL or a form. A URL is typed by
 * anyone, so a value that is not one of the options falls back to the default instead of failing the page.
 */

export interface FinanceChoice {
  term: number;
  mileage: number;
  /** Pounds, or with `depositType` a percentage. */
  deposit: number;
  type: FinanceProductKey;
  /**
   * Only on a basis kept for every car (the shopper's, a search's): the deposit is that share of each car's cash price,
   * read against the car when it is quoted. A car's own choice is always pounds
   * (docs/decisions/290-percentage-deposit-basis.md).
   */
  depositType?: "Percentage";
}

/** Site-wide defaults (docs/product/finance.md#defaults): 48 months, £250 deposit, 6,000 miles, PCP. */
export const SITE_FINANCE_DEFAULTS: FinanceChoice = { term: 48, deposit: 250, mileage: 6000, type: "PCP" };

export const sameChoice = (a: FinanceChoice, b: FinanceChoice) =>
  a.term === b.term &&
  a.deposit === b.deposit &&
  a.depositType === b.depositType &&
  a.mileage === b.mileage &&
  a.type === b.type;

/** A percentage deposit is a whole share of the price, 0 to 100 (the dealer API refuses more). */
export const MAX_PERCENTAGE_DEPOSIT = 100;

/** `finance_deposit_type` naming a percentage, in any case; anything else is pounds (the spec's "Amount"). */
export const isPercentageType = (value: string | null | undefined) =>
  value?.trim().toLowerCase() === "percentage";

/** "£250 deposit", or "10% deposit" for a percentage basis. */
export const depositWording = (choice: Pick<FinanceChoice, "deposit" | "depositType">) =>
  choice.depositType === "Percentage"
    ? `${choice.deposit}% deposit`
    : `${formatPrice(choice.deposit)} deposit`;

const PRODUCT_NAMES = { HP: "Hire purchase (HP)", PCP: "Personal contract purchase (PCP)" } as const;

/** The basis a monthly budget is searched on, as a sentence: "Hire purchase (HP) over 48 months with a £250 deposit…". */
export function basisSentence(choice: FinanceChoice): string {
  const deposit = choice.deposit > 0 ? `a ${depositWording(choice)}` : "no deposit";
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

/** A deposit as asked for: pounds, or a percentage of the price. */
type AskedDeposit = Pick<FinanceChoice, "deposit" | "depositType">;

/**
 * The deposit `raw` asks for: whole pounds, or a percentage (0 to 100, `finance_deposit_type=Percentage`, a finance
 * default of the spec); a percentage above 100 asks for nothing (docs/decisions/290-percentage-deposit-basis.md).
 */
function askedDeposit(raw: RawChoice): AskedDeposit | undefined {
  const deposit = wholeNumber(raw.deposit);
  if (deposit === undefined) return undefined;
  if (!isPercentageType(raw.depositType)) return { deposit };
  return deposit <= MAX_PERCENTAGE_DEPOSIT ? { deposit, depositType: "Percentage" } : undefined;
}

/**
 * The deposit in pounds for a car of this cash price, by the dealer API's rule (`depositInPounds`). Without one car's
 * price (a basis kept for every car) a percentage stays a percentage.
 */
function depositFor({ deposit, depositType }: AskedDeposit, cashPrice: number): AskedDeposit {
  if (depositType !== "Percentage") return { deposit: effectiveDeposit(deposit, cashPrice) };
  if (!Number.isFinite(cashPrice)) return { deposit, depositType };
  return { deposit: effectiveDeposit(depositInPounds(deposit, "Percentage", cashPrice), cashPrice) };
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
  const asked = askedDeposit(raw);
  const type = raw.type?.trim().toUpperCase();
  const validTerm =
    term !== undefined && (financeTerms as readonly number[]).includes(term) ? term : undefined;
  return {
    term: validTerm ?? (asked !== undefined ? defaultFinanceTerm : defaults.term),
    mileage:
      mileage !== undefined && (financeMileages as readonly number[]).includes(mileage)
        ? mileage
        : defaults.mileage,
    type: type === "HP" || type === "PCP" ? type : defaults.type,
    ...depositFor(asked ?? defaults, cashPrice),
  };
}
