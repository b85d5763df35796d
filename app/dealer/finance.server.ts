import {
  bulkFinanceAnswer,
  calculateAnswer,
  type CalculateAnswer,
  getFinanceAnswer,
  vehicleFinanceAnswer,
  type CalculateRequest,
  type CalculatorQuote,
  type DepositType,
  type FinanceProductKey,
  type FinanceQuotes,
} from "@contract/finance";
import { callDealerApi, dealerPath, type Query } from "./request.server";
import { isNotFound } from "./errors";

/**
 * The finance calls (docs/product/finance.md). What to do when one fails is the caller's: the site swallows
 * bulk failures and shows nothing for a failed personalise fetch. A stale personalise or calculator request is
 * cancelled in the browser (a Remix fetcher aborts its earlier load), so these calls take no abort signal.
 */

/** A finance choice; anything left out gets the dealer API's default (48 months, 8,000 miles, £1,000 deposit). */
export interface FinanceParams {
  term?: number;
  mileage?: number;
  deposit?: number;
  depositType?: DepositType;
}

function financeQuery({ term, mileage, deposit, depositType }: FinanceParams): Query {
  return {
    finance_term: term,
    finance_mileage: mileage,
    finance_deposit: deposit,
    finance_deposit_type: depositType,
  };
}

/** The dealer API prices at most this many cars per list call; longer lists are split. */
const LIST_LIMIT = 100;

async function inChunks<T>(
  ids: readonly string[],
  call: (chunk: string[]) => Promise<Record<string, T>>,
): Promise<Record<string, T>> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += LIST_LIMIT)
    chunks.push(unique.slice(start, start + LIST_LIMIT));
  const answers = await Promise.all(chunks.map(call));
  return Object.assign({}, ...answers) as Record<string, T>;
}

/** GET /used/cars/get-finance/{vrm}: HP and PCP quotes for one car, or undefined when it is sold or unknown. */
export async function getFinance(vrm: string, params: FinanceParams): Promise<FinanceQuotes | undefined> {
  try {
    return await callDealerApi(dealerPath`/used/cars/get-finance/${encodeURIComponent(vrm)}`, {
      query: financeQuery(params),
      schema: getFinanceAnswer,
    });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** GET /used/{category}/get-bulk-finance: quotes keyed by VRM (sold and unknown cars absent). */
export async function getBulkFinance(
  vrms: readonly string[],
  params: FinanceParams,
  category = "cars",
): Promise<Record<string, FinanceQuotes>> {
  return inChunks(vrms, async (chunk) =>
    callDealerApi(dealerPath`/used/${encodeURIComponent(category)}/get-bulk-finance`, {
      query: { vrms: chunk.join(","), ...financeQuery(params) },
      schema: bulkFinanceAnswer,
    }),
  );
}

/** GET /api/v2/vehicle-finance: quotes keyed by stock id (sold and unknown cars absent). */
export async function getVehicleFinance(
  stockIds: readonly string[],
  params: FinanceParams,
): Promise<Record<string, FinanceQuotes>> {
  return inChunks(stockIds, async (chunk) => {
    const answer = await callDealerApi("/api/v2/vehicle-finance", {
      query: { stock_ids: chunk.join(","), ...financeQuery(params) },
      schema: vehicleFinanceAnswer,
    });
    return answer.data;
  });
}

export interface CalculateInput {
  cashPrice: number;
  term: number;
  /** Defaults to £1,000 (nothing on a car of £2,000 or less). */
  deposit?: number;
  /** Defaults to the calculator's 10,000 miles. */
  annualMileage?: number;
  /** Only this product; both when left out. */
  product?: FinanceProductKey;
  /** A stock id or VRM: the dealer API then prices the car's own age and offers (0% APR). */
  vehicleId?: string;
  registrationDate?: string;
  currentMileage?: number;
  isNew?: boolean;
  imageUrl?: string;
  vehicleUrl?: string;
  partExchange?: number;
  settlement?: number;
}

/** A product's calculator answer: the quote, or why the lender declined it. */
export type CalculatorOutcome = { quote: CalculatorQuote } | { quote: null; reason: string };

/** POST /api/finance/calculate: the calculator's figures by product (only the products asked for are present). */
export async function calculate(
  input: CalculateInput,
): Promise<Partial<Record<FinanceProductKey, CalculatorOutcome>>> {
  const body: CalculateRequest = {
    Customer: { Reference: "website" },
    Parameters: {
      Term: input.term,
      AnnualMileage: input.annualMileage,
      CalculationType: "RegularPayment",
      Deposit: input.deposit,
      PartExchange: input.partExchange,
      Settlement: input.settlement,
      SpecificProductType: input.product,
    },
    VehicleRequests: [
      {
        Id: input.vehicleId ?? "calculator",
        Vehicle: {
          cashPrice: input.cashPrice,
          isNew: input.isNew,
          imageUrl: input.imageUrl,
          dealerVehicleUrl: input.vehicleUrl,
          registrationdate: input.registrationDate,
          CurrentMileage: input.currentMileage,
        },
      },
    ],
  };
  const answer = await callDealerApi("/api/finance/calculate", {
    method: "POST",
    body,
    schema: calculateAnswer,
  });
  return outcomesOf(answer);
}

/** A calculation's figures by product: the quote, or why the lender declined it. */
export function outcomesOf(answer: CalculateAnswer): Partial<Record<FinanceProductKey, CalculatorOutcome>> {
  const results = answer.VehicleResults[0]?.FinanceProductResults ?? [];
  return Object.fromEntries(
    results.map((result) => [
      result.Key,
      result.Quote
        ? { quote: result.Quote }
        : { quote: null, reason: result.Errors[0]?.Message ?? "Finance is not available" },
    ]),
  );
}
