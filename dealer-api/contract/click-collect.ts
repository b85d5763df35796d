import { z } from "zod";
import { flat } from "./envelope";

export * from "./click-collect-vocabulary";

/**
 * Click-and-collect orders (docs/decisions/170-accounts-and-click-collect.md): a signed-in customer buys a car online
 * in four sections — compliance, part exchange, payment method, collection — and places the order by paying the £99
 * reservation fee through the reservation checkout. Every call needs `Authorization: Bearer {access_token}` (401
 * without a working one) and sees only the customer's own orders (another's id answers 404).
 */

export const orderSection = z.enum(["compliance", "partex", "paymentMethod", "collection"]);
export type OrderSection = z.infer<typeof orderSection>;

/**
 * - draft: being filled in; sections can change
 * - awaiting_payment: placed, the car held while the customer pays the fee (the reservation's checkout)
 * - placed: the fee is paid; the car is reserved for the customer
 * - cancelled: the customer cancelled a draft, or the payment was abandoned and the hold lapsed
 */
export const orderStatus = z.enum(["draft", "awaiting_payment", "placed", "cancelled"]);
export type OrderStatus = z.infer<typeof orderStatus>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const financeOptions = z.object({
  type: z.enum(["cash", "finance"]),
  product_type: z.enum(["HP", "PCP"]),
  term: z.number().int(),
  deposit: z.number().int(),
  mileage: z.number().int(),
});
export type FinanceOptions = z.infer<typeof financeOptions>;

/** PUT …/compliance: both must be true. */
export const complianceSection = z.object({
  details_confirmed: z.boolean(),
  terms_accepted: z.boolean(),
});
/**
 * PUT …/partex: the customer's answer. `wanted: true` where the car's branch does not take part-exchanges is refused
 * with PART_EXCHANGE_MESSAGE (422); where it does, it needs `deal_id`: the customer's deal on this car with their
 * valued car in it (POST /api/deals; a guest's deal is claimed onto their account), else 422 PART_EXCHANGE_NEEDS_DEAL.
 * The order answers `{ wanted: true, deal_id }`, or `{ wanted: false }`.
 */
export const partexSection = z.object({
  wanted: z.boolean(),
  deal_id: z.string().max(64).nullable().optional(),
});
/** PUT …/paymentMethod: cash, or HP/PCP on the finance engine's rules within click and collect's limits. */
export const paymentMethodSection = financeOptions;
/** PUT …/collection: a branch (department code), a day and a half-hour slot inside the branch's opening hours. */
export const collectionSection = z.object({ department_code: z.string().min(1).max(10), date: day, time });

export const order = z.object({
  id: z.string(),
  status: orderStatus,
  created_at: z.string().datetime(),
  invoice: z.object({
    vehicle: z.object({
      id: z.number().int(),
      slug: z.string(),
      /** The stock id the site's /click-collect/{stock_id} address names. */
      stock_id: z.string(),
      name: z.string(),
      vrm: z.string(),
      /** Cash price (with the compulsory admin fee), pounds. */
      price: z.number().int(),
      image: z.string().nullable(),
    }),
    reservation_fee: z.number().int(),
    /** What is left to pay at collection, pounds: cash, the price less the fee; finance, the deposit less the fee. */
    amount_due: z.number(),
  }),
  finance_options: financeOptions,
  compliance: complianceSection.nullable(),
  partex: partexSection.nullable(),
  paymentMethod: financeOptions.nullable(),
  collection: collectionSection.extend({ department_name: z.string() }).nullable(),
  /** Which sections are answered: the order can be placed when all are. */
  sections: z.record(orderSection, z.boolean()),
  /** The reservation that holds the car once the order is placed, and where to pay while it is awaiting payment. */
  reservation_id: z.string().nullable(),
  checkout: z.object({ provider: z.string(), session_id: z.string(), url: z.string() }).nullable(),
});
export type Order = z.infer<typeof order>;

/** GET /api/v2/click-collect/orders → `{ data: orders }` (allOrders), newest first. */
export const ordersAnswer = flat(z.array(order));
/**
 * POST /api/v2/click-collect/orders `{ vehicle_slug }` → 201 `{ data: order }` (a draft with the defaults); 409 when
 * the car is not for sale (reserved, sold); 422 when the customer already has MAX_ORDERS orders that are not
 * cancelled. GET …/orders/{id} → `{ data: order }`. PUT …/orders/{id}/{section} → `{ data: order }`, 422 with a
 * message per field, 409 once the order is no longer a draft. POST …/orders/{id}/place → `{ data: order }` awaiting
 * payment with its checkout (422 naming the sections not answered, 409 if the car was taken meanwhile). POST
 * …/orders/{id}/cancel → `{ data: order }` (drafts only).
 */
export const orderAnswer = flat(order);
export const createOrderRequest = z.object({ vehicle_slug: z.string().max(200) });
