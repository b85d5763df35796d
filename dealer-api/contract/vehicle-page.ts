import { z } from "zod";
import { flat } from "./envelope";
import { adminFee, carePackage, promo, snippet } from "./content";
import { deliveryTariff } from "./delivery";
import { calculateAnswer, financeQuotes } from "./finance";
import { place } from "./places";
import { vehicle, vehicleListing } from "./vehicle";

/**
 * GET /api/vehicle-pages/{slug}: everything a car's page shows, in one answer (docs/decisions/334-page-shaped-answers.md).
 * The car is required (404 without it); every other part is null when its own call would have failed, so the page
 * degrades as docs/product/site-wide.md#when-the-dealer-api-fails says.
 *
 * The query carries what only the shopper knows; everything priced on the car is worked out by the dealer API:
 * - `postcode`: the shopper's postcode, checked with readPostcode first (delivery and collection);
 * - `finance_term`, `finance_mileage`, `finance_deposit`, `finance_deposit_type`: the personalised quote's choice,
 *   its deposit as asked (the dealer API's deposit rule applies it to the car's cash price);
 * - `calc_term`, `calc_mileage` (on their sliders' steps) and `calc_deposit` (typed, if any; else the personalised
 *   deposit): the calculator's, the deposit kept on its slider for the car (`snapToSlider`, `maxDeposit`);
 * - `budget_cash_price`, `budget_deposit`, `budget_term`, `budget_mileage`: the budget finder's;
 * - `basis_term`, `basis_mileage`, `basis_deposit`, `basis_deposit_type`: the shopper's finance basis, on which the
 *   similar cars' cards are priced.
 */
export const VEHICLE_PAGE_QUERY = {
  postcode: "postcode",
  personalise: {
    term: "finance_term",
    mileage: "finance_mileage",
    deposit: "finance_deposit",
    depositType: "finance_deposit_type",
  },
  calculator: { term: "calc_term", mileage: "calc_mileage", deposit: "calc_deposit" },
  budget: {
    cashPrice: "budget_cash_price",
    deposit: "budget_deposit",
    term: "budget_term",
    mileage: "budget_mileage",
  },
  basis: {
    term: "basis_term",
    mileage: "basis_mileage",
    deposit: "basis_deposit",
    depositType: "basis_deposit_type",
  },
} as const;

/** A postcode's place, or why there is none: refused (the dealer's message, for the field) or the lookup failed. */
export const placeLookup = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("found"), place }),
  z.object({ kind: z.literal("refused"), message: z.string() }),
  z.object({ kind: z.literal("unavailable") }),
]);

/** A finance part: null when its call failed; `quotes` null when the lender has no quote for the car (sold). */
const quotesPart = z.object({ quotes: financeQuotes.nullable() }).nullable();

export const vehiclePage = z.object({
  /** The car with its details: its history check, spare key and recent views are read with it, in one statement. */
  vehicle,
  /** Up to 9 cars like this one, most alike first. */
  similar: z.array(vehicleListing).nullable(),
  /** Quotes of the similar cars on the shopper's basis, by VRM (sold and unknown cars absent). */
  similar_quotes: z.record(z.string(), financeQuotes).nullable(),
  /** Every vehicle promotion; which apply to the car is the site's rule (contract/promotions.ts). */
  promotions: z.array(promo).nullable(),
  admin_fees: z.object({ fees: z.array(adminFee), note: z.string(), delivery_note: z.string() }).nullable(),
  packages: z.array(carePackage).nullable(),
  snippets: z.array(snippet).nullable(),
  delivery_tariff: deliveryTariff.nullable(),
  /** Only when a postcode was sent. */
  place: placeLookup.nullable(),
  /** None for a sold car (contract/vehicle-offers.ts). */
  finance: z
    .object({
      personalise: quotesPart,
      calculator: calculateAnswer.nullable(),
      budget: calculateAnswer.nullable(),
    })
    .nullable(),
});
export type VehiclePage = z.infer<typeof vehiclePage>;
export type PlaceLookupAnswer = z.infer<typeof placeLookup>;

export const vehiclePageAnswer = flat(vehiclePage);
