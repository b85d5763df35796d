/**
 * The home page's car-worth form (docs/product/home.md#car-worth-form): registration and mileage, checked in
 * the browser and again by the home page's loader, then sent by GET to the valuation wizard. Framework-free
 * and without zod, so the browser's copy of the rule costs the home page almost no JavaScript
 * (docs/decisions/100-home-page.md). The rules themselves are the dealer API contract's (valuation-rules.ts).
 */
import { checkMileage, checkRegistration, REGISTRATION_MESSAGES } from "@contract/valuation-rules";

export const VALUATION_PATH = "/sell-my-car/valuation-steps";

/** The marker a no-JS submission carries, so the home page knows the car-worth form was sent (and not the hero). */
export const CAR_WORTH_MARKER = "value-my-car";

/** The rules' messages (the registration and mileage rules are the contract's, shared with the wizard and the API). */
export const MESSAGES = REGISTRATION_MESSAGES;

export interface CarWorthValues {
  vrm: string;
  mileage: string;
}

export type CarWorthErrors = Partial<Record<keyof CarWorthValues, string>>;

export type CarWorthResult =
  { ok: true; vrm: string; mileage: number } | { ok: false; errors: CarWorthErrors };

export function validateCarWorth(values: CarWorthValues): CarWorthResult {
  const registration = checkRegistration(values.vrm);
  const mileage = checkMileage(values.mileage);
  if (registration.ok && mileage.ok) return { ok: true, vrm: registration.value, mileage: mileage.value };
  const errors: CarWorthErrors = {};
  if (!registration.ok) errors.vrm = registration.message;
  if (!mileage.ok) errors.mileage = mileage.message;
  return { ok: false, errors };
}

/** The wizard's address for a checked car: query vrm and mileage (docs/product/home.md#car-worth-form). */
export function valuationUrl(vrm: string, mileage: number): string {
  return `${VALUATION_PATH}?${new URLSearchParams({ vrm, mileage: String(mileage) })}`;
}

/** The typed values from a query (what a no-JS GET brings back to the home page), each kept as typed. */
export function carWorthValuesFrom(params: URLSearchParams): CarWorthValues {
  return { vrm: params.get("vrm") ?? "", mileage: params.get("mileage") ?? "" };
}

/** The query names the car-worth form owns on the home page's URL. */
export const CAR_WORTH_PARAMS = ["vrm", "mileage", CAR_WORTH_MARKER] as const;

/**
 * A no-JS car-worth form comes back to its page's loader in the query: a good one goes on to the wizard
 * (`redirectTo`), a bad one is shown again with its errors and the values as typed (`submitted`).
 */
export function carWorthFromQuery(params: URLSearchParams): {
  sent: boolean;
  redirectTo?: string;
  submitted?: { values: CarWorthValues; errors: CarWorthErrors };
} {
  if (!params.has(CAR_WORTH_MARKER)) return { sent: false };
  const values = carWorthValuesFrom(params);
  const result = validateCarWorth(values);
  return result.ok
    ? { sent: true, redirectTo: valuationUrl(result.vrm, result.mileage) }
    : { sent: true, submitted: { values, errors: result.errors } };
}
