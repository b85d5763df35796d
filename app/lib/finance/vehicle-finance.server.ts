import type { Promo } from "@contract/content";
import type { VehicleListing } from "@contract/vehicle";
import { DealerApiError } from "~/dealer/errors";
import { calculate, getFinance, outcomesOf, type CalculatorOutcome } from "~/dealer/finance.server";
import type { FinanceQuotes } from "@contract/finance";
import type { VehiclePage } from "@contract/vehicle-page";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import type { VisitorSession } from "~/sessions.server";
import { budgetCashPrice, budgetSearchHref } from "./budget-finder";
import { calculatorBounds } from "./calculator-bounds";
import { resolveFinanceChoice } from "./choice";
import { financeDefaultsOf } from "./defaults.server";
import { depositOptionsWith } from "./deposit";
import {
  budgetInput,
  BUDGET_BOUNDS,
  CALCULATOR_PARAMS,
  calculatorInput,
  type CalculatorBasis,
  FINANCE_PARAM_PREFIXES,
  hasBudgetParams,
  isFirstLoad,
  personaliseRaw,
} from "./finance-params";
import { financePromotionsOf } from "./promotions";
import { cheapestByProduct, selectProduct, type ProductKey } from "./quotes";
import type {
  BudgetView,
  CalculatorResult,
  CalculatorView,
  PersonaliseView,
  VehicleFinanceView,
} from "./views";
import { log } from "~/lib/ops/log.server";

/**
 * The vehicle page's finance tools, loaded from the page URL (each tool's choice) and the session (the shopper's
 * finance defaults). The page loader reads them from its page answer (`vehicleFinanceView`); the resource route calls one tool's loader for a
 * fetcher. A dealer API failure never fails the page: the tool says finance is not available
 * (docs/product/finance.md#personalise, rule 4).
 */

export type FinanceVehicle = VehicleListing;

async function whenDealerAnswers<T>(call: () => Promise<T>): Promise<{ value: T } | { failed: true }> {
  try {
    return { value: await call() };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    log.warn({ err: error }, "finance: dealer API failed");
    return { failed: true };
  }
}

/** The shopper's finance basis on this car: the page URL's choice, else their remembered defaults, else the site's. */
export function personaliseChoice(params: URLSearchParams, vehicle: FinanceVehicle, session: VisitorSession) {
  return resolveFinanceChoice(
    personaliseRaw(params),
    financeDefaultsOf(session).defaults,
    cashPriceWithFees(vehicle),
  );
}

/** A finance call's answer, or that it failed (the tool then says finance is not available). */
export type Answered<T> = { value: T } | { failed: true };

export async function loadPersonalise(
  params: URLSearchParams,
  vehicle: FinanceVehicle,
  session: VisitorSession,
): Promise<PersonaliseView> {
  const choice = personaliseChoice(params, vehicle, session);
  const answer = await whenDealerAnswers(() =>
    getFinance(vehicle.vrm, {
      term: choice.term,
      mileage: choice.mileage,
      deposit: choice.deposit,
      depositType: "Amount",
    }),
  );
  return personaliseView(params, vehicle, session, answer);
}

/** The personalised quote as the page shows it, from the car's quotes on the shopper's choice. */
export function personaliseView(
  params: URLSearchParams,
  vehicle: FinanceVehicle,
  session: VisitorSession,
  answer: Answered<FinanceQuotes | undefined>,
): PersonaliseView {
  const { stored } = financeDefaultsOf(session);
  const choice = personaliseChoice(params, vehicle, session);
  const quotes = "value" in answer ? answer.value : undefined;
  const available = cheapestByProduct([quotes?.hpQuote, quotes?.pcpQuote]);
  const selected =
    selectProduct({
      requested: choice.type,
      available,
      preferCheapest: isFirstLoad(params) && !stored,
    }) ?? null;
  return {
    vrm: vehicle.vrm,
    choice: { ...choice, type: selected ?? choice.type },
    selected,
    quotes: { HP: available.HP ?? null, PCP: available.PCP ?? null },
    declined: {
      HP: available.HP ? null : (quotes?.hpDeclined ?? null),
      PCP: available.PCP ? null : (quotes?.pcpDeclined ?? null),
    },
    depositOptions: depositOptionsWith(vehicle.final_price, choice.deposit, cashPriceWithFees(vehicle)),
    failed: "failed" in answer,
  };
}

const toResults = (outcomes: Partial<Record<ProductKey, CalculatorOutcome>>) =>
  Object.fromEntries(
    Object.entries(outcomes).map(([key, outcome]): [string, CalculatorResult] => [
      key,
      outcome.quote ? { quote: outcome.quote } : { quote: null, reason: outcome.reason },
    ]),
  ) as CalculatorView["results"];

/** `basis`: what the calculator opens on while the URL holds none of its own values (calculatorInput). */
export async function loadCalculator(
  params: URLSearchParams,
  vehicle: FinanceVehicle,
  basis?: CalculatorBasis,
): Promise<CalculatorView> {
  const input = calculatorInput(params, vehicle.final_price, basis);
  const answer = await whenDealerAnswers(() =>
    calculate({
      // The compulsory admin fee is part of the cash price, as in every quote of the car (docs/decisions/070-finance-ui.md).
      cashPrice: cashPriceWithFees(vehicle),
      term: input.term,
      deposit: input.deposit,
      annualMileage: input.mileage,
      // The stock id brings the car's own age and offers (0% APR) into the figures.
      vehicleId: vehicle.stock_id,
      registrationDate: vehicle.date_first_registered,
      currentMileage: vehicle.odometer_value,
      vehicleUrl: `/used/${vehicle.category}/${vehicle.slug}`,
      imageUrl: vehicle.media_urls[0]?.medium,
    }),
  );
  return calculatorView(params, vehicle, basis, answer);
}

/** The calculator as the page shows it, from its figures by product. */
export function calculatorView(
  params: URLSearchParams,
  vehicle: FinanceVehicle,
  basis: CalculatorBasis | undefined,
  answer: Answered<Partial<Record<ProductKey, CalculatorOutcome>>>,
): CalculatorView {
  return {
    vrm: vehicle.vrm,
    cashPrice: cashPriceWithFees(vehicle),
    input: calculatorInput(params, vehicle.final_price, basis),
    bounds: calculatorBounds(vehicle.final_price),
    results: "value" in answer ? toResults(answer.value) : {},
    failed: "failed" in answer,
  };
}

/**
 * The budget finder prices the amount to borrow on top of the deposit for a typical car (the dealer API's three-year-old
 * default), PCP as the budget finder's search link asks, HP when the lender declines PCP for that budget.
 */
export async function loadBudget(params: URLSearchParams): Promise<BudgetView> {
  const input = budgetInput(params);
  const answer = await whenDealerAnswers(() =>
    calculate({
      cashPrice: budgetCashPrice(input.amount, input.deposit),
      term: input.term,
      deposit: input.deposit,
      annualMileage: input.mileage,
    }),
  );
  return budgetView(params, answer);
}

/** The budget finder as the page shows it, from its figures by product. */
export function budgetView(
  params: URLSearchParams,
  answer: Answered<Partial<Record<ProductKey, CalculatorOutcome>>>,
): BudgetView {
  const input = budgetInput(params);
  const results = "value" in answer ? answer.value : {};
  const pcp = results.PCP;
  const product: ProductKey | null = pcp?.quote ? "PCP" : results.HP?.quote ? "HP" : null;
  const quote = product ? (results[product]?.quote ?? null) : null;
  const hp = results.HP;
  const reason =
    pcp && pcp.quote === null ? pcp.reason : !product && hp && hp.quote === null ? hp.reason : null;
  return {
    input,
    bounds: BUDGET_BOUNDS,
    product,
    quote,
    reason,
    searchHref:
      product && quote
        ? budgetSearchHref({
            regularPayment: quote.RegularPayment,
            term: input.term,
            mileage: input.mileage,
            deposit: input.deposit,
            product,
          })
        : null,
    calculated: hasBudgetParams(params),
    failed: "failed" in answer,
  };
}

/**
 * The finance tools of a car's page from the figures its one page answer carries (dealer-api/contract/vehicle-page.ts:
 * null where a call failed). `promotions`: the vehicle promotions the page shows.
 */
export function vehicleFinanceView(
  url: URL,
  vehicle: FinanceVehicle,
  session: VisitorSession,
  figures: NonNullable<VehiclePage["finance"]>,
  { promotions = [], snippets = {} }: { promotions?: readonly Promo[]; snippets?: Record<string, string> },
): VehicleFinanceView {
  const params = url.searchParams;
  // The calculator opens on the personalised quote's basis (docs/decisions/296-one-finance-state-per-car.md). The
  // product the quote shows is known only once it answers (the cheaper one on a first look); the calculator prices
  // both products anyway, so its tab follows the quote's after both answer.
  const personalise = personaliseView(
    params,
    vehicle,
    session,
    figures.personalise ? { value: figures.personalise.quotes ?? undefined } : { failed: true },
  );
  const calculatorOnBasis = calculatorView(
    params,
    vehicle,
    personaliseChoice(params, vehicle, session),
    figures.calculator ? { value: outcomesOf(figures.calculator) } : { failed: true },
  );
  const budget = budgetView(
    params,
    figures.budget ? { value: outcomesOf(figures.budget) } : { failed: true },
  );
  const calculator =
    params.has(CALCULATOR_PARAMS.type) || !personalise.selected
      ? calculatorOnBasis
      : { ...calculatorOnBasis, input: { ...calculatorOnBasis.input, type: personalise.selected } };
  const disclosure = snippets["financial-disclosure"];
  const picture = vehicle.media_urls[0];
  return {
    path: url.pathname,
    params: [...params.entries()].filter(([name]) =>
      FINANCE_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix)),
    ),
    branch: { name: vehicle.location.site.name, telephone: vehicle.location.site.telephone },
    adminFee: vehicle.admin_fee,
    promotions: financePromotionsOf(promotions),
    creditCheckVehicle: {
      make: vehicle.make,
      model: vehicle.model,
      derivative: vehicle.derivative,
      slug: vehicle.slug,
      vrm: vehicle.vrm,
      odometer_value: vehicle.odometer_value,
      price: vehicle.price,
      discount_price: vehicle.discount_price,
      colour: vehicle.colour,
      fuel_type: vehicle.fuel_type,
      transmission: vehicle.transmission,
      date_first_registered: vehicle.date_first_registered,
      year: vehicle.year,
      cap_id: vehicle.cap_id,
      media_urls: picture ? [picture] : [],
    },
    disclosureHtml: disclosure ? sanitiseContentHtml(disclosure) : null,
    personalise,
    calculator,
    budget,
  };
}
