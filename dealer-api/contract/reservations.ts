import { z } from "zod";
import { flat } from "./envelope";
import { dealPriced } from "./deals";

export * from "./reservations-vocabulary";

/**
 * POST /api/reserve/{slug}: the reservation form of docs/product/forms.md#submitting (first_name … time,
 * answers checked against form 11's definition), `terms` ticked, the opt-ins, and the car it is for
 * (vehicle_id and vehicle_vrm must be that car's).
 */
export const reservationRequest = z.object({
  vehicle_id: z.number().int().positive(),
  vehicle_vrm: z.string().max(10),
  terms: z.boolean().default(false),
  opt_in: z
    .object({ telephone: z.boolean().default(false), email: z.boolean().default(false) })
    .strict()
    .default({}),
  _organisational_unit: z.string().max(60).nullable().default(null),
  enquirySource: z.string().max(300).default(""),
  _honeypot: z.string().max(500).default(""),
  /**
   * The shopper's stored deal on this car (POST /api/deals), carried with the reservation so the branch sees the whole
   * deal: a guest's deal by its id; a customer's only with that customer's `Authorization: Bearer` token. Another car's,
   * an unknown or malformed id, or a customer's deal without their token: 400 `deal_id: …`.
   */
  deal_id: z.string().max(64).nullable().default(null),
});
export type ReservationRequest = z.input<typeof reservationRequest> & Record<string, unknown>;

/**
 * - pending: the car is held while the shopper pays (lapses after CHECKOUT_HOLD_MINUTES)
 * - paid: deposit taken; the car shows as reserved until hold_until
 * - cancelled: the shopper left the checkout; the car is free again
 * - lapsed: never paid in time; the car is free again
 */
export const reservationStatus = z.enum(["pending", "paid", "cancelled", "lapsed"]);
export type ReservationStatus = z.infer<typeof reservationStatus>;

const instant = z.string().datetime();

export const reservation = z.object({
  id: z.string(),
  status: reservationStatus,
  amount_pence: z.number().int(),
  currency: z.literal("GBP"),
  created_at: instant,
  /** When an unpaid hold lapses. */
  expires_at: instant,
  paid_at: instant.nullable(),
  /** Paid time + 7 days: the car is held for the shopper until then. */
  hold_until: instant.nullable(),
  cancelled_at: instant.nullable(),
  vehicle: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    vrm: z.string(),
    /** The car's final_price; the buyer pays it plus `admin_fee` (docs/decisions/300-fee-inclusive-prices.md). */
    price: z.number().int(),
    /** The car's compulsory admin fee, pounds. */
    admin_fee: z.number().int(),
    /** Thumbnail picture path (served by the media endpoints). */
    image: z.string().nullable(),
    branch: z.object({ name: z.string(), telephone: z.string(), city_town: z.string() }),
  }),
  /**
   * The branch the shopper deals with: the one they chose (their branch when reserving, the collection branch of a
   * click-and-collect order), which may not be where the car is; null when none was named (then the car's branch).
   */
  branch: z
    .object({ name: z.string(), telephone: z.string(), city_town: z.string() })
    .nullable()
    .default(null),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  /** The visit the shopper asked for: YYYY-MM-DD and HH:MM. */
  visit: z.object({ date: z.string(), time: z.string() }),
  /** Where to pay; null once the reservation is no longer pending. */
  checkout: z.object({ provider: z.string(), session_id: z.string(), url: z.string() }).nullable(),
  /**
   * The deal the reservation carries, or null: `answer` is the deal priced now, exactly as GET /api/deals/{id} answers
   * it (the reservation's own hold on the car does not make it unavailable to its deal). Absent from older answers.
   */
  deal: z.object({ id: z.string(), answer: dealPriced }).nullable().optional(),
});
export type Reservation = z.infer<typeof reservation>;

export const reservationAnswer = flat(reservation);

/** GET /api/test-checkout/{session_id}: the built-in test-mode payment page's view of a payment session. */
export const checkoutSession = z.object({
  id: z.string(),
  provider: z.literal("test"),
  reservation_id: z.string(),
  amount_pence: z.number().int(),
  currency: z.literal("GBP"),
  description: z.string(),
  status: z.enum(["open", "paid", "cancelled", "expired"]),
  expires_at: instant,
});
export type CheckoutSession = z.infer<typeof checkoutSession>;

export const checkoutSessionAnswer = flat(checkoutSession);
