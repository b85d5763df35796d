import {
  annualMileageBounds,
  calculateRequest,
  financeProductKeys,
  financeTerms,
  type CalculateAnswer,
  type CalculateRequest,
  type CalculatorQuote,
  type FinanceProductResult,
} from "../contract/finance";
import type { StockFinanceCar } from "./cars";
import { ageInMonths, productOffer, type FinanceCar, type ProductOffer } from "./offer";
import { effectiveDeposit, defaultDeposit } from "./rules";
import type { Parsed } from "./params";
import { orList } from "./wording";

/**
 * The calculator (docs/product/finance.md#calculator): a Codeweavers-like "Calculate" call. Pure: the route
 * looks up the stock cars named by the requests' ids and hands them in.
 */

/** The calculator's starting mileage (docs/product/finance.md#calculator). */
export const calculatorDefaultMileage = 10000;
/** Without a registration date or a stock car, price the typical used car: 3 years old, 8,000 miles a year. */
const assumedAgeMonths = 36;
const assumedMilesPerMonth = 8000 / 12;

/** Every key of the request schema, so any letter case of a key can be mapped to the contract's spelling. */
const canonicalKeys = new Map(
  [
    ...Object.keys(calculateRequest.shape),
    ...Object.keys(calculateRequest.shape.Parameters.shape),
    ...Object.keys(calculateRequest.shape.VehicleRequests.element.shape),
    ...Object.keys(calculateRequest.shape.VehicleRequests.element.shape.Vehicle.shape),
    "Reference",
  ].map((key) => [key.toLowerCase(), key]),
);

/**
 * The request with its keys spelled as the contract spells them (callers mix cashPrice and CurrentMileage).
 */
export function withCanonicalKeys(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withCanonicalKeys);
  if (body === null || typeof body !== "object") return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      canonicalKeys.get(key.toLowerCase()) ?? key,
      withCanonicalKeys(value),
    ]),
  );
}

/** A calculation as sent (any key spelling), read with the contract and its bounds; the message names what is wrong. */
export function readCalculation(body: unknown): Parsed<CalculateRequest> {
  const parsed = calculateRequest.safeParse(withCanonicalKeys(body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path.join(".") || "body"}: ${issue.message}` };
  }
  return checkCalculateRequest(parsed.data);
}

/**
 * Checks the calculator's bounds the schema cannot say in its types (term 24–60 by 12, mileage 0–20,000 by
 * 1,000).
 */
export function checkCalculateRequest(request: CalculateRequest): Parsed<CalculateRequest> {
  const { Term, AnnualMileage } = request.Parameters;
  if (!(financeTerms as readonly number[]).includes(Term))
    return { ok: false, message: `Parameters.Term: Choose ${orList(financeTerms)} months` };
  const { min, max, step } = annualMileageBounds;
  if (
    AnnualMileage !== undefined &&
    (AnnualMileage < min || AnnualMileage > max || AnnualMileage % step !== 0)
  )
    return { ok: false, message: `Parameters.AnnualMileage: Choose ${min} to ${max} in steps of ${step}` };
  return { ok: true, value: request };
}

function toCalculatorQuote(offer: Extract<ProductOffer, { ok: true }>): CalculatorQuote {
  const { quote, choice, pricing, promotion } = offer;
  return {
    RegularPayment: quote.regularPayment,
    Term: choice.term,
    Apr: quote.apr,
    RateOfInterest: quote.fixedRate,
    TotalPrice: offer.cashPrice,
    Deposit: choice.deposit,
    Balance: quote.amountOfCredit,
    TotalAmountPayable: quote.totalAmountPayable,
    ChargeForCredit: quote.totalChargeForCredit,
    FirstPayment: quote.firstPayment,
    FinalPayment: quote.finalPayment,
    NumberOfRegularPayments: quote.numberOfRegularPayments,
    OptionToPurchaseFee: pricing.optionToPurchaseFee,
    GuaranteedFutureValue: offer.gmfv,
    AnnualMileage: choice.annualMileage,
    ExcessMileageRate: pricing.excessMileagePence,
    DealerContribution: offer.dealerContribution,
    Promotion: promotion && {
      Id: promotion.id,
      Heading: promotion.contents.heading,
      Text: promotion.contents.text,
    },
  };
}

type VehicleRequest = CalculateRequest["VehicleRequests"][number];

function carFor(request: VehicleRequest, stock: StockFinanceCar | undefined, today: Date): FinanceCar {
  const { Vehicle } = request;
  let ageMonths = assumedAgeMonths;
  if (Vehicle.registrationdate) ageMonths = ageInMonths(Vehicle.registrationdate, today);
  else if (stock) ageMonths = stock.ageMonths;
  else if (Vehicle.isNew) ageMonths = 0;
  const odometer = Vehicle.CurrentMileage ?? stock?.odometer ?? Math.round(ageMonths * assumedMilesPerMonth);
  // A stock car is priced as its own quotes price it: its cash price with the compulsory admin fee, whatever price the
  // request sends (docs/decisions/131-cash-price-promotions-monthly-search.md), and with the finance offers that apply to it.
  if (stock) return { ...stock, ageMonths, odometer };
  return { cashPrice: Vehicle.cashPrice, ageMonths, odometer, zeroAprOffer: false };
}

/** How a request's Id is looked up as a stock id or VRM. */
export const stockKey = (id: string) => id.replace(/\s+/g, "").toUpperCase();

/** `stockCars`: the cars for sale whose stock id or VRM a request's Id names, keyed by `stockKey`. */
export function calculate(
  request: CalculateRequest,
  stockCars: ReadonlyMap<string, StockFinanceCar>,
  today: Date,
): CalculateAnswer {
  const { Parameters } = request;
  const keys = financeProductKeys.filter(
    (key) => !Parameters.SpecificProductType || key === Parameters.SpecificProductType,
  );
  const VehicleResults = request.VehicleRequests.map((vehicleRequest) => {
    const car = carFor(vehicleRequest, stockCars.get(stockKey(vehicleRequest.Id)), today);
    const upFront = (Parameters.Deposit ?? defaultDeposit(car.cashPrice)) + (Parameters.PartExchange ?? 0);
    const net = upFront - (Parameters.Settlement ?? 0);
    if (net < 0) {
      const Message =
        "The settlement is more than the deposit and part exchange: negative equity is not financed";
      return { Id: vehicleRequest.Id, HasError: true, Errors: [{ Message }], FinanceProductResults: [] };
    }
    const choice = {
      term: Parameters.Term,
      annualMileage: Parameters.AnnualMileage ?? calculatorDefaultMileage,
      deposit: effectiveDeposit(Math.round(net * 100) / 100, car.cashPrice),
    };
    const FinanceProductResults = keys.map((key): FinanceProductResult => {
      const offer = productOffer(key, car, choice);
      return offer.ok
        ? {
            Key: key,
            ProductName: offer.product.name,
            HasError: false,
            Errors: [],
            Quote: toCalculatorQuote(offer),
          }
        : {
            Key: key,
            ProductName: offer.product.name,
            HasError: true,
            Errors: [{ Message: offer.reason }],
            Quote: null,
          };
    });
    const HasError = FinanceProductResults.every((result) => result.HasError);
    return { Id: vehicleRequest.Id, HasError, Errors: [], FinanceProductResults };
  });
  return { HasError: VehicleResults.every((result) => result.HasError), Errors: [], VehicleResults };
}
