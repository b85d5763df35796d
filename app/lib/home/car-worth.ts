/**
 * The home page's car-worth form (docs/product/home.md#car-worth-form): registration and mileage, checked in
 * the browser and again by the home page's loader, then sent by GET to the valuation wizard. Framework-free
 * and without zod, so the browser's copy of the rule costs the home page almost no JavaScript
 * (docs/decisions/100-home-page.md).
 */
export const VALUATION_PATH = "/sell-my-car/valuation-steps";

/** The marker a no-JS submission carries, so the home page knows the car-worth form was sent (and not the hero). */
export const CAR_WORTH_MARKER = "value-my-car";

export const MESSAGES = {
  vrmMissing: "Enter your vehicle registration",
  vrmInvalid: "Registration must be alphanumeric",
  vrmTooLong: "Registration must be 7 letters and numbers or fewer",
  mileageMissing: "Enter your current mileage",
  mileageInvalid: "Mileage must be a number, like 45000",
  mileageTooHigh: "Mileage must be 999,999 or less",
} as const;

export interface CarWorthValues {
  vrm: string;
  mileage: string;
}

export type CarWorthErrors = Partial<Record<keyof CarWorthValues, string>>;

export type CarWorthResult =
  { ok: true; vrm: string; mileage: number } | { ok: false; errors: CarWorthErrors };

/**
 * Letters and digits ('Registration must be alphanumeric'). Spaces are how people split a plate, wherever they put
 * them: they are removed, with the case, rather than rejected (GOV.UK: let users enter data in any format).
 */
const REGISTRATION = /^[A-Za-z0-9]+$/;
/** UK registrations have at most 7 characters. */
const MAX_REGISTRATION = 7;
const MAX_MILEAGE = 999_999;

function checkRegistration(typed: string): { vrm?: string; error?: string } {
  const compact = typed.replace(/\s+/g, "").toUpperCase();
  if (!compact) return { error: MESSAGES.vrmMissing };
  if (!REGISTRATION.test(compact)) return { error: MESSAGES.vrmInvalid };
  if (compact.length > MAX_REGISTRATION) return { error: MESSAGES.vrmTooLong };
  return { vrm: compact };
}

function checkMileage(typed: string): { mileage?: number; error?: string } {
  // "45,000" and "45 000" are how people write mileage: accept the separators rather than reject them (GOV.UK).
  const digits = typed.trim().replace(/[,\s]/g, "");
  if (!digits) return { error: MESSAGES.mileageMissing };
  if (!/^\d+$/.test(digits)) return { error: MESSAGES.mileageInvalid };
  const mileage = Number(digits);
  if (mileage > MAX_MILEAGE) return { error: MESSAGES.mileageTooHigh };
  return { mileage };
}

export function validateCarWorth(values: CarWorthValues): CarWorthResult {
  const registration = checkRegistration(values.vrm);
  const mileage = checkMileage(values.mileage);
  if (registration.vrm !== undefined && mileage.mileage !== undefined) {
    return { ok: true, vrm: registration.vrm, mileage: mileage.mileage };
  }
  const errors: CarWorthErrors = {};
  if (registration.error) errors.vrm = registration.error;
  if (mileage.error) errors.mileage = mileage.error;
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
