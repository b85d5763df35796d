import { z } from "zod";
import { flat } from "./envelope";
import { emailAddress } from "./email-schema";
import { MAX_VALUATION_MILEAGE } from "./valuation-rules";

export { MAX_VALUATION_MILEAGE };

/**
 * The valuation service (docs/product/valuation.md; docs/decisions/150-valuation-wizard.md): a seller's
 * registration and mileage are looked up, their answers stored and a trade price range worked out, held for 7
 * days.
 */

/** A valuation is held for 7 days (docs/product/valuation.md#valuation). */
export const VALUATION_VALID_DAYS = 7;
export const MAX_PREVIOUS_KEEPERS = 20;

/** docs/product/valuation.md#questions: the radio values of the service-history question. */
export const serviceHistory = z.enum(["full", "some", "none", "not-due"]);
export type ServiceHistory = z.infer<typeof serviceHistory>;

/**
 * What a registration service says a plate is: only cars can be valued (docs/product/valuation.md#lookup).
 */
export const valuationVehicleType = z.enum(["CAR", "VAN", "MOTORCYCLE"]);
export type ValuationVehicleType = z.infer<typeof valuationVehicleType>;

/** Registrations as the API keeps them: upper case, no spaces, 2–7 letters and digits. */
const vrm = z.string().regex(/^[A-Z0-9]{2,7}$/);
const mileage = z.number().int().min(0).max(MAX_VALUATION_MILEAGE);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().datetime();

/** The most valuations a lookup may name as the caller's own (the site keeps a visitor's newest ten). */
export const MAX_OWN_VALUATIONS = 10;

/**
 * POST /valuations/lookup. The API normalises the registration itself too (spaces and case). `own_valuations` are the
 * ids of the valuations the caller (the visitor) made; `existing` answers only one of those, for the same mileage and,
 * when `department_code` is given, the same branch: a registration alone never reveals anyone's valuation.
 */
export const valuationLookupRequest = z.object({
  vrm: z.string().min(1).max(20),
  mileage,
  department_code: z.string().min(1).max(10).optional(),
  own_valuations: z.array(z.string().max(64)).max(MAX_OWN_VALUATIONS).default([]),
});
export type ValuationLookupRequest = z.input<typeof valuationLookupRequest>;

/** The car a registration stands for, as a registration service answers. */
export const valuationVehicle = z.object({
  vrm,
  /** The catalogue's derivative id: the valuation guide's code for the model (cap_id). */
  cap_id: z.string().nullable(),
  vehicle_type: valuationVehicleType,
  make: z.string(),
  model: z.string(),
  /** Engine and trim as listings write them ("1.0 EcoBoost 125 Titanium"). */
  derivative: z.string(),
  fuel_type: z.string(),
  transmission: z.string(),
  /** Engine size in cc; 0 for an electric car. */
  engine: z.number().int().nonnegative(),
  colour: z.string(),
  /** First registration, YYYY-MM-DD. */
  registration_date: day,
  /** A picture path served by the media endpoints, or none. */
  image: z.string().nullable(),
});
export type ValuationVehicle = z.infer<typeof valuationVehicle>;

/**
 * 200: `{ data: { data: vehicle, existing, valuation_id } }` — `existing` when a valuation of this registration is
 * still valid (then `valuation_id` names it). 404 (the error body) when no car has that registration.
 */
export const valuationLookupAnswer = z.object({
  data: z.object({
    data: valuationVehicle,
    existing: z.boolean(),
    valuation_id: z.string().nullable(),
  }),
});
export type ValuationLookupAnswer = z.infer<typeof valuationLookupAnswer>;

/**
 * The condition answers (the assumptions of docs/product/valuation.md#questions), each true when the
 * assumption holds: MOT with 6+ months left, not imported, no damage, in full working order, a spare key, a
 * standard (not personalised) plate, never written off.
 */
export const valuationCondition = z.object({
  mot: z.boolean().default(true),
  imported: z.boolean().default(false),
  no_damage: z.boolean().default(true),
  fully_working: z.boolean().default(true),
  spare_key: z.boolean().default(true),
  standard_plate: z.boolean().default(true),
  not_written_off: z.boolean().default(true),
});
export type ValuationCondition = z.infer<typeof valuationCondition>;

/** POST /valuations/process: the seller's answers and contact details. */
export const valuationProcessRequest = z.object({
  vrm: z.string().min(1).max(20),
  mileage,
  /** The preferred branch's code (departments). */
  department_code: z.string().min(1).max(10),
  service_history: serviceHistory,
  previous_keepers: z.number().int().min(0).max(MAX_PREVIOUS_KEEPERS),
  condition: valuationCondition.default({}),
  name: z.string().trim().min(1).max(120),
  email: emailAddress,
  telephone: z.string().trim().min(1).max(30),
  postcode: z.string().trim().min(1).max(10),
  opt_in: z.boolean().default(false),
  /** The page the seller came from (like an enquiry's source). */
  enquirySource: z.string().max(300).default(""),
  /** Left empty by people; bots fill it. */
  _honeypot: z.string().max(500).default(""),
});
export type ValuationProcessRequest = z.input<typeof valuationProcessRequest>;

/** 201: where the stored valuation is: `{ data: { id, url: "/valuations/fetch/{id}" } }`. 422 for bad answers. */
export const valuationProcessAnswer = flat(z.object({ id: z.string(), url: z.string() }));
export type ValuationProcessAnswer = z.infer<typeof valuationProcessAnswer>;

/**
 * A stored valuation, as POST /valuations/fetch/{id} answers it. The id is unguessable (it is the share link); the
 * answer carries no personal details, so a shared link shows the car and the price only.
 */
export const valuation = z.object({
  id: z.string(),
  vehicle: valuationVehicle,
  mileage,
  service_history: serviceHistory,
  previous_keepers: z.number().int().nonnegative(),
  condition: valuationCondition,
  /**
   * The lower and upper ends of the price range, whole pounds (docs/product/valuation.md#valuation: cap_below
   * to cap_average).
   */
  cap_below: z.number().int().nonnegative(),
  cap_average: z.number().int().nonnegative(),
  valued_at: instant,
  /** valued_at + 7 days. */
  expires_at: instant,
  /** The branch that will buy the car. */
  department: z.object({
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    telephone: z.string(),
    email: z.string(),
  }),
});
export type Valuation = z.infer<typeof valuation>;

/** 200 `{ data: valuation }`; 404 for an unknown id. */
export const valuationAnswer = flat(valuation);
