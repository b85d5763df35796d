import { z } from "zod";
import { financeProductKeys } from "./finance-vocabulary";
import { flat } from "./envelope";

/**
 * A shopper's deal on one car priced as a whole (docs/product/finance.md, "Part-exchange in a deal";
 * docs/decisions/326-a-deal-priced-once.md): POST /api/deals/price. Stateless: it stores nothing, and every figure is
 * worked out by the dealer API from what it holds itself — the car, the valuation by its id (never a value the browser
 * sends), the lender's terms and the delivery tariff.
 */

/** Pounds and pence, 0 or more, below a million. */
const pounds = z
  .number()
  .nonnegative()
  .max(999_999.99)
  // Whole pence, allowing for binary fractions (0.1 + 0.2).
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "Use pounds and pence",
  });

export const dealPriceRequest = z
  .object({
    /** The car, by its registration. */
    vrm: z.string().trim().min(1).max(12),
    /** The shopper's valuation of their own car (POST /valuations/process), or null for no part-exchange. */
    valuation_id: z.string().min(1).max(64).nullable().default(null),
    /** What is left to pay on finance on the shopper's car, pounds. */
    settlement: pounds.default(0),
    /** Financed: the shopper's own money towards the deposit (and any negative equity), pounds. */
    cash_deposit: pounds.default(0),
    /** The shopper says they will pay any negative equity themselves. */
    pays_negative_equity: z.boolean().default(false),
    /** Null: paying in full. */
    finance: z
      .object({
        product: z.enum(financeProductKeys),
        term: z.number().int().min(12).max(60),
        annual_mileage: z.number().int().min(0).max(50_000),
      })
      .nullable()
      .default(null),
    /** Delivered to this postcode, or null: collected from the car's branch. */
    delivery_postcode: z.string().trim().min(1).max(10).nullable().default(null),
  })
  .strict();
export type DealPriceRequest = z.input<typeof dealPriceRequest>;
/** The request as read, its defaults filled in. */
export type DealPriceAsked = z.output<typeof dealPriceRequest>;

const money = z.number();

export const dealQuote = z.object({
  product: z.enum(financeProductKeys),
  term: z.number().int(),
  annual_mileage: z.number().int(),
  regular_payment: money,
  number_of_regular_payments: z.number().int(),
  first_payment: money,
  final_payment: money,
  amount_of_credit: money,
  total_charge_for_credit: money,
  total_amount_payable: money,
  /** Percent, one decimal. */
  apr: z.number(),
  /** Percent, two decimals. */
  fixed_rate: z.number(),
  option_to_purchase_fee: money,
  /** PCP: the guaranteed minimum future value; HP: null. */
  gmfv: money.nullable(),
  /** PCP: pence a mile over the agreed mileage; HP: null. */
  excess_mileage_pence: z.number().nullable(),
  promotion: z.object({ id: z.number().int(), heading: z.string() }).nullable(),
});

export const dealDelivery = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("collection"), branch: z.string(), price: z.literal(0) }),
  z.object({
    kind: z.enum(["free", "priced"]),
    branch: z.string(),
    outward: z.string(),
    miles: z.number().int(),
    price: z.number().int().nonnegative(),
  }),
  /** Islands and Northern Ireland: no price online, so none is in the totals. */
  z.object({
    kind: z.literal("by-arrangement"),
    branch: z.string(),
    outward: z.string(),
    miles: z.number().int(),
    price: z.null(),
  }),
]);

/** Why the deal cannot be priced as asked: an answer for the shopper, not a failure of the call. */
export const dealProblem = z.discriminatedUnion("problem", [
  z.object({ problem: z.literal("negative-equity"), negative_equity: money, message: z.string() }),
  z.object({ problem: z.literal("deposit-covers-price"), deposit: money, message: z.string() }),
  z.object({ problem: z.literal("declined"), message: z.string() }),
  z.object({ problem: z.literal("not-a-quote"), message: z.string() }),
  z.object({ problem: z.literal("valuation-expired"), expired_at: z.string(), message: z.string() }),
  z.object({ problem: z.literal("car-unavailable"), message: z.string() }),
  /** A part-exchange asked of a car whose branch does not take them now: PART_EXCHANGE_MESSAGE. */
  z.object({ problem: z.literal("part-exchange-off"), message: z.string() }),
]);

export const dealPrice = z.object({
  vrm: z.string(),
  cash_price: money,
  part_exchange: z
    .object({
      valuation_id: z.string(),
      /** The valuation's lower figure: the value the dealer stands by when it sees the car as described. */
      value: money,
      settlement: money,
      equity: money,
      expires_at: z.string(),
    })
    .nullable(),
  negative_equity_paid: money,
  deposit: z.object({ cash: money, part_exchange: money, dealer_contribution: money, total: money }),
  finance: dealQuote.nullable(),
  delivery: dealDelivery,
  /** Deposit (cash and car) + every payment + delivery; paying in full, the cash price + delivery. */
  total_payable: money,
  /** The money the shopper pays before the car is handed over or sent. */
  due_before_handover: money,
});
export type DealPrice = z.infer<typeof dealPrice>;

/** A priced deal, or why it cannot be priced as asked. */
export const dealPriced = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), deal: dealPrice }),
  z.object({ ok: z.literal(false), problem: dealProblem }),
]);
export type DealPriced = z.infer<typeof dealPriced>;

/** 200 `{ data: { ok: true, deal } | { ok: false, …problem } }`; 400 bad input, 404 no such car or valuation. */
export const dealPriceAnswer = flat(dealPriced);
export type DealPriceAnswer = z.infer<typeof dealPriceAnswer>;

// ---- Stored deals: POST /api/deals, GET and PUT /api/deals/{id}, POST /api/deals/{id}/claim, GET /api/deals ----

/** A stored deal's id: a random UUID (checked before any query). */
export const DEAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A signed-in customer keeps at most this many deals; saving one more is refused until one is deleted. */
export const MAX_DEALS_PER_CUSTOMER = 20;

/** The deal's inputs as stored and answered: the price request without the car, its defaults filled in. */
export const dealInputs = dealPriceRequest.omit({ vrm: true });
export type DealInputs = z.infer<typeof dealInputs>;

/**
 * What changed since the shopper saved the deal, in their words, now against the saved answer:
 * - cash-price: the car's price; monthly: the finance's regular payment; delivery: its price or way
 * - valuation-expired: the shopper's valuation no longer holds (7 days); car-unavailable: reserved or sold
 * - part-exchange-off: the car's branch stopped taking part-exchanges; not-priced: another reason it no longer prices
 */
export const dealChangeKinds = [
  "cash-price",
  "monthly",
  "delivery",
  "valuation-expired",
  "car-unavailable",
  "part-exchange-off",
  "not-priced",
] as const;
export const dealChange = z.object({ kind: z.enum(dealChangeKinds), message: z.string() });
export type DealChange = z.infer<typeof dealChange>;

export const savedDeal = z.object({
  id: z.string(),
  vrm: z.string(),
  request: dealInputs,
  /** Exactly what POST /api/deals/price answers inside `data` for these inputs (now, or when saved). */
  answer: dealPriced,
  /** GET: what differs now from the answer saved; POST and PUT: empty (the answer is the one saved). */
  changes: z.array(dealChange),
  /** Whether a signed-in customer owns it (then only their token opens it). */
  owned: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedDeal = z.infer<typeof savedDeal>;
/** 201 (POST) or 200 `{ data: savedDeal }`. */
export const savedDealAnswer = flat(savedDeal);

/** GET /api/deals (Bearer): the customer's deals, the latest saved first. */
export const dealSummary = z.object({
  id: z.string(),
  vrm: z.string(),
  vehicle: z.object({ slug: z.string(), name: z.string() }),
  updated_at: z.string(),
});
export type DealSummary = z.infer<typeof dealSummary>;
export const dealListAnswer = flat(z.array(dealSummary));
