import { z } from "zod";
import { flat } from "./envelope";
import { financeProductKeys } from "./finance-vocabulary";

export * from "./finance-vocabulary";

/**
 * Finance as the dealer API answers it (docs/product/finance.md). Money is pounds with pence; rates are
 * percent. Two shapes:
 * - `FinanceQuotes` (`hpQuote` / `pcpQuote`): the personalise flow, the cards and the bulk calls. Every field a
 *   representative example needs (CONC 3.5.5R), so any monthly figure on the site can show its example.
 * - The calculator's Codeweavers-like answer (`VehicleResults[0].FinanceProductResults[].Quote`).
 */

const money = z.number().nonnegative();
const months = z.number().int().nonnegative();

export const financeQuote = z.object({
  /** "HP" or "PCP". */
  key: z.enum(financeProductKeys),
  /** The lender's product name: contains "Hire Purchase" (HP) or "PCP". */
  product: z.string(),
  regular_payment: money,
  /**
   * Instalments strictly between the first and the final payment (term − 2). The site counts the first and the final
   * payment in when they equal the regular payment (docs/product/finance.md#quotes-and-products), which gives
   * "47 payments of £150.82".
   */
  number_of_regular_payments: months,
  first_payment: money,
  final_payment: money,
  /** Everything paid up front: the customer's deposit plus any dealer contribution (no part exchange in this flow). */
  total_deposit: money,
  /** What the customer pays up front. */
  deposit: money,
  /** Representative APR, one decimal. */
  apr: z.number(),
  /** Fixed rate of interest, two decimals. */
  interest_rate: z.number(),
  /** What the customer pays: deposit + every payment (a dealer contribution is not theirs to pay). */
  total_amount_payable: money,
  /** Total charge for credit: the payments less the credit (total amount payable + dealer contribution − cash price). */
  total_amount_of_charges: z.number(),
  /** Total amount of credit: cash price − total deposit. */
  balance: money,
  /** The car's final price plus its compulsory fees (the admin fee): docs/decisions/131-cash-price-promotions-monthly-search.md. */
  cash_price: money,
  term: months,
  /**
   * PCP: the guaranteed minimum future value (the final payment less the option-to-purchase fee, and at 0% APR less
   * the pennies of rounding the final payment takes). HP: 0.
   */
  residual: money,
  /** Annual mileage the quote is for (it prices the PCP residual; HP quotes carry the choice too). */
  mileage: months,
  /** Option-to-purchase fee, paid with the final payment. */
  purchase_fee: money,
  /** PCP: pence per mile over the contract mileage (CONC 3.5.5R). HP: null. */
  excess_mileage_rate: z.number().nullable(),
  /** A site path: /finance/apply?vrm=…&product=HP|PCP&term=…&deposit=…&mileage=… */
  application_link: z.string().startsWith("/"),
  /**
   * Pounds the dealer adds to the deposit under a promotion ("£500 towards your deposit"): part of total_deposit,
   * never of `deposit` (what the customer pays). 0 when no contribution applies. Always sent by the dealer API.
   */
  dealer_contribution: money.optional(),
  /**
   * The vehicle promotion this quote was priced under (0% APR, deposit contribution), or null when none applies (the
   * choice does not meet its terms). Always sent by the dealer API.
   */
  promotion: z.object({ id: z.number().int(), heading: z.string(), text: z.string() }).nullable().optional(),
});
export type FinanceQuote = z.infer<typeof financeQuote>;

/**
 * Why the lender declines a product for this car and choice, and the terms it would offer instead with the same
 * deposit and mileage (empty when none), so the site can say which terms are available and offer them.
 */
export const financeDecline = z.object({ reason: z.string(), terms: z.array(months) });
export type FinanceDecline = z.infer<typeof financeDecline>;

/**
 * null when the lender does not offer that product for this car and choice; then `…Declined` says why and which terms
 * it would offer (null when the quote exists). The dealer API always sends both `…Declined`.
 */
export const financeQuotes = z.object({
  hpQuote: financeQuote.nullable(),
  pcpQuote: financeQuote.nullable(),
  hpDeclined: financeDecline.nullable().optional(),
  pcpDeclined: financeDecline.nullable().optional(),
});
export type FinanceQuotes = z.infer<typeof financeQuotes>;

/** GET /used/cars/get-finance/{vrm} */
export const getFinanceAnswer = financeQuotes;
/** GET /used/{category}/get-bulk-finance: keyed by VRM (unknown and sold cars left out). */
export const bulkFinanceAnswer = z.record(z.string(), financeQuotes);
/** GET /api/v2/vehicle-finance: keyed by stock id (unknown and sold cars left out). */
export const vehicleFinanceAnswer = flat(z.record(z.string(), financeQuotes));

// ---- The calculator (docs/product/finance.md#calculator): a Codeweavers-like v3 "Calculate" call. ----

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2021-03-01");

/** The request in its Codeweavers-like names. The API also accepts any other letter case of these keys. */
export const calculateRequest = z.object({
  Customer: z.object({ Reference: z.string().max(100).optional() }).optional(),
  Parameters: z.object({
    Term: z.number().int(),
    AnnualMileage: z.number().int().optional(),
    CalculationType: z.literal("RegularPayment").optional(),
    Deposit: money.optional(),
    Settlement: money.optional(),
    PartExchange: money.optional(),
    SpecificProductType: z.enum(financeProductKeys).optional(),
  }),
  VehicleRequests: z
    .array(
      z.object({
        /** Echoed back. A stock id of a car for sale also brings its age and offers (0% APR) into the quote. */
        Id: z.string().max(100),
        Vehicle: z.object({
          cashPrice: z.number().positive(),
          isNew: z.boolean().optional(),
          imageUrl: z.string().optional(),
          dealerVehicleUrl: z.string().optional(),
          registrationdate: isoDate.optional(),
          CurrentMileage: z.number().int().nonnegative().optional(),
        }),
      }),
    )
    .min(1)
    .max(20),
  Referrer: z.string().max(200).optional(),
});
export type CalculateRequest = z.infer<typeof calculateRequest>;

export const calculatorQuote = z.object({
  RegularPayment: money,
  Term: months,
  Apr: z.number(),
  RateOfInterest: z.number(),
  /** The cash price. */
  TotalPrice: money,
  /** Everything paid up front: deposit + part exchange − settlement. */
  Deposit: money,
  /** Total amount of credit. */
  Balance: money,
  TotalAmountPayable: money,
  ChargeForCredit: z.number(),
  FirstPayment: money,
  FinalPayment: money,
  /** How many payments equal RegularPayment. */
  NumberOfRegularPayments: months,
  OptionToPurchaseFee: money,
  /** PCP only. */
  GuaranteedFutureValue: money.nullable(),
  AnnualMileage: months,
  /** PCP: pence per excess mile. */
  ExcessMileageRate: z.number().nullable(),
  /** Pounds the dealer adds to the deposit under a promotion (0 when none): Balance is TotalPrice − Deposit − this. */
  DealerContribution: money.optional(),
  /** The vehicle promotion the quote is priced under (a stock car's only), or null. */
  Promotion: z.object({ Id: z.number().int(), Heading: z.string(), Text: z.string() }).nullable().optional(),
});
export type CalculatorQuote = z.infer<typeof calculatorQuote>;

const errors = z.array(z.object({ Message: z.string() }));

export const financeProductResult = z.object({
  Key: z.enum(financeProductKeys),
  ProductName: z.string(),
  HasError: z.boolean(),
  /** Why the lender declined (HasError true, Quote null). */
  Errors: errors,
  Quote: calculatorQuote.nullable(),
});
export type FinanceProductResult = z.infer<typeof financeProductResult>;

export const calculateAnswer = z.object({
  HasError: z.boolean(),
  Errors: errors,
  VehicleResults: z.array(
    z.object({
      Id: z.string(),
      HasError: z.boolean(),
      Errors: errors,
      /** HP first, then PCP (only the one asked for with SpecificProductType). */
      FinanceProductResults: z.array(financeProductResult),
    }),
  ),
});
export type CalculateAnswer = z.infer<typeof calculateAnswer>;
