import type { FinanceOptions, Order, OrderSection } from "../../../dealer-api/contract/click-collect";
import { MAX_TERM, ORDER_FINANCE_DEFAULTS } from "../../../dealer-api/contract/click-collect-vocabulary";
import { addDays } from "../../../dealer-api/contract/form-rules";
import { collectionDays } from "../../../dealer-api/contract/collection-slots";

/**
 * The click-and-collect order as steps (spec sections compliance, partExchange, paymentMethod, collection), then the
 * summary where it is placed (docs/decisions/170-accounts-and-click-collect.md). Each step is its own address
 * (`?step=`), a form that posts and redirects to the next.
 */
export const ORDER_STEPS: readonly { section: OrderSection; name: string }[] = [
  { section: "compliance", name: "Your details" },
  { section: "partex", name: "Part exchange" },
  { section: "paymentMethod", name: "How you will pay" },
  { section: "collection", name: "Collection" },
];
export type OrderStep = OrderSection | "summary";

export function parseStep(value: string | null): OrderStep | undefined {
  if (value === "summary") return "summary";
  return ORDER_STEPS.find((step) => step.section === value)?.section;
}

/** Where an order goes next: the first section not answered, else the summary. */
export function nextStep(order: Pick<Order, "sections">): OrderStep {
  return ORDER_STEPS.find((step) => !order.sections[step.section])?.section ?? "summary";
}

export const orderPath = (stockId: string, step?: OrderStep) =>
  `/click-collect/${encodeURIComponent(stockId)}${step ? `?step=${step}` : ""}`;

/**
 * The terms the finance engine offers per product, within the limits of
 * docs/product/accounts-and-reservations.md#click-and-collect (HP up to 60, PCP up to 48).
 */
export const TERMS = {
  HP: [24, 36, 48, 60].filter((term) => term <= MAX_TERM.HP),
  PCP: [24, 36, 48].filter((term) => term <= MAX_TERM.PCP),
} as const;
export const MILEAGES = [6000, 8000, 10000, 12000, 15000, 20000] as const;

const whole = (value: FormDataEntryValue | null) => {
  const text = typeof value === "string" ? value.trim().replace(/[£,\s]/g, "") : "";
  return /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
};

/** The payment step's answers as the API takes them; a number that is not one is NaN, which the API refuses. */
export function paymentFrom(form: FormData): { body: FinanceOptions; typed: Record<string, string> } {
  const choice = String(form.get("payment") ?? "");
  const typed = {
    payment: choice,
    term: String(form.get("term") ?? ""),
    deposit: String(form.get("deposit") ?? ""),
    mileage: String(form.get("mileage") ?? ""),
  };
  const product = choice === "HP" ? "HP" : "PCP";
  const cash = choice === "cash";
  // Paying cash, the finance fields do not apply: the defaults stand in for them.
  const number = (name: "term" | "deposit" | "mileage") =>
    cash && Number.isNaN(whole(typed[name])) ? ORDER_FINANCE_DEFAULTS[name] : whole(typed[name]);
  return {
    body: {
      type: cash ? "cash" : "finance",
      product_type: product,
      term: number("term"),
      deposit: number("deposit"),
      mileage: number("mileage"),
    },
    typed,
  };
}

/** Every day a car can be collected on, from today in the UK. */
export function collectionDayList(today: string): string[] {
  const { first, last } = collectionDays(today);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
