import { annualMileageBounds, financeTerms, type DepositType } from "../contract/finance";
import type { RequestedChoice } from "./rules";
import { orList } from "./wording";

/**
 * Query parsing for the finance GET calls. Callers use two sets of names: finance_term,
 * finance_mileage, finance_deposit, finance_deposit_type, and the page widgets' term, mileage, deposit, type; both
 * work, the finance_ names winning. Empty values count as absent (a GET form sends `finance_term=`); anything else
 * that is not a valid value is a 400 naming the parameter. Unknown names are ignored.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const wholeNumber = /^\d+$/;
const poundsAndPence = /^\d+(\.\d{1,2})?$/;
const productTypes = new Set(["hp", "pcp"]);

function read(
  params: URLSearchParams,
  names: readonly string[],
): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

/** `widgetNames: false` reads the finance_ names only (a search URL, whose other parameters are not the widgets'). */
export function parseFinanceChoice(
  params: URLSearchParams,
  { widgetNames = true } = {},
): Parsed<RequestedChoice> {
  const choice: RequestedChoice = {};
  const names = (long: string, short: string) => (widgetNames ? [long, short] : [long]);
  const term = read(params, names("finance_term", "term"));
  if (term) {
    const months = Number(term.value);
    if (!wholeNumber.test(term.value) || !(financeTerms as readonly number[]).includes(months))
      return { ok: false, message: `${term.name}: Choose a term of ${orList(financeTerms)} months` };
    choice.term = months;
  }
  const mileage = read(params, names("finance_mileage", "mileage"));
  if (mileage) {
    const miles = Number(mileage.value);
    const { min, max, step } = annualMileageBounds;
    if (!wholeNumber.test(mileage.value) || miles < min || miles > max || miles % step !== 0)
      return {
        ok: false,
        message: `${mileage.name}: Choose an annual mileage from ${min} to ${max} in steps of ${step}`,
      };
    choice.annualMileage = miles;
  }
  const deposit = read(params, names("finance_deposit", "deposit"));
  if (deposit) {
    if (!poundsAndPence.test(deposit.value))
      return { ok: false, message: `${deposit.name}: Enter a deposit in pounds, such as 1000 or 999.50` };
    choice.deposit = Number(deposit.value);
  }
  const type = read(params, names("finance_deposit_type", "type"));
  // The widgets' `type` sometimes carries the product (HP/PCP); both products are always answered, so it is ignored.
  if (type && !(type.name === "type" && productTypes.has(type.value.toLowerCase()))) {
    const depositType = depositTypeOf(type.value);
    if (!depositType) return { ok: false, message: `${type.name}: Use Amount or Percentage` };
    choice.depositType = depositType;
  }
  if (choice.depositType === "Percentage" && (choice.deposit ?? 0) > 100)
    return { ok: false, message: "finance_deposit: A percentage deposit is 0 to 100" };
  return { ok: true, value: choice };
}

function depositTypeOf(value: string): DepositType | undefined {
  const lower = value.toLowerCase();
  if (lower === "amount") return "Amount";
  if (lower === "percentage" || lower === "percent") return "Percentage";
  return undefined;
}

/**
 * A list parameter: comma-joined (`vrms=A,B`) and/or repeated (`vrms=A&vrms=B`, `vrms[]=A`), upper-cased without
 * spaces, duplicates dropped, at most `limit` values each matching `pattern`.
 */
export function parseIdList(
  params: URLSearchParams,
  name: string,
  pattern: RegExp,
  limit: number,
): Parsed<string[]> {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)]
    .flatMap((value) => value.split(","))
    .map((value) => value.replace(/\s+/g, "").toUpperCase())
    .filter(Boolean);
  const unique = [...new Set(values)];
  if (unique.length === 0) return { ok: false, message: `${name}: List at least one, comma-separated` };
  if (unique.length > limit) return { ok: false, message: `${name}: List at most ${limit}` };
  const bad = unique.find((value) => !pattern.test(value));
  if (bad) return { ok: false, message: `${name}: "${bad}" is not a valid value` };
  return { ok: true, value: unique };
}
