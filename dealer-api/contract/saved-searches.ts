import { z } from "zod";
import { flat } from "./envelope";

/**
 * Saved searches, "new since" counts and saved-car alerts (issue 36; docs/decisions/330-saved-searches.md;
 * dealer-api/README.md "Saved searches and car alerts"). A saved search keeps two queries: `site_query`, the site's own
 * search URL (the link back to the results), and `stock_query`, the dealer API's stock search it stands for (what is
 * counted). Both are stored as the dealer API re-wrote them, never as sent (dealer-api/saved-searches/canonical.ts).
 */

/** A customer keeps at most this many saved searches: one more is refused (`saved_search_limit`). */
export const MAX_SAVED_SEARCHES_PER_CUSTOMER = 25;
/** A customer follows at most this many cars: one more is refused (`car_alert_limit`). */
export const MAX_CAR_ALERTS_PER_CUSTOMER = 50;
/** Ids one lookup or one claim request may carry (the site's session keeps no more than 5 a guest). */
export const MAX_SEARCHES_PER_REQUEST = 10;
/** The longest query string kept, either query (characters, after re-writing). */
export const MAX_QUERY_LENGTH = 2_000;
/** The longest name kept (characters, after trimming). */
export const MAX_NAME_LENGTH = 80;

/** The error codes (`error.code`) these endpoints answer a cap with. */
export const SAVED_SEARCH_LIMIT = "saved_search_limit";
export const CAR_ALERT_LIMIT = "car_alert_limit";

/** How often a saved search's new cars are e-mailed; `off` never. */
export const alertFrequencies = ["off", "instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** A saved search's id: a random UUID (checked before any query). */
export const SAVED_SEARCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Characters a name loses: control characters, and the bidirectional overrides and isolates, which would make the
 * name read differently from what it holds. The name is stored as plain text; escaping is the site's when it renders.
 */
const UNWANTED_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** A name as kept: line breaks and tabs made spaces, other unwanted characters removed, runs of spaces made one, trimmed. */
export const cleanSearchName = (name: string) =>
  name.replace(/\s/g, " ").replace(UNWANTED_IN_NAMES, "").replace(/ {2,}/g, " ").trim();

export const savedSearchName = z
  .string()
  // What arrives is bounded before it is cleaned; the cleaned name is what must be 1 to 80 characters.
  .max(400, `Use a name of at most ${MAX_NAME_LENGTH} characters`)
  .transform(cleanSearchName)
  .pipe(
    z
      .string()
      .min(1, "Give the search a name")
      .refine((name) => [...name].length <= MAX_NAME_LENGTH, {
        message: `Use a name of at most ${MAX_NAME_LENGTH} characters`,
      }),
  );

/** A query string as sent (a leading "?" allowed); re-written by the dealer API before it is kept. */
const queryText = z.string().max(MAX_QUERY_LENGTH * 2, "That search is too long to save");

/**
 * POST /api/saved-searches: the signed-in customer's (Bearer), or without a token a guest's (owned by whoever holds its
 * id; `alerts` only "off": alerts need an account).
 */
export const savedSearchCreate = z
  .object({
    name: savedSearchName,
    site_query: queryText,
    stock_query: queryText,
    alerts: z.enum(alertFrequencies).default("off"),
  })
  .strict();
export type SavedSearchCreate = z.input<typeof savedSearchCreate>;

/**
 * PATCH /api/saved-searches/{id} (Bearer, the owner; or no token, a guest search): any of a new name, the alert
 * frequency (a customer's only), "looked at now".
 */
export const savedSearchUpdate = z
  .object({
    name: savedSearchName.optional(),
    alerts: z.enum(alertFrequencies).optional(),
    /** Marks the search as looked at: its new cars are counted from the newest car now. */
    seen: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send name, alerts or seen",
  });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdate>;

/**
 * POST /api/saved-searches/lookup (no sign-in): a guest's searches by their ids (the site's session keeps them). Any
 * id not of that shape refuses the whole request (400).
 */
const guestSearchIds = z
  .array(z.string().regex(SAVED_SEARCH_ID, "Not a saved search id"))
  .max(MAX_SEARCHES_PER_REQUEST, `Send at most ${MAX_SEARCHES_PER_REQUEST} ids`);
export const savedSearchLookup = z.object({ ids: guestSearchIds }).strict();
export type SavedSearchLookup = z.input<typeof savedSearchLookup>;

/**
 * POST /api/saved-searches/claim (Bearer): a guest's searches taken onto the account they signed in to, newest first
 * (as the site's session lists them): when the cap leaves room for only some, the newest are kept.
 */
export const savedSearchClaim = z.object({ ids: guestSearchIds }).strict();
export type SavedSearchClaim = z.input<typeof savedSearchClaim>;

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  /** The site's search query string, without "?": the site builds the link from it. */
  site_query: z.string(),
  /** The dealer API's stock search it stands for, in canonical form (GET /api/v2/vehicle-search?{stock_query}). */
  stock_query: z.string(),
  alerts: z.enum(alertFrequencies),
  /** The newest car's id when the customer last looked: cars above it are new to them. */
  seen_vehicle_id: z.number().int(),
  /** Cars matching the search with an id above `seen_vehicle_id`. */
  new_count: z.number().int().nonnegative(),
  /** The newest car's id now (what `seen: true` moves `seen_vehicle_id` to). */
  latest_vehicle_id: z.number().int(),
  last_alerted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
/** 201 (created) or 200 (already saved, or updated) `{ data: savedSearch }`. */
export const savedSearchAnswer = flat(savedSearch);
/** GET /api/saved-searches: newest first; POST /api/saved-searches/lookup: in the order of the ids sent. */
export const savedSearchListAnswer = flat(z.array(savedSearch));
/** POST /api/saved-searches/claim: the customer's searches after it, and which of the guest's were not kept (the cap). */
export const savedSearchClaimAnswer = flat(
  z.object({
    /** The customer's searches, newest first (as GET lists them). */
    searches: z.array(savedSearch),
    /** Guest searches sent now on the account: taken over, or dropped as the same search already saved. */
    kept: z.number().int().nonnegative(),
    /** Ids of guest searches left out because the customer's searches reached the cap: still the guest's. */
    not_kept: z.array(z.string()),
  }),
);
export type SavedSearchClaimAnswer = z.infer<typeof savedSearchClaimAnswer>;

// ---- Saved-car alerts: GET /api/car-alerts, PUT and DELETE /api/car-alerts/{vehicle_id} (Bearer) ----

/** What the customer wants to hear about one car: at least one of them. */
export const carAlertRequest = z
  .object({ price_drop: z.boolean(), reserved: z.boolean(), sold: z.boolean() })
  .strict()
  .refine((body) => body.price_drop || body.reserved || body.sold, {
    message: "Choose at least one alert (or DELETE the car's alerts)",
  });
export type CarAlertRequest = z.input<typeof carAlertRequest>;

export const carAlert = z.object({
  vehicle_id: z.number().int(),
  vehicle: z.object({
    slug: z.string(),
    name: z.string(),
    /** The cash price now (admin fee included) and the car's status now. */
    price: z.number(),
    status: z.string(),
  }),
  price_drop: z.boolean(),
  reserved: z.boolean(),
  sold: z.boolean(),
  /** The cash price and status when the customer subscribed, or when they were last alerted. */
  last_price: z.number(),
  last_status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CarAlert = z.infer<typeof carAlert>;
/** PUT: 201 (new) or 200 (changed). */
export const carAlertAnswer = flat(carAlert);
/** GET: the customer's car alerts, the newest first. */
export const carAlertListAnswer = flat(z.array(carAlert));
