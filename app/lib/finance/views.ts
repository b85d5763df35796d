import type { CalculatorQuote, FinanceDecline, FinanceQuote } from "@contract/finance";
import type { SliderBounds } from "@contract/sliders";
import type { CalculatorBounds } from "./calculator-bounds";
import type { FinanceChoice } from "./choice";
import type { CreditCheckVehicle } from "./credit-check";
import type { FinancePromotion } from "./promotions";
import type { BudgetInput, CalculatorInput } from "./finance-params";
import type { SafeHtml } from "../safe-html";
import { selectProduct, type ProductKey } from "./quotes";

/**
 * What the vehicle page's finance tools show, as the page loader and the resource route /resources/finance/{vrm}
 * answer it: the same data whether a GET form reloaded the page or a fetcher updated a block in place.
 */

export interface Branch {
  name: string;
  telephone: string;
}

export interface PersonaliseView {
  vrm: string;
  /** The choice the quotes are for, as the selects show it (invalid or impossible values already replaced). */
  choice: FinanceChoice;
  /** The product shown; null when the lender offers neither ("Finance is not available"). */
  selected: ProductKey | null;
  /** The cheapest quote of each product. */
  quotes: Record<ProductKey, FinanceQuote | null>;
  /** For a product without a quote: why the lender declines it, and the terms it would offer instead. */
  declined: Record<ProductKey, FinanceDecline | null>;
  depositOptions: number[];
  /** The dealer API did not answer: no figures, the same "please call" message. */
  failed: boolean;
}

/** A product's calculator answer: a quote, or the lender's reason for declining it. */
export type CalculatorResult =
  { quote: CalculatorQuote; reason?: undefined } | { quote: null; reason: string };

export interface CalculatorView {
  vrm: string;
  cashPrice: number;
  input: CalculatorInput;
  bounds: CalculatorBounds;
  results: Partial<Record<ProductKey, CalculatorResult>>;
  failed: boolean;
}

export interface BudgetView {
  input: BudgetInput;
  bounds: Record<keyof BudgetInput, SliderBounds>;
  /** PCP, or HP when the lender declines PCP for this budget. */
  product: ProductKey | null;
  quote: CalculatorQuote | null;
  /** Why PCP (or both products) could not be quoted. */
  reason: string | null;
  searchHref: string | null;
  /** The URL holds a calculation: without JavaScript the 'updated' flag shows once. */
  calculated: boolean;
  failed: boolean;
}

export interface VehicleFinanceView {
  /** The vehicle page's path: the GET forms' action. */
  path: string;
  /** Every finance tool's value in the URL: each form carries the others' as hidden fields. */
  params: [string, string][];
  branch: Branch;
  /** The car's compulsory admin fee: part of the cash price every quote of the car is for. */
  adminFee: number;
  /** The car's finance promotions, for what an offer the choice does not meet applies to. */
  promotions: FinancePromotion[];
  creditCheckVehicle: CreditCheckVehicle;
  /** Sanitised HTML of the content service's financial disclosure, or null without one. */
  disclosureHtml: SafeHtml | null;
  personalise: PersonaliseView;
  calculator: CalculatorView;
  budget: BudgetView;
}

/**
 * The calculator's tab after its fallback (docs/product/finance.md#calculator): the product asked for, or the
 * other when only it has a quote.
 */
export function calculatorProduct(
  requested: ProductKey,
  results: CalculatorView["results"],
): ProductKey | undefined {
  const available: Partial<Record<ProductKey, { product: string; regular_payment: number }>> = {};
  for (const key of ["HP", "PCP"] as const) {
    const quote = results[key]?.quote;
    if (quote) available[key] = { product: key, regular_payment: quote.RegularPayment };
  }
  return selectProduct({ requested, available });
}
