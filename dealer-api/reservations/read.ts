import type { Kysely } from "kysely";
import type { DB } from "../db/database";
import type { Reservation, ReservationStatus } from "../contract/reservations";
import { listingDetailColumns, toListing, type ListingRow } from "../stock/serialise";
import { dealAnswerNow } from "../deals/store";
import { embeddedPlaces } from "../places/embedded";
import type { PlaceFinder } from "../places/place-finder";

/** "14:30" in UK time: the branches and their customers are in the UK. */
export function ukTime(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
}

/** A pending reservation whose time is up has lapsed, even before anything writes that down. */
export function currentStatus(status: ReservationStatus, expiresAt: string, now: Date): ReservationStatus {
  return status === "pending" && expiresAt <= now.toISOString() ? "lapsed" : status;
}

async function vehicleListing(db: Kysely<DB>, vehicleId: number) {
  const row = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .selectAll("vehicles")
    .select(listingDetailColumns.map((column) => `vehicle_details.${column}` as const))
    .where("vehicles.id", "=", vehicleId)
    .executeTakeFirstOrThrow();
  return toListing(row as ListingRow);
}

interface StoredCustomer {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  visit_date?: unknown;
  time?: unknown;
  /** The branch chosen: a department's slug (the reservation form) or code (a click-and-collect order's collection). */
  branch?: unknown;
}

/** The branch a reservation names, by slug or code; undefined when it names none (or one since closed). */
async function chosenBranch(db: Kysely<DB>, key: string) {
  if (!key) return undefined;
  return db
    .selectFrom("departments")
    .select(["name", "telephone", "city_town"])
    .where((eb) => eb.or([eb("slug", "=", key.toLowerCase()), eb("code", "=", key)]))
    .executeTakeFirst();
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What pricing the deal a reservation carries needs besides the clock: as the deal routes price it. */
export interface DealPricing {
  places: PlaceFinder;
  /** The day the stock was generated for (finance quotes count car ages from it); the clock's day unless given. */
  today?: Date;
}

/** The deal the reservation carries, priced now exactly as GET /api/deals/{id} prices it; null without one. */
async function carriedDeal(db: Kysely<DB>, dealId: string | null, now: Date, pricing: DealPricing) {
  if (dealId === null) return null;
  const deal = await db.selectFrom("deals").selectAll().where("id", "=", dealId).executeTakeFirst();
  if (!deal) return null;
  const answer = await dealAnswerNow({ db, places: pricing.places, now, today: pricing.today ?? now }, deal);
  // Stored inputs GET /api/deals/{id} itself refuses now (a delivery postcode no longer found): the reservation, which
  // the payment pages read, still answers, without the deal.
  if (!answer.ok) {
    console.error(`[dealer-api] deal ${dealId} of a reservation does not price`, answer.refusal);
    return null;
  }
  return { id: deal.id, answer: answer.value };
}

export async function findReservation(
  db: Kysely<DB>,
  id: string,
  now: Date,
  pricing: DealPricing = { places: embeddedPlaces },
): Promise<Reservation | undefined> {
  const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const listing = await vehicleListing(db, row.vehicle_id);
  const customer = JSON.parse(row.customer_json) as StoredCustomer;
  const status = currentStatus(row.status, row.expires_at, now);
  const branch = await chosenBranch(db, text(customer.branch));
  return {
    id: row.id,
    status,
    amount_pence: row.amount_pence,
    currency: "GBP",
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    hold_until: row.hold_until,
    cancelled_at: row.cancelled_at,
    vehicle: {
      id: listing.id,
      slug: listing.slug,
      name: listing.name,
      vrm: listing.formatted_plate,
      price: listing.final_price,
      admin_fee: listing.admin_fee,
      image: listing.media_urls[0]?.thumb ?? null,
      branch: {
        name: listing.location.site.name,
        telephone: listing.location.site.telephone,
        city_town: listing.location.site.city_town,
      },
    },
    branch: branch ?? null,
    customer: {
      first_name: text(customer.first_name),
      last_name: text(customer.last_name),
      email: text(customer.email),
    },
    visit: { date: text(customer.visit_date), time: text(customer.time) },
    checkout:
      status === "pending" && row.payment_provider && row.payment_session_id && row.checkout_url
        ? { provider: row.payment_provider, session_id: row.payment_session_id, url: row.checkout_url }
        : null,
    deal: await carriedDeal(db, row.deal_id, now, pricing),
  };
}
