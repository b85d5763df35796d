import { z } from "zod";
import { annualMileageBounds } from "@contract/finance-vocabulary";
import { effectiveDeposit } from "@contract/finance-deposit";
import { CALCULATOR_ADD_ONS } from "./calculator-bounds";
import { resolveFinanceChoice, type FinanceChoice, type RawChoice } from "./choice";
import { typedNumber } from "./finance-params";
import type { ApplicationChoice } from "./apply";

const knownAddOns = new Set(CALCULATOR_ADD_ONS.map((addOn) => addOn.id));
const { min, max, step } = annualMileageBounds;

const vrm = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,8}$/));

/** An application link as it arrived: the car it names, and the choice still to be read against that car. */
export interface ApplicationLink {
  vrm: string;
  raw: RawChoice;
  addOns: string[];
}

/**
 * The car a link names, or undefined when it names none (the page is then a 404). The choice is read later against
 * the car (`resolveApplication`), as the car's own page reads its URL.
 */
export function parseApplication(params: URLSearchParams): ApplicationLink | undefined {
  const parsed = vrm.safeParse(params.get("vrm") ?? undefined);
  if (!parsed.success) return undefined;
  const addOns = [...new Set((params.get("add_ons") ?? "").split(",").map((id) => id.trim()))].filter((id) =>
    knownAddOns.has(id),
  );
  return {
    vrm: parsed.data,
    raw: {
      type: params.get("product"),
      term: params.get("term"),
      deposit: params.get("deposit"),
      mileage: params.get("mileage"),
      depositType: params.get("deposit_type"),
    },
    addOns,
  };
}

/**
 * The choice to quote for the application, by the car page's rules (docs/product/finance.md#deposit): a product or
 * term no quote has falls back to the shopper's, and a deposit at or above the cash price is replaced, rather than
 * the page failing (docs/decisions/267-finance-apply-and-percentage-deposits.md). A deposit may carry pence (the
 * calculator's) and a mileage any step of the calculator's slider.
 */
export function resolveApplication(
  link: ApplicationLink,
  defaults: FinanceChoice,
  cashPrice: number,
): ApplicationChoice {
  const { raw } = link;
  const choice = resolveFinanceChoice(raw, defaults, cashPrice);
  const typed = typedNumber(raw.deposit);
  const amount = raw.depositType?.trim().toLowerCase() === "percentage" ? undefined : typed;
  const miles = typedNumber(raw.mileage);
  const mileage =
    miles !== undefined && miles >= min && miles <= max && miles % step === 0 ? miles : choice.mileage;
  return {
    vrm: link.vrm,
    product: choice.type,
    term: choice.term,
    deposit: amount !== undefined ? effectiveDeposit(amount, cashPrice) : choice.deposit,
    mileage,
    addOns: link.addOns,
  };
}
