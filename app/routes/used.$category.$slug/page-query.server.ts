import { VEHICLE_PAGE_QUERY as Q } from "@contract/vehicle-page";
import { readPostcode } from "@contract/places-vocabulary";
import type { Query } from "~/dealer/request.server";
import { budgetCashPrice } from "~/lib/finance/budget-finder";
import { resolveFinanceChoice } from "~/lib/finance/choice";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import {
  budgetInput,
  CALCULATOR_PARAMS,
  calculatorInput,
  personaliseRaw,
  typedNumber,
} from "~/lib/finance/finance-params";
import { readDistanceFrom } from "~/lib/search/distance";
import type { VisitorSession } from "~/sessions.server";

/**
 * The shopper's postcode for the car's delivery: the URL's (`?postcode=`, the page's own GET form), else the one the
 * session keeps from a search or an earlier car. `typed`: what the URL gave ("" for an empty field), if it gave one.
 */
export function deliveryPostcode(url: URL, stored: string | undefined) {
  const typed = url.searchParams.has("postcode")
    ? (readDistanceFrom(url.searchParams.get("postcode") ?? "") ?? "")
    : undefined;
  return { typed, postcode: typed ?? stored ?? "" };
}

/**
 * What the car's one page answer needs from the shopper (dealer-api/contract/vehicle-page.ts): their postcode, when it
 * reads as one, and each finance tool's choice from the URL and the session's finance defaults, as far as it is known
 * without the car's price. The dealer API applies the rules that need the price (the deposit's, the calculator's
 * slider), the same rules the page's views apply to the answer (docs/decisions/334-page-shaped-answers.md).
 */
export function vehiclePageQuery(url: URL, session: VisitorSession): Query {
  const params = url.searchParams;
  const { defaults } = financeDefaultsOf(session);
  const { postcode } = deliveryPostcode(url, session.get("postcode") ?? undefined);
  const personal = resolveFinanceChoice(personaliseRaw(params), defaults, Number.NaN);
  // Term and mileage sliders have the same bounds on every car; the deposit's depend on its price.
  const calculator = calculatorInput(params, 0, personal);
  const budget = budgetInput(params);
  return {
    [Q.postcode]: postcode && readPostcode(postcode).ok ? postcode : undefined,
    [Q.personalise.term]: personal.term,
    [Q.personalise.mileage]: personal.mileage,
    [Q.personalise.deposit]: personal.deposit,
    [Q.personalise.depositType]: personal.depositType ?? "Amount",
    [Q.calculator.term]: calculator.term,
    [Q.calculator.mileage]: calculator.mileage,
    [Q.calculator.deposit]: typedNumber(params.get(CALCULATOR_PARAMS.deposit)),
    [Q.budget.cashPrice]: budgetCashPrice(budget.amount, budget.deposit),
    [Q.budget.deposit]: budget.deposit,
    [Q.budget.term]: budget.term,
    [Q.budget.mileage]: budget.mileage,
    [Q.basis.term]: defaults.term,
    [Q.basis.mileage]: defaults.mileage,
    [Q.basis.deposit]: defaults.deposit,
    [Q.basis.depositType]: defaults.depositType ?? "Amount",
  };
}
