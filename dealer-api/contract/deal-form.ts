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

const amount = formText.transform((text, ctx) => {
  const value = readPounds(text);
  if (Number.isNaN(value)) ctx.addIssue({ code: "custom", message: DEAL_MESSAGES.money });
  return value;
});

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  formText.pipe(z.enum(values, { message }));

export const dealForm = z
  .object({
    /** A valuation id, or NO_PART_EXCHANGE. */
    valuation: formText.pipe(z.string().min(1, DEAL_MESSAGES.valuation).max(100, DEAL_MESSAGES.valuation)),
    settlement: amount,
    cash_deposit: amount,
    pays_negative_equity: z.unknown().transform((value) => value === "yes"),
    payment: choice(["cash", "HP", "PCP"], DEAL_MESSAGES.payment),
    term: formText,
    mileage: formText,
    getting: choice(["collect", "deliver"], DEAL_MESSAGES.getting),
    postcode: formText,
  })
  .transform((form, ctx) => {
    const financed = form.payment !== "cash";
    const term = Number(form.term);
    const mileage = Number(form.mileage);
    if (financed) {
      if (!(DEAL_TERMS as readonly number[]).includes(term))
        ctx.addIssue({ code: "custom", path: ["term"], message: DEAL_MESSAGES.term });
      else if (form.payment === "PCP" && term > MAX_TERM.PCP)
        ctx.addIssue({ code: "custom", path: ["term"], message: DEAL_MESSAGES.pcpTerm });
      if (form.payment === "PCP" && !(DEAL_MILEAGES as readonly number[]).includes(mileage))
        ctx.addIssue({ code: "custom", path: ["mileage"], message: DEAL_MESSAGES.mileage });
    }
    let postcode: string | null = null;
    if (form.getting === "deliver") {
      const read = readPostcode(form.postcode);
      if (read.ok) postcode = read.value.postcode;
      else ctx.addIssue({ code: "custom", path: ["postcode"], message: read.message });
    }
    const partExchange = form.valuation !== NO_PART_EXCHANGE;
    return {
      valuation: partExchange ? form.valuation : null,
      settlement: partExchange ? form.settlement : 0,
      cash_deposit: financed ? form.cash_deposit : 0,
      pays_negative_equity: partExchange && form.pays_negative_equity,
      finance: financed
        ? {
            product: form.payment as "HP" | "PCP",
            term,
            // HP has no mileage limit: the lender's quote takes the lowest band.
            annual_mileage: form.payment === "PCP" ? mileage : DEAL_MILEAGES[0],
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
