import type { FinanceProductKey } from "@contract/finance";
import { BUDGET_FINDER_START } from "./budget-finder";
import { CALCULATOR_ADD_ONS, CALCULATOR_START, calculatorBounds } from "./calculator-bounds";
import { snapToSlider, type SliderBounds } from "@contract/sliders";
import type { FinanceChoice, RawChoice } from "./choice";
import { defaultDeposit } from "@contract/finance-deposit";

/**
 * The vehicle page's finance tools keep their state in the page URL, so a choice survives a reload, works without
 * JavaScript (GET forms) and can be shared. Each tool has its own names: finance_* (personalise, the search's
 * names), calc_* (calculator), budget_* (budget finder).
 */

export const FINANCE_PARAM_PREFIXES = ["finance_", "calc_", "budget_"] as const;
export type FinanceParamPrefix = (typeof FINANCE_PARAM_PREFIXES)[number];

export const PERSONALISE_PARAMS = {
  deposit: "finance_deposit",
  mileage: "finance_mileage",
  term: "finance_term",
  type: "finance_type",
  depositType: "finance_deposit_type",
} as const;

export const CALCULATOR_PARAMS = {
  type: "calc_type",
  deposit: "calc_deposit",
  term: "calc_term",
  mileage: "calc_mileage",
  addOn: "calc_addon",
} as const;

export const BUDGET_PARAMS = {
  deposit: "budget_deposit",
  amount: "budget_amount",
  term: "budget_term",
  mileage: "budget_mileage",
} as const;

export function personaliseRaw(params: URLSearchParams): RawChoice {
  return {
    deposit: params.get(PERSONALISE_PARAMS.deposit),
    mileage: params.get(PERSONALISE_PARAMS.mileage),
    term: params.get(PERSONALISE_PARAMS.term),
    type: params.get(PERSONALISE_PARAMS.type),
    depositType: params.get(PERSONALISE_PARAMS.depositType),
  };
}

/**
 * A shopper's first look: no product chosen in the URL yet (docs/product/finance.md#personalise: the cheaper
 * product is selected only then).
 */
export const isFirstLoad = (params: URLSearchParams) => !params.get(PERSONALISE_PARAMS.type);

/** A number a person typed: "£1,250.00" reads as 1250; anything else is undefined. */
export function typedNumber(value: string | null | undefined): number | undefined {
  const plain = value?.replace(/[£,\s]/g, "");
  if (!plain || !/^\d+(\.\d+)?$/.test(plain)) return undefined;
  return Number(plain);
}

const readSlider = (value: string | null, bounds: SliderBounds, fallback: number) => {
  const typed = typedNumber(value);
  return snapToSlider(typed ?? fallback, bounds);
};

const productOf = (value: string | null): FinanceProductKey | undefined => {
  const upper = value?.trim().toUpperCase();
  return upper === "HP" || upper === "PCP" ? upper : undefined;
};

/** Known add-ons among `chosen`, in the list's order: one address for one choice, however it was ticked. */
export function addOnsInOrder(chosen: Iterable<string>): string[] {
  const wanted = new Set(chosen);
  return CALCULATOR_ADD_ONS.filter((addOn) => wanted.has(addOn.id)).map((addOn) => addOn.id);
}

export interface CalculatorInput {
  type: FinanceProductKey;
  deposit: number;
  term: number;
  mileage: number;
  addOns: string[];
}

/** What the calculator opens on when its own values are not in the URL: the shopper's finance basis. */
export type CalculatorBasis = Pick<FinanceChoice, "type" | "deposit" | "term" | "mileage">;

/**
 * The calculator's choice (docs/product/finance.md#calculator). It opens on the shopper's finance basis, the choice
 * the personalised quote shows (`basis`), so one car has one monthly figure per basis on its page
 * (docs/decisions/296-one-finance-state-per-car.md); with no basis, 48 months and 10,000 miles, the default deposit
 * and the PCP tab. Any value in the URL wins, moved onto its slider's steps and bounds.
 */
export function calculatorInput(
  params: URLSearchParams,
  finalPrice: number,
  basis?: CalculatorBasis,
): CalculatorInput {
  const bounds = calculatorBounds(finalPrice);
  const chosen = new Set(
    params
      .getAll(CALCULATOR_PARAMS.addOn)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim()),
  );
  return {
    type: productOf(params.get(CALCULATOR_PARAMS.type)) ?? basis?.type ?? "PCP",
    deposit: readSlider(
      params.get(CALCULATOR_PARAMS.deposit),
      bounds.deposit,
      basis?.deposit ?? defaultDeposit(finalPrice),
    ),
    term: readSlider(params.get(CALCULATOR_PARAMS.term), bounds.term, basis?.term ?? CALCULATOR_START.term),
    mileage: readSlider(
      params.get(CALCULATOR_PARAMS.mileage),
      bounds.mileage,
      basis?.mileage ?? CALCULATOR_START.mileage,
    ),
    addOns: addOnsInOrder(chosen),
  };
}

/** The budget finder's controls. Its deposit runs to £20,000: enough for a car of any budget the amount allows. */
export const BUDGET_BOUNDS = {
  deposit: { min: 0, max: 20_000, step: 50 },
  amount: calculatorBounds(0).amount,
  term: calculatorBounds(0).term,
  mileage: calculatorBounds(0).mileage,
} as const satisfies Record<string, SliderBounds>;

export interface BudgetInput {
  deposit: number;
  amount: number;
  term: number;
  mileage: number;
}

export function budgetInput(params: URLSearchParams): BudgetInput {
  return {
    deposit: readSlider(
      params.get(BUDGET_PARAMS.deposit),
      BUDGET_BOUNDS.deposit,
      BUDGET_FINDER_START.deposit,
    ),
    amount: readSlider(params.get(BUDGET_PARAMS.amount), BUDGET_BOUNDS.amount, BUDGET_FINDER_START.amount),
    term: readSlider(params.get(BUDGET_PARAMS.term), BUDGET_BOUNDS.term, BUDGET_FINDER_START.term),
    mileage: readSlider(
      params.get(BUDGET_PARAMS.mileage),
      BUDGET_BOUNDS.mileage,
      BUDGET_FINDER_START.mileage,
    ),
  };
}

/** Whether the URL holds a budget-finder calculation (the no-JS 'updated' flag shows after one). */
export const hasBudgetParams = (params: URLSearchParams) =>
  Object.values(BUDGET_PARAMS).some((name) => params.has(name));

/**
 * The other tools' values in the URL, for one tool's GET form to carry as hidden fields: submitting the calculator
 * must not forget the personalised quote.
 */
export function otherToolParams(params: URLSearchParams, own: FinanceParamPrefix): [string, string][] {
  return [...params.entries()].filter(
    ([name]) => !name.startsWith(own) && FINANCE_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/** The query of a personalised choice, in the finance_* names of the search; a percentage deposit says so. */
export function personaliseQuery(choice: FinanceChoice): URLSearchParams {
  return new URLSearchParams({
    [PERSONALISE_PARAMS.deposit]: String(choice.deposit),
    ...(choice.depositType ? { [PERSONALISE_PARAMS.depositType]: choice.depositType } : {}),
    [PERSONALISE_PARAMS.mileage]: String(choice.mileage),
    [PERSONALISE_PARAMS.term]: String(choice.term),
    [PERSONALISE_PARAMS.type]: choice.type,
  });
}

/** A car's page showing the quote for this choice: where a card's monthly figure finds its representative example. */
export function representativeExampleHref(slug: string, choice: FinanceChoice, category = "cars"): string {
  return `/used/${category}/${slug}?${personaliseQuery(choice)}#finance-personalise`;
}

/** The current URL with one tool's values replaced (the others and the hash kept): the address after an update. */
export function withToolParams(href: string, own: FinanceParamPrefix, values: URLSearchParams): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (name.startsWith(own)) url.searchParams.delete(name);
  for (const [name, value] of values) if (name.startsWith(own)) url.searchParams.append(name, value);
  return url.toString();
}
