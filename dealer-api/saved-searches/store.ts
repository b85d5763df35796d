import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Customer } from "../contract/accounts";
import {
  MAX_SAVED_SEARCHES_PER_CUSTOMER,
  SAVED_SEARCH_LIMIT,
  savedSearchCounts,
  savedSearchCreate,
  savedSearchMerge,
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
 * searches, each with the count of cars new since they last looked. A search answers only to its customer's bearer
 * token: anyone else is told there is no such search (404), never that it exists.
 */

export interface SavedSearchContext {
  world: SearchWorld;
  now: Date;
  customer: Customer;
  clientKey: string;
  limit: RateLimit;
}

export const NO_SUCH_SEARCH = "We could not find that saved search";
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

/** The customer's search, or undefined when there is none of that id on their account. */
async function searchOf(db: DealerDb, id: string, customerId: number): Promise<SearchRow | undefined> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
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
 * POST /api/saved-searches: saves the search for the customer, watching from the newest car now. The same search
 * already saved answers as it is (`created: false`); 400 a query that is no search; 422 at the cap; 429 too many new
 * searches from one client (the reservation limit's window and count, as deals).
 */
export async function createSavedSearch(
  ctx: SavedSearchContext,
  body: unknown,
): Promise<Outcome<{ search: SavedSearch; created: boolean }>> {
  const sent = parseBody(savedSearchCreate, body);
  if (!sent.ok) return sent;
  const queries = await canonicalQueries(ctx.world, sent.value);
  if (!queries.ok) return queries;
  const latest = await latestVehicleId(ctx.world.db);
  const at = ctx.now.toISOString();
  const stored = await ctx.world.db
    .transaction()
    .execute(async (trx): Promise<Outcome<{ row: SearchRow; created: boolean }>> => {
      const existing = await lockedSearches(trx, ctx.customer.id);
      const same = existing.find((row) => sameSearch(row, queries.value));
      if (same) return { ok: true, value: { row: same, created: false } };
      if (existing.length >= MAX_SAVED_SEARCHES_PER_CUSTOMER) return tooManySearches();
      const allowance = await takeAllowance(trx, {
        clientKey: ctx.clientKey,
        kind: "saved-search",
        now: ctx.now,
        limit: ctx.limit,
      });
      if (!allowance.ok) return tryAgainLater(TOO_MANY_SAVED_SEARCHES, allowance.retryAt, ctx.now);
      const row: SearchRow = {
        id: randomUUID(),
        customer_id: ctx.customer.id,
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
 * now). 404 when the search is not the customer's.
 */
export async function updateSavedSearch(
  ctx: SavedSearchContext,
  id: string,
  body: unknown,
): Promise<Outcome<SavedSearch>> {
  const sent = parseBody(savedSearchUpdate, body);
  if (!sent.ok) return sent;
  const { db } = ctx.world;
  const row = await searchOf(db, id, ctx.customer.id);
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
    .where("customer_id", "=", ctx.customer.id)
    .execute();
  return { ok: true, value: await searchView(ctx.world, { ...row, ...changes }) };
}

/** DELETE /api/saved-searches/{id}: false when the search is not the customer's. */
export async function deleteSavedSearch(db: DealerDb, id: string, customer: Customer): Promise<boolean> {
  const deleted = await db
    .deleteFrom("saved_searches")
    .where("id", "=", id)
    .where("customer_id", "=", customer.id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/**
 * POST /api/saved-searches/merge: a guest's searches (newest first, as the site's cookie lists them) kept on the
 * account they signed in to. One already saved is kept as it is; the others are saved, newest first, while there is
 * room under the cap, each watching from the guest's own watermark (never above the newest car). A search that no
 * longer reads (a make since gone from the catalogue) is not kept and counted as `unreadable`; those left out by the cap
 * are `not_kept`. The whole merge takes one of the client's allowance of new searches, whatever it adds.
 */
export async function mergeSavedSearches(
  ctx: SavedSearchContext,
  body: unknown,
): Promise<Outcome<{ searches: SavedSearch[]; kept: number; not_kept: number; unreadable: number }>> {
  const sent = parseBody(savedSearchMerge, body);
  if (!sent.ok) return sent;
  const { db } = ctx.world;
  const readable: { name: string; site_query: string; stock_query: string; seen: number }[] = [];
  let unreadable = 0;
  for (const search of sent.value.searches) {
    const queries = await canonicalQueries(ctx.world, search);
    if (!queries.ok) unreadable++;
    else readable.push({ name: search.name, ...queries.value, seen: search.seen_vehicle_id });
  }
  const latest = await latestVehicleId(db);
  const merged = await db
    .transaction()
    .execute(async (trx): Promise<Outcome<{ kept: number; notKept: number }>> => {
      const existing = await lockedSearches(trx, ctx.customer.id);
      const toAdd: SearchRow[] = [];
      let kept = 0;
      let notKept = 0;
      for (const search of readable) {
        const queries = { site_query: search.site_query, stock_query: search.stock_query };
        if ([...existing, ...toAdd].some((row) => sameSearch(row, queries))) {
          kept++;
          continue;
        }
        if (existing.length + toAdd.length >= MAX_SAVED_SEARCHES_PER_CUSTOMER) {
          notKept++;
          continue;
        }
        toAdd.push({
          id: randomUUID(),
          customer_id: ctx.customer.id,
          name: search.name,
          ...queries,
          alerts: "off",
          seen_vehicle_id: Math.min(search.seen, latest),
          alerted_vehicle_id: latest,
          last_alerted_at: null,
          created_at: ctx.now.toISOString(),
          updated_at: ctx.now.toISOString(),
        });
        kept++;
      }
      if (toAdd.length > 0) {
        const allowance = await takeAllowance(trx, {
          clientKey: ctx.clientKey,
          kind: "saved-search",
          now: ctx.now,
          limit: ctx.limit,
        });
        if (!allowance.ok) return tryAgainLater(TOO_MANY_SAVED_SEARCHES, allowance.retryAt, ctx.now);
        // Inserted oldest first, so that listed newest first (same instant: the later inserted first) they keep the
        // guest's order.
        await trx.insertInto("saved_searches").values(toAdd.reverse()).execute();
      }
      return { ok: true, value: { kept, notKept } };
    });
  if (!merged.ok) return merged;
  return {
    ok: true,
    value: {
      searches: await listSavedSearches(ctx.world, ctx.customer),
      kept: merged.value.kept,
      not_kept: merged.value.notKept,
      unreadable,
    },
  };
}

/**
 * POST /api/saved-searches/counts (no sign-in: a guest's searches live in the site's cookie): each search's new cars
 * above its watermark. Read-only, and each query is re-written before it is run, so what a guest sends is only ever
 * a stock search; one that does not read is a 400 naming it.
 */
export async function countSavedSearches(
  world: SearchWorld,
  body: unknown,
): Promise<Outcome<{ latest_vehicle_id: number; counts: number[] }>> {
  const sent = parseBody(savedSearchCounts, body);
  if (!sent.ok) return sent;
  const searches: { stockQuery: string; afterVehicleId: number }[] = [];
  for (const [at, search] of sent.value.searches.entries()) {
    const stock = checkStockQuery(search.stock_query);
    if (!stock.ok) return refused(400, `searches.${at}.stock_query: ${stock.message}`);
    const readable = await readStockQuery(world, stock.value);
    if (!readable.ok) return refused(400, `searches.${at}.stock_query: ${readable.message}`);
    searches.push({ stockQuery: stock.value, afterVehicleId: search.seen_vehicle_id });
  }
  return {
    ok: true,
    value: { latest_vehicle_id: await latestVehicleId(world.db), counts: await newCounts(world, searches) },
  };
}

// ---- For the alert job (written later): plain reads and writes of the tables ----

const PERIOD_MS: Record<Exclude<AlertFrequency, "off">, number> = {
  instant: 0,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** What the alert job needs of a search due for alerts. */
export type DueSearch = Pick<
  SearchRow,
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
      .where("alerts", "=", frequency)
      // ISO 8601 instants of one format compare as text on both engines.
      .where((eb) => eb(eb.fn.coalesce("last_alerted_at", "created_at"), "<=", before))
      .orderBy((eb) => eb.fn.coalesce("last_alerted_at", "created_at"))
      .orderBy("id")
      .limit(limit)
      .execute()
  );
}

/**
 * The alert job told the customer about the search's cars up to `vehicleId` at `now` (or found none new: the time is
 * still recorded, so a daily search is not due again until tomorrow). The watermark never moves back.
 */
export async function markAlerted(db: DealerDb, id: string, vehicleId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
  });
}
