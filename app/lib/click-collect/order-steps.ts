import type { Order, OrderSection } from "@contract/click-collect";
import { MAX_TERM } from "@contract/click-collect-vocabulary";
import { addDays } from "@contract/form-rules";
import { collectionDays } from "@contract/collection-slots";
import { slotsOn, weeklySlots, type BranchTimes } from "@contract/opening-slots";

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

/** Each step's heading, and the start of its page title: a screen reader hears which step it has reached. */
export const STEP_TITLES: Record<OrderStep, string> = {
  compliance: "Your details",
  partex: "Part exchange",
  paymentMethod: "How you will pay",
  collection: "Collection",
  summary: "Check and pay",
};

/** The page's title: the step's own, then the car ("Collection: buying Ford Fiesta online | Northway Cars"). */
export function orderPageTitle(carName: string, step: OrderStep | null): string {
  return step
    ? `${STEP_TITLES[step]}: buying ${carName} online | Northway Cars`
    : `Buy online: ${carName} | Northway Cars`;
}

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

/**
 * The terms the payment step offers: the product's, once it is known (with JavaScript, as the choice changes);
 * otherwise every term, each one product alone has marked with it ("60 months (HP only)").
 */
export function termChoices(product?: "HP" | "PCP"): { term: number; only?: "HP" | "PCP" }[] {
  if (product) return TERMS[product].map((term) => ({ term }));
  const all = [...new Set<number>([...TERMS.HP, ...TERMS.PCP])].sort((a, b) => a - b);
  return all.map((term) => {
    const hp = (TERMS.HP as readonly number[]).includes(term);
    const pcp = (TERMS.PCP as readonly number[]).includes(term);
    return hp && pcp ? { term } : { term, only: hp ? "HP" : "PCP" };
  });
}
export const MILEAGES = [6000, 8000, 10000, 12000, 15000, 20000] as const;

/** Every day a car can be collected on, from today in the UK. */
export function collectionDayList(today: string): string[] {
  const { first, last } = collectionDays(today);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days and times the collection step offers (dealer-api/contract/opening-slots.ts): with a branch chosen, the days
 * it opens and its slots on the day chosen (all its weekly slots before a day is chosen, or while the day chosen is
 * one it is closed); before a branch is chosen, every day and any branch's slots. A day already chosen stays offered,
 * so nothing the customer chose disappears: the answer's check says why it cannot be.
 */
export function collectionTimes(
  branches: readonly BranchTimes[],
  branch: BranchTimes | undefined,
  days: readonly string[],
  date: string,
): { dates: string[]; times: string[] } {
  if (!branch) {
    const times = new Set(branches.flatMap((item) => weeklySlots(item)));
    return { dates: [...days], times: [...times].sort() };
  }
  const dates = days.filter((day) => day === date || slotsOn(branch, day).length > 0);
  const onDay = days.includes(date) ? slotsOn(branch, date) : [];
  return { dates, times: onDay.length > 0 ? onDay : weeklySlots(branch) };
}
