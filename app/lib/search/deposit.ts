import { isPercentageType, MAX_PERCENTAGE_DEPOSIT } from "~/lib/finance/choice";
import { formatPrice } from "~/lib/format";
import { MAX_URL_DEPOSIT, type SearchBasis } from "./state";

/**
 * The search's deposit (docs/decisions/290-percentage-deposit-basis.md): whole pounds, or with
 * `finance_deposit_type=Percentage` a share of each car's price, 0 to 100, read by the car page's rule
 * (`isPercentageType`, `MAX_PERCENTAGE_DEPOSIT`). The Deposit select holds both in one value: "500" or "10%".
 */

export type SearchDeposit = Pick<SearchBasis, "finance_deposit" | "finance_deposit_type">;

/**
 * The deposit a URL or the Deposit select sends, or undefined when it names none the search keeps: a percentage above
 * 100 is refused as the car's page refuses it, and the shopper's deposit stays.
 */
export function readDeposit(text: string | undefined, type: string | undefined): SearchDeposit | undefined {
  const match = /^(\d{1,6})(%?)$/.exec(text ?? "");
  if (!match) return undefined;
  const deposit = Number(match[1]);
  if (match[2] === "%" || isPercentageType(type))
    return deposit <= MAX_PERCENTAGE_DEPOSIT
      ? { finance_deposit: deposit, finance_deposit_type: "Percentage" }
      : undefined;
  return deposit <= MAX_URL_DEPOSIT ? { finance_deposit: deposit } : undefined;
}

/** The Deposit select's value of a deposit. */
export const depositValue = (deposit: number, type?: "Percentage") =>
  type === "Percentage" ? `${deposit}%` : String(deposit);

/** The Deposit select's label of a value: "£500", "10% of the price". */
export const depositLabel = (value: string) =>
  value.endsWith("%") ? `${value} of the price` : formatPrice(Number(value));

/** Whether two deposits are the same basis: £10 is not 10%. */
export const sameDeposit = (a: Partial<SearchDeposit>, b: Partial<SearchDeposit>) =>
  a.finance_deposit === b.finance_deposit && a.finance_deposit_type === b.finance_deposit_type;
