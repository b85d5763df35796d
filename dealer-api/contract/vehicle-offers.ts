import { FORM_IDS } from "./forms";
import type { VehicleStatus } from "./vehicle";

/**
 * What the dealer offers on a car, by its status: one rule for the dealer API (which refuses a form the car does not
 * offer) and the site (which shows only what the car offers). Pure; see docs/decisions/080.
 * - enquiry: a question about the car (for a sold one: about cars like it)
 * - finance: quotes, the calculator, the budget finder and "Apply for finance"
 * - moreImages: the request for more pictures
 * - promotions: the dealer's offers on the car (0% APR, a deposit contribution…)
 * - reservation: holding it online for the deposit
 * - testDrive: booking a test drive
 */
export type VehicleOffer = "enquiry" | "finance" | "moreImages" | "promotions" | "reservation" | "testDrive";

const OFFERS: Record<VehicleStatus, readonly VehicleOffer[]> = {
  FOR_SALE_RETAIL: ["enquiry", "finance", "moreImages", "promotions", "reservation", "testDrive"],
  // Held by another buyer's paid deposit: it is back on sale if they do not buy it, so it can still be test driven,
  // priced on finance and asked about; only a second reservation is refused.
  RESERVED: ["enquiry", "finance", "moreImages", "promotions", "testDrive"],
  // Gone: nothing can be booked, quoted or promised on it; a shopper may still ask about it (and cars like it).
  SOLD: ["enquiry"],
};

/** Everything a car of this status offers (nothing for a status the rule does not know). */
export function offersOn(status: string): readonly VehicleOffer[] {
  return Object.hasOwn(OFFERS, status) ? OFFERS[status as VehicleStatus] : [];
}

export const offers = (status: string, offer: VehicleOffer): boolean => offersOn(status).includes(offer);

/** What each form about a car asks of it. */
const FORM_OFFERS: Readonly<Partial<Record<number, VehicleOffer>>> = {
  [FORM_IDS.testDrive]: "testDrive",
  [FORM_IDS.requestImages]: "moreImages",
  [FORM_IDS.vehicleEnquiry]: "enquiry",
  [FORM_IDS.reservation]: "reservation",
};

/** The offer a form needs the car to make, or undefined when the form does not depend on the car's status. */
export const offerOfForm = (formId: number): VehicleOffer | undefined =>
  Object.hasOwn(FORM_OFFERS, formId) ? FORM_OFFERS[formId] : undefined;

const SOLD_REFUSALS: Record<VehicleOffer, string> = {
  enquiry: "Sorry, this car has been sold.",
  finance: "Sorry, this car has been sold, so finance is no longer available on it.",
  moreImages: "Sorry, this car has been sold, so we cannot send more pictures of it.",
  promotions: "Sorry, this car has been sold.",
  reservation: "Sorry, this car has been sold.",
  testDrive: "Sorry, this car has been sold, so it can no longer be booked for a test drive.",
};

/** Why a form cannot be sent for a car of this status, in the shopper's words; undefined when it can. */
export function formRefusalFor(formId: number, status: string): string | undefined {
  const offer = offerOfForm(formId);
  if (!offer || offers(status, offer)) return undefined;
  if (status === "SOLD") return SOLD_REFUSALS[offer];
  if (status === "RESERVED") return "Sorry, this car has already been reserved by another customer.";
  return "Sorry, this car is no longer for sale.";
}
