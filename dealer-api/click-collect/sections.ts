import type { z } from "zod";
import {
  MAX_TERM,
  ORDER_FINANCE_DEFAULTS,
  PART_EXCHANGE_MESSAGE,
  PART_EXCHANGE_NEEDS_DEAL,
  collectionSection,
  complianceSection,
  partexSection,
  paymentMethodSection,
  type FinanceOptions,
  type OrderSection,
} from "../contract/click-collect";
import { annualMileageBounds } from "../contract/finance";
import { depositProblem, ORDER_MESSAGES } from "../contract/order-forms";
import { collectionProblems, type BranchTimes } from "../contract/collection-slots";
import { lenderProducts } from "../finance/products";
import { productTerms, type FinanceCar } from "../finance/offer";
import { orList, pounds } from "../finance/wording";

/**
 * The rules of each section of a click-and-collect order (docs/decisions/170-accounts-and-click-collect.md). Pure:
 * the car, the branch and today are given. Each answers messages by field; empty means the answer is accepted.
 */
export type Fields = Record<string, string>;

export const sectionSchemas = {
  compliance: complianceSection,
  partex: partexSection,
  paymentMethod: paymentMethodSection,
  collection: collectionSection,
} satisfies Record<OrderSection, z.ZodTypeAny>;

/** The messages are the order page's own (contract/order-forms.ts): the site and the API say the same. */
const SCHEMA_MESSAGES: Record<string, string> = ORDER_MESSAGES;

/** The body in the section's shape, or messages by field. */
export function parseSection<S extends OrderSection>(
  section: S,
  body: unknown,
): { ok: true; value: z.infer<(typeof sectionSchemas)[S]> } | { ok: false; fields: Fields } {
  const parsed = sectionSchemas[section].safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data as z.infer<(typeof sectionSchemas)[S]> };
  const fields: Fields = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? section);
    fields[name] ??= SCHEMA_MESSAGES[name] ?? "Check this answer";
  }
  return { ok: false, fields };
}

export function complianceProblems(answer: z.infer<typeof complianceSection>): Fields {
  const fields: Fields = {};
  if (!answer.details_confirmed) fields.details_confirmed = SCHEMA_MESSAGES.details_confirmed;
  if (!answer.terms_accepted) fields.terms_accepted = SCHEMA_MESSAGES.terms_accepted;
  return fields;
}

/**
 * Part exchange (issue 35): where the car's branch does not take part-exchanges (the dealer's setting), only "no" is
 * an answer, as the spec has it; where it does, "yes" needs the deal the customer valued their car in (checked
 * against the database by the service).
 */
export function partexProblems(answer: z.infer<typeof partexSection>, acceptsPartExchange: boolean): Fields {
  if (!answer.wanted) return {};
  if (!acceptsPartExchange) return { wanted: PART_EXCHANGE_MESSAGE };
  return answer.deal_id ? {} : { deal_id: PART_EXCHANGE_NEEDS_DEAL };
}

/** The terms the lender offers for the product, within click and collect's maximum (HP 60 months, PCP 48). */
export function orderTerms(product: "HP" | "PCP"): number[] {
  return lenderProducts[product].terms.filter((term) => term <= MAX_TERM[product]);
}

/**
 * The payment a new order starts from (docs/decisions/302-order-finance-defaults.md): the spec's PCP with its deposit
 * and mileage, over the longest term the lender offers PCP on this car; HP over its longest such term when PCP is
 * offered at none; paying in full when neither is. So the step never opens on a choice the lender declines.
 */
export function orderFinanceDefaults(car: FinanceCar): FinanceOptions {
  const { deposit, mileage } = ORDER_FINANCE_DEFAULTS;
  for (const product of ["PCP", "HP"] as const) {
    const term = orderTerms(product)
      .slice()
      .sort((a, b) => b - a)
      .find((longest) => productTerms(product, car, { term: longest, annualMileage: mileage, deposit }).ok);
    if (term !== undefined) return { type: "finance", product_type: product, term, deposit, mileage };
  }
  return { ...ORDER_FINANCE_DEFAULTS, type: "cash" };
}

/**
 * Cash needs nothing more. Finance: a term the lender offers for the product within MAX_TERM, an annual mileage the
 * finance engine accepts, a deposit of at least MIN_DEPOSIT and below the cash price; then the lender must offer the
 * product on this car at that choice (its age, mileage and price: the finance engine's own reasons).
 */
export function paymentProblems(answer: FinanceOptions, car: FinanceCar): Fields {
  if (answer.type === "cash") return {};
  const fields: Fields = {};
  const terms = orderTerms(answer.product_type);
  if (!terms.includes(answer.term))
    fields.term = `Choose a term of ${orList(terms)} months for ${answer.product_type}`;
  const { min, max, step } = annualMileageBounds;
  if (answer.mileage < min || answer.mileage > max || answer.mileage % step !== 0)
    fields.mileage = `Choose an annual mileage from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")} miles, in steps of ${step.toLocaleString("en-GB")}`;
  const deposit = depositProblem(answer.deposit);
  if (deposit) fields.deposit = deposit;
  else if (answer.deposit >= car.cashPrice)
    fields.deposit = `Enter a deposit of less than the cash price, ${pounds(car.cashPrice)}`;
  if (Object.keys(fields).length > 0) return fields;
  const offered = productTerms(answer.product_type, car, {
    term: answer.term,
    annualMileage: answer.mileage,
    deposit: answer.deposit,
  });
  return offered.ok ? {} : { product_type: offered.reason };
}

export function collectionSectionProblems(
  answer: z.infer<typeof collectionSection>,
  branch: BranchTimes | undefined,
  today: string,
): Fields {
  if (!branch) return { department_code: SCHEMA_MESSAGES.department_code };
  return collectionProblems(branch, answer, today) as Fields;
}
