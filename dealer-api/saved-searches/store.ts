import { randomUUID } from "node:crypto";
import type { NotNull } from "kysely";
import type { z } from "zod";
import type { Customer } from "../contract/accounts";
import {
  MAX_SAVED_SEARCHES_PER_CUSTOMER,
  SAVED_SEARCH_LIMIT,
  savedSearchClaim,
  savedSearchCreate,
  savedSearchLookup,
  savedSearchUpdate,
  type AlertFrequency,
  type SavedSearch,
} from "../contract/saved-searches";
import type { DB, DealerDb } from "../db/database";
import { insertionOrder, lockForTransaction } from "../db/engine";
import { TOO_MANY_SAVED_SEARCHES, takeAllowance, tryAgainLater, type RateLimit } from "../forms/rate-limit";
import { refused, type Outcome, type Refusal } from "../forms/validate";
import { checkSiteQuery, checkStockQuery } from "./canonical";
import { latestVehicleId, newCounts, readStockQuery, type SearchWorld } from "./new-since";

/**
 * Saved searches (issue 36; contract/saved-searches.ts; docs/decisions/330-saved-searches.md): a signed-in customer's
 * searches, and a guest's, each with the count of cars new since they last looked. A customer's search answers only to
 * its customer's bearer token; a guest's (no customer) to whoever holds its unguessable id, as a guest's deal does,
 * until a customer claims it. Anyone else is told there is no such search (404), never that it exists.
 */

export interface SavedSearchContext {
  world: SearchWorld;
  now: Date;
  /** The signed-in customer; undefined for a guest (no bearer token). */
  customer: Customer | undefined;
  clientKey: string;
  limit: RateLimit;
}

export const NO_SUCH_SEARCH = "We could not find that saved search";
/** A guest asking for alerts: they are e-mailed, so they need an account. */
export const ALERTS_NEED_AN_ACCOUNT =
  "alerts: Alerts need an account: sign in or create one to have new cars e-mailed";
type SearchRow = DB["saved_searches"];

/** A body read with a contract schema; the first problem named, as `field: message`, in a 400. */
export function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): Outcome<z.output<T>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue.code === "unrecognized_keys") return refused(400, `Unknown field: ${issue.keys[0].slice(0, 60)}`);
  const path = issue.path.join(".");
  return refused(400, path ? `${path}: ${issue.message}` : issue.message);
}

/**
 * Both queries as they are kept (canonical.ts), or a 400 naming the one that is wrong. The stock query is also read as
 * the search reads it, postcode and all, so only a search the stock search answers is saved.
 */
async function canonicalQueries(
  world: SearchWorld,
  sent: { site_query: string; stock_query: string },
  field = "",
): Promise<Outcome<{ site_query: string; stock_query: string }>> {
  const stock = checkStockQuery(sent.stock_query);
  if (!stock.ok) return refused(400, `${field}stock_query: ${stock.message}`);
  const readable = await readStockQuery(world, stock.value);
  if (!readable.ok) return refused(400, `${field}stock_query: ${readable.message}`);
  const site = checkSiteQuery(sent.site_query);
  if (!site.ok) return refused(400, `${field}site_query: ${site.message}`);
  return { ok: true, value: { site_query: site.value, stock_query: stock.value } };
}

/** The searches as answered: each with its count of new cars and the newest car's id now. */
export async function searchViews(world: SearchWorld, rows: readonly SearchRow[]): Promise<SavedSearch[]> {
  const latest = await latestVehicleId(world.db);
  const counts = await newCounts(
    world,
    rows.map((row) => ({ stockQuery: row.stock_query, afterVehicleId: row.seen_vehicle_id })),
  );
  return rows.map((row, at) => ({
    id: row.id,
    name: row.name,
    site_query: row.site_query,
    stock_query: row.stock_query,
    alerts: row.alerts,
    seen_vehicle_id: row.seen_vehicle_id,
    new_count: counts[at],
    latest_vehicle_id: latest,
    last_alerted_at: row.last_alerted_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const searchView = async (world: SearchWorld, row: SearchRow) => (await searchViews(world, [row]))[0];

/** The owner's search: the customer's, or with no customer a guest's (no customer_id). */
const ownedBy = (customer: Customer | undefined) => (customer ? customer.id : null);

/** The owner's search of that id, or undefined when the owner has none (a customer's is never a guest's). */
async function searchOf(
  db: DealerDb,
  id: string,
  customer: Customer | undefined,
): Promise<SearchRow | undefined> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", customer ? "=" : "is", ownedBy(customer))
    .executeTakeFirst();
}

/** The guest searches (no customer) among `ids`, in the order of `ids`; other ids are left out. */
async function guestRows(db: DealerDb, ids: readonly string[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("saved_searches")
    .selectAll()
    .where("id", "in", ids)
    .where("customer_id", "is", null)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** The customer's searches, newest first (the later made first when saved in the same millisecond). */
async function searchRows(db: DealerDb, customerId: number): Promise<SearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy(insertionOrder(db), "desc")
    .execute();
}

/** GET /api/saved-searches: the customer's searches, newest first, with their new cars counted. */
export async function listSavedSearches(world: SearchWorld, customer: Customer): Promise<SavedSearch[]> {
  return searchViews(world, await searchRows(world.db, customer.id));
}

/**
 * The cap: a customer keeps at most MAX_SAVED_SEARCHES_PER_CUSTOMER searches, and one more is refused (never an old
 * one dropped unasked), with a code the site can act on.
 */
export const tooManySearches = (): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: {
    status: 422,
    code: SAVED_SEARCH_LIMIT,
    message: `You can keep up to ${MAX_SAVED_SEARCHES_PER_CUSTOMER} saved searches. Delete one you no longer need to save another.`,
  },
});

/** The customer's searches, under the customer's lock: two saves at once cannot both pass the cap or both add one. */
async function lockedSearches(trx: DealerDb, customerId: number): Promise<SearchRow[]> {
  await lockForTransaction(trx, `saved_searches:${customerId}`);
  return trx
    .selectFrom("saved_searches")
    .selectAll()
    .where("customer_id", "=", customerId)
    .execute() as Promise<SearchRow[]>;
}

/** The same search is the same pair of canonical queries: saving it again finds the one already saved. */
const sameSearch = (row: SearchRow, queries: { site_query: string; stock_query: string }) =>
  row.stock_query === queries.stock_query && row.site_query === queries.site_query;

/**
 * POST /api/saved-searches: saves the search for the customer, or for a guest (no customer: owned by whoever holds its
 * id), watching from the newest car now. The same search already on the customer's account answers as it is
 * (`created: false`); a guest's is always new (guests are anonymous: one never finds another's). 400 a query that is no
 * search, or a guest asking for alerts; 422 at the customer's cap (guests have none: the allowance bounds them); 429
 * too many new searches from one client (the reservation limit's window and count, as deals).
 */
export async function createSavedSearch(
  ctx: SavedSearchContext,
  body: unknown,
): Promise<Outcome<{ search: SavedSearch; created: boolean }>> {
  const sent = parseBody(savedSearchCreate, body);
  if (!sent.ok) return sent;
  if (!ctx.customer && sent.value.alerts !== "off") return refused(400, ALERTS_NEED_AN_ACCOUNT);
  const queries = await canonicalQueries(ctx.world, sent.value);
  if (!queries.ok) return queries;
  const latest = await latestVehicleId(ctx.world.db);
  const at = ctx.now.toISOString();
  const { customer } = ctx;
  const stored = await ctx.world.db
    .transaction()
    .execute(async (trx): Promise<Outcome<{ row: SearchRow; created: boolean }>> => {
      if (customer) {
        const existing = await lockedSearches(trx, customer.id);
        const same = existing.find((row) => sameSearch(row, queries.value));
        if (same) return { ok: true, value: { row: same, created: false } };
        if (existing.length >= MAX_SAVED_SEARCHES_PER_CUSTOMER) return tooManySearches();
      }
      const allowance = await takeAllowance(trx, {
        clientKey: ctx.clientKey,
        kind: "saved-search",
        now: ctx.now,
        limit: ctx.limit,
      });
      if (!allowance.ok) return tryAgainLater(TOO_MANY_SAVED_SEARCHES, allowance.retryAt, ctx.now);
      const row: SearchRow = {
        id: randomUUID(),
        customer_id: ownedBy(customer),
        name: sent.value.name,
        ...queries.value,
        alerts: sent.value.alerts,
        // Nothing is new on the day it is saved: the customer has just seen the results, and alerts start from now.
        seen_vehicle_id: latest,
        alerted_vehicle_id: latest,
        last_alerted_at: null,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto("saved_searches").values(row).execute();
      return { ok: true, value: { row, created: true } };
    });
  if (!stored.ok) return stored;
  return {
    ok: true,
    value: { search: await searchView(ctx.world, stored.value.row), created: stored.value.created },
  };
}

/**
 * PATCH /api/saved-searches/{id}: a new name, alert frequency, or `seen` (its new cars counted from the newest car
 * now). 404 when the search is not the caller's: with a bearer token, not the customer's; without one, not a guest
 * search. A guest may not set alerts (400).
 */
export async function updateSavedSearch(
  ctx: SavedSearchContext,
  id: string,
  body: unknown,
): Promise<Outcome<SavedSearch>> {
  const sent = parseBody(savedSearchUpdate, body);
  if (!sent.ok) return sent;
  if (!ctx.customer && sent.value.alerts !== undefined) return refused(400, ALERTS_NEED_AN_ACCOUNT);
  const { db } = ctx.world;
  const row = await searchOf(db, id, ctx.customer);
  if (!row) return refused(404, NO_SUCH_SEARCH);
  const latest = await latestVehicleId(db);
  const changes: Partial<SearchRow> = { updated_at: ctx.now.toISOString() };
  if (sent.value.name !== undefined) changes.name = sent.value.name;
  if (sent.value.alerts !== undefined) {
    changes.alerts = sent.value.alerts;
    // Alerts turned on start from now: the cars that came while they were off are not e-mailed all at once.
    if (row.alerts === "off" && sent.value.alerts !== "off") changes.alerted_vehicle_id = latest;
  }
  if (sent.value.seen) changes.seen_vehicle_id = latest;
  await db
    .updateTable("saved_searches")
    .set(changes)
    .where("id", "=", id)
    .where("customer_id", ctx.customer ? "=" : "is", ownedBy(ctx.customer))
    .execute();
  return { ok: true, value: await searchView(ctx.world, { ...row, ...changes }) };
}

/** DELETE /api/saved-searches/{id}: false when the search is not the caller's (the customer's, or a guest search). */
export async function deleteSavedSearch(
  db: DealerDb,
  id: string,
  customer: Customer | undefined,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom("saved_searches")
    .where("id", "=", id)
    .where("customer_id", customer ? "=" : "is", ownedBy(customer))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/**
 * POST /api/saved-searches/lookup (no sign-in): a guest's searches by their ids (the site's session keeps them), in the
 * order sent, each with its new cars counted. Ids that are not guest searches (none such, or a customer's) are simply
 * absent: a customer's search is never answered here.
 */
export async function lookupSavedSearches(
  world: SearchWorld,
  body: unknown,
): Promise<Outcome<SavedSearch[]>> {
  const sent = parseBody(savedSearchLookup, body);
  if (!sent.ok) return sent;
  return { ok: true, value: await searchViews(world, await guestRows(world.db, sent.value.ids)) };
}

/**
 * POST /api/saved-searches/claim (Bearer): a guest's searches (newest first, as the site's session lists them) taken
 * onto the account they signed in to, under the customer's lock. Each guest search among the ids is either the same
 * search as one the customer has (the guest's row is deleted: kept), or becomes the customer's while under the cap
 * (its name and seen watermark kept: kept), or stays the guest's (its id in `not_kept`). Ids that are not guest
 * searches are ignored. Nothing new is made, so no allowance is taken.
 */
export async function claimSavedSearches(
  ctx: SavedSearchContext & { customer: Customer },
  body: unknown,
): Promise<Outcome<{ searches: SavedSearch[]; kept: number; not_kept: string[] }>> {
  const sent = parseBody(savedSearchClaim, body);
  if (!sent.ok) return sent;
  const { db } = ctx.world;
  const { customer } = ctx;
  const claimed = await db.transaction().execute(async (trx) => {
    const existing = await lockedSearches(trx, customer.id);
    let kept = 0;
    const notKept: string[] = [];
    for (const guest of await guestRows(trx, sent.value.ids)) {
      if (existing.some((row) => sameSearch(row, guest))) {
        // Only while still a guest's: a search claimed at once by another customer is theirs.
        const dropped = await trx
          .deleteFrom("saved_searches")
          .where("id", "=", guest.id)
          .where("customer_id", "is", null)
          .executeTakeFirst();
        if (Number(dropped.numDeletedRows) === 1) kept++;
        continue;
      }
      if (existing.length >= MAX_SAVED_SEARCHES_PER_CUSTOMER) {
        notKept.push(guest.id);
        continue;
      }
      const changes = { customer_id: customer.id, updated_at: ctx.now.toISOString() };
      const moved = await trx
        .updateTable("saved_searches")
        .set(changes)
        .where("id", "=", guest.id)
        .where("customer_id", "is", null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) continue;
      existing.push({ ...guest, ...changes });
      kept++;
    }
    return { kept, notKept };
  });
  return {
    ok: true,
    value: {
      searches: await listSavedSearches(ctx.world, customer),
      kept: claimed.kept,
      not_kept: claimed.notKept,
    },
  };
}

// ---- For the alert job (dealer-api/alerts/): plain reads and writes of the tables ----

const PERIOD_MS: Record<Exclude<AlertFrequency, "off">, number> = {
  instant: 0,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** What the alert job needs of a search due for alerts (always a customer's: guests get no alerts). */
export type DueSearch = Pick<
  SearchRow & { customer_id: number },
  | "id"
  | "customer_id"
  | "name"
  | "site_query"
  | "stock_query"
  | "alerts"
  | "alerted_vehicle_id"
  | "last_alerted_at"
>;

/**
 * Searches of this frequency due for their alert at `now`, the longest waiting first, at most `limit`: an instant
 * search at every run, a daily one a day after its last alert (or after it was saved), a weekly one a week after.
 * Only customers' searches: a guest's has no one to e-mail (and cannot ask for alerts).
 */
export async function searchesDueForAlerts(
  db: DealerDb,
  frequency: Exclude<AlertFrequency, "off">,
  now: Date,
  limit: number,
): Promise<DueSearch[]> {
  const before = new Date(now.getTime() - PERIOD_MS[frequency]).toISOString();
  return (
    db
      .selectFrom("saved_searches")
      .select([
        "id",
        "customer_id",
        "name",
        "site_query",
        "stock_query",
        "alerts",
        "alerted_vehicle_id",
        "last_alerted_at",
      ])
      .where("customer_id", "is not", null)
      .where("alerts", "=", frequency)
      // ISO 8601 instants of one format compare as text on both engines.
      .where((eb) => eb(eb.fn.coalesce("last_alerted_at", "created_at"), "<=", before))
      .orderBy((eb) => eb.fn.coalesce("last_alerted_at", "created_at"))
      .orderBy("id")
      .limit(limit)
      .$narrowType<{ customer_id: NotNull }>()
      .execute()
  );
}

/**
 * The alert job told the customer about the search's cars up to `vehicleId` at `now` (or found none new: the time is
 * still recorded, so a daily search is not due again until tomorrow). The watermark never moves back.
 */
export async function markAlerted(db: DealerDb, id: string, vehicleId: number, now: Date): Promise<void> {
  // Within the caller's transaction when given one (the alert job writes the e-mail in the same one), else its own.
  if (db.isTransaction) return markAlertedIn(db, id, vehicleId, now);
  await db.transaction().execute((trx) => markAlertedIn(trx, id, vehicleId, now));
}

async function markAlertedIn(trx: DealerDb, id: string, vehicleId: number, now: Date): Promise<void> {
  await trx
    .updateTable("saved_searches")
    .set({ last_alerted_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
  await trx
    .updateTable("saved_searches")
    .set({ alerted_vehicle_id: vehicleId })
    .where("id", "=", id)
    .where("alerted_vehicle_id", "<", vehicleId)
    .execute();
}
