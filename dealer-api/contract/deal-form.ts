import { z } from "zod";
import { MAX_TERM } from "./click-collect-vocabulary";
import { readPostcode } from "./places-vocabulary";
import type { DealPriceRequest } from "./deals";

/**
 * The deal page's form (/used/{category}/{slug}/deal, docs/decisions/326-a-deal-priced-once.md): the shopper's
 * answers as posted (strings; a box left unticked is absent), one rule per field, checked in the browser and in the
 * site's action (remix-validated-form), then turned into the dealer API's request (`dealRequestOf`), which checks the
 * money rules again. Whether a valuation is the shopper's own is the site's session's question, asked in the action.
 */

export const DEAL_MESSAGES = {
  valuation: "Choose a valuation of your car, or no part-exchange",
  money: "Enter an amount in pounds, like 1500 or 1,500.50",
  payment: "Choose how you want to pay",
  term: "Choose how many months to pay over",
  pcpTerm: `Personal Contract Purchase runs for up to ${MAX_TERM.PCP} months: choose a shorter term`,
  mileage: "Choose how many miles a year you expect to drive",
  getting: "Choose collection or delivery",
} as const;

/** The terms the lender offers, by product (HP up to 60 months, PCP up to 48). */
export const DEAL_TERMS = [24, 36, 48, 60] as const;
export const DEAL_MILEAGES = [6000, 8000, 10000, 12000, 15000, 20000] as const;
/** The valuation choice that means "no car to part-exchange". */
export const NO_PART_EXCHANGE = "none";

const formText = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));

/** Pounds and pence as typed ("£1,500", "1500.50"); empty is 0; NaN when it is not an amount. */
export function readPounds(typed: string): number {
  const text = typed.replace(/[£,\s]/g, "");
  if (text === "") return 0;
  return /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) / 100 : Number.NaN;
}

const PAYMENTS = ["cash", "HP", "PCP"] as const;
const GETTING = ["collect", "deliver"] as const;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Every field is read as posted and every rule is checked in one pass, so a post with several problems gets every
 * message at once (a rule on one field never waits for another field to be right first).
 */
export const dealForm = z
  .object({
    /** A valuation id, or NO_PART_EXCHANGE. */
    valuation: formText,
    settlement: formText,
    cash_deposit: formText,
    pays_negative_equity: z.unknown().transform((value) => value === "yes"),
    payment: formText,
    term: formText,
    mileage: formText,
    getting: formText,
    postcode: formText,
  })
  .transform((form, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (form.valuation === "" || form.valuation.length > 100) problem("valuation", DEAL_MESSAGES.valuation);
    const settlement = readPounds(form.settlement);
    if (Number.isNaN(settlement)) problem("settlement", DEAL_MESSAGES.money);
    const cashDeposit = readPounds(form.cash_deposit);
    if (Number.isNaN(cashDeposit)) problem("cash_deposit", DEAL_MESSAGES.money);
    const payment = isOneOf(PAYMENTS, form.payment) ? form.payment : undefined;
    if (!payment) problem("payment", DEAL_MESSAGES.payment);
    const financed = payment === "HP" || payment === "PCP";
    const term = Number(form.term);
    const mileage = Number(form.mileage);
    if (financed) {
      if (!(DEAL_TERMS as readonly number[]).includes(term)) problem("term", DEAL_MESSAGES.term);
      else if (payment === "PCP" && term > MAX_TERM.PCP) problem("term", DEAL_MESSAGES.pcpTerm);
      if (payment === "PCP" && !(DEAL_MILEAGES as readonly number[]).includes(mileage))
        problem("mileage", DEAL_MESSAGES.mileage);
    }
    const getting = isOneOf(GETTING, form.getting) ? form.getting : undefined;
    if (!getting) problem("getting", DEAL_MESSAGES.getting);
    let postcode: string | null = null;
    if (getting === "deliver") {
      const read = readPostcode(form.postcode);
      if (read.ok) postcode = read.value.postcode;
      else problem("postcode", read.message);
    }
    const partExchange = form.valuation !== NO_PART_EXCHANGE;
    return {
      valuation: partExchange ? form.valuation : null,
      settlement: partExchange ? settlement : 0,
      cash_deposit: financed ? cashDeposit : 0,
      pays_negative_equity: partExchange && form.pays_negative_equity,
      finance: financed
        ? {
            product: payment,
            term,
            // HP has no mileage limit: the lender's quote takes the lowest band.
            annual_mileage: payment === "PCP" ? mileage : DEAL_MILEAGES[0],
          }
        : null,
      delivery_postcode: postcode,
    };
  });
export type DealForm = z.output<typeof dealForm>;

/** The dealer API's request for the deal the form describes, on the car `vrm`. */
export function dealRequestOf(vrm: string, form: DealForm): DealPriceRequest {
  return {
    vrm,
    valuation_id: form.valuation,
    settlement: form.settlement,
    cash_deposit: form.cash_deposit,
    pays_negative_equity: form.pays_negative_equity,
    finance: form.finance,
    delivery_postcode: form.delivery_postcode,
  };
}
