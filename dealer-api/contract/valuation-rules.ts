/**
 * The rules of a seller's registration and mileage, as people type them (docs/product/valuation.md#lookup), written
 * once for the home page's car-worth form, the valuation wizard's first step and the dealer API. Pure and without zod,
 * so the home page's copy costs it almost no JavaScript (docs/decisions/100-home-page.md); the wizard's zod schemas
 * (valuation-steps.ts) are built on them.
 */

/** The highest mileage a valuation takes (docs/product/valuation.md#lookup). */
export const MAX_VALUATION_MILEAGE = 999_999;
/** UK registrations have at most 7 characters. */
export const MAX_REGISTRATION = 7;

export const REGISTRATION_MESSAGES = {
  vrmMissing: "Enter your vehicle registration",
  vrmInvalid: "Registration must be alphanumeric",
  vrmTooLong: "Registration must be 7 letters and numbers or fewer",
  mileageMissing: "Enter your current mileage",
  mileageInvalid: "Mileage must be a number, like 45000",
  mileageTooHigh: "Mileage must be 999,999 or less",
} as const;

export type RuleCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Letters and digits ('Registration must be alphanumeric'). */
const REGISTRATION = /^[A-Za-z0-9]+$/;

/**
 * A registration as typed: spaces are how people split a plate, wherever they put them, so they are removed with the
 * case rather than rejected (GOV.UK: let users enter data in any format). Answers it upper case and without spaces.
 */
export function checkRegistration(typed: string): RuleCheck<string> {
  const compact = typed.replace(/\s+/g, "").toUpperCase();
  if (!compact) return { ok: false, message: REGISTRATION_MESSAGES.vrmMissing };
  if (!REGISTRATION.test(compact)) return { ok: false, message: REGISTRATION_MESSAGES.vrmInvalid };
  if (compact.length > MAX_REGISTRATION) return { ok: false, message: REGISTRATION_MESSAGES.vrmTooLong };
  return { ok: true, value: compact };
}

/** A mileage as typed: "45,000" and "45 000" are how people write it, so the separators are accepted (GOV.UK). */
export function checkMileage(typed: string): RuleCheck<number> {
  const digits = typed.trim().replace(/[,\s]/g, "");
  if (!digits) return { ok: false, message: REGISTRATION_MESSAGES.mileageMissing };
  if (!/^\d+$/.test(digits)) return { ok: false, message: REGISTRATION_MESSAGES.mileageInvalid };
  const mileage = Number(digits);
  if (mileage > MAX_VALUATION_MILEAGE) return { ok: false, message: REGISTRATION_MESSAGES.mileageTooHigh };
  return { ok: true, value: mileage };
}
