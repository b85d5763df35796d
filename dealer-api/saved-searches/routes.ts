import { Hono, type Context } from "hono";
import { customerForBearer, SIGN_IN_AGAIN } from "../accounts/auth";
import type { Customer } from "../contract/accounts";
import { SAVED_SEARCH_ID } from "../contract/saved-searches";
import type { DealerDb } from "../db/database";
import { clientKey } from "../forms/client";
import { rateLimitFromEnv, type RateLimit } from "../forms/rate-limit";
import { answerRefusal, readJsonObject } from "../forms/validate";
import { embeddedPlaces } from "../places/embedded";
import type { PlaceFinder } from "../places/place-finder";
import { NO_SUCH_ALERT, NO_SUCH_CAR, deleteCarAlert, listCarAlerts, putCarAlert } from "./car-alerts";
import type { SearchWorld } from "./new-since";
import {
  NO_SUCH_SEARCH,
  claimSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  lookupSavedSearches,
  updateSavedSearch,
  type SavedSearchContext,
} from "./store";

/** A vehicle id in a path: a positive whole number that fits the column; anything else is no car. */
const VEHICLE_ID = /^[1-9]\d{0,9}$/;
const vehicleIdOf = (text: string) =>
  VEHICLE_ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;

/**
 * The saved-search and car-alert endpoints (contract/saved-searches.ts, dealer-api/README.md "Saved searches and car
 * alerts"). A guest's saved searches are stored here too, as a guest's deals are (the site's cookie cannot hold them;
 * its session keeps only their ids): POST, PATCH and DELETE /api/saved-searches without a bearer token act on guest
 * searches, owned by whoever holds the id, POST /api/saved-searches/lookup reads them by id, and
 * POST /api/saved-searches/claim (Bearer) takes them onto the account signed in to. Everything else needs a customer's
 * bearer token. Writes are read as the other writes of this API are: one JSON object of at most 32,000 characters
 * (forms/validate.ts, readJsonObject), unknown fields refused, and new searches counted against the client's allowance
 * (the visitor the site names in X-Client-Id: forms/client.ts), as deals are.
 */
export function savedSearchRoutes({
  db,
  places = embeddedPlaces,
  now = () => new Date(),
  today = () => new Date(),
  limit = rateLimitFromEnv(),
}: {
  db: DealerDb;
  places?: PlaceFinder;
  now?: () => Date;
  /** The day a monthly budget is priced on, as the stock routes price it. */
  today?: () => Date;
  /** New searches per client within the window: the reservation limit's count (FORM_SUBMISSION_LIMIT). */
  limit?: RateLimit;
}): Hono {
  const app = new Hono();
  const world = (): SearchWorld => ({ db, places, today: today() });

  const signInAgain = (c: Context) => {
    c.header("WWW-Authenticate", 'Bearer realm="customer"');
    return answerRefusal(c, { status: 401, message: SIGN_IN_AGAIN });
  };
  /** The signed-in customer, or a 401 asking them to sign in (again). */
  async function customerOf(c: Context): Promise<Customer | Response> {
    const signedIn = await customerForBearer(db, c.req.header("Authorization"), now());
    return signedIn ? signedIn.customer : signInAgain(c);
  }
  /**
   * The signed-in customer, or undefined for a guest (no Authorization header). A token that names no working login
   * is a 401, never taken for a guest: the search would be saved where the customer cannot find it.
   */
  async function callerOf(c: Context): Promise<Customer | undefined | Response> {
    const authorization = c.req.header("Authorization");
    if (authorization === undefined) return undefined;
    return customerOf(c);
  }
  const context = (c: Context, customer: Customer | undefined): SavedSearchContext => ({
    world: world(),
    now: now(),
    customer,
    clientKey: clientKey(c.req.raw.headers),
    limit,
  });
  const noSearch = (c: Context) => answerRefusal(c, { status: 404, message: NO_SUCH_SEARCH });

  app.get("/api/saved-searches", async (c) => {
    const customer = await customerOf(c);
    if (customer instanceof Response) return customer;
    return c.json({ data: await listSavedSearches(world(), customer) });
  });
  app.post("/api/saved-searches", async (c) => {
    const customer = await callerOf(c);
    if (customer instanceof Response) return customer;
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const saved = await createSavedSearch(context(c, customer), body.value);
    if (!saved.ok) return answerRefusal(c, saved.refusal);
    return c.json({ data: saved.value.search }, saved.value.created ? 201 : 200);
  });
  // Not routed by /:id, which answers PATCH and DELETE only.
  app.post("/api/saved-searches/lookup", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const found = await lookupSavedSearches(world(), body.value);
    return found.ok ? c.json({ data: found.value }) : answerRefusal(c, found.refusal);
  });
  app.post("/api/saved-searches/claim", async (c) => {
    const customer = await customerOf(c);
    if (customer instanceof Response) return customer;
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const claimed = await claimSavedSearches({ ...context(c, customer), customer }, body.value);
    return claimed.ok ? c.json({ data: claimed.value }) : answerRefusal(c, claimed.refusal);
  });
  // Ids are checked by shape before any query: anything else is no search.
  app.patch("/api/saved-searches/:id", async (c) => {
    const customer = await callerOf(c);
    if (customer instanceof Response) return customer;
    const id = c.req.param("id");
    if (!SAVED_SEARCH_ID.test(id)) return noSearch(c);
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const updated = await updateSavedSearch(context(c, customer), id, body.value);
    return updated.ok ? c.json({ data: updated.value }) : answerRefusal(c, updated.refusal);
  });
  app.delete("/api/saved-searches/:id", async (c) => {
    const customer = await callerOf(c);
    if (customer instanceof Response) return customer;
    const id = c.req.param("id");
    if (!SAVED_SEARCH_ID.test(id) || !(await deleteSavedSearch(db, id, customer))) return noSearch(c);
    return c.json({ data: { id, deleted: true } });
  });

  app.get("/api/car-alerts", async (c) => {
    const customer = await customerOf(c);
    if (customer instanceof Response) return customer;
    return c.json({ data: await listCarAlerts(db, customer) });
  });
  app.put("/api/car-alerts/:vehicleId", async (c) => {
    const customer = await customerOf(c);
    if (customer instanceof Response) return customer;
    const vehicleId = vehicleIdOf(c.req.param("vehicleId"));
    if (vehicleId === undefined) return answerRefusal(c, { status: 404, message: NO_SUCH_CAR });
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const stored = await putCarAlert(db, customer, vehicleId, body.value, now());
    if (!stored.ok) return answerRefusal(c, stored.refusal);
    return c.json({ data: stored.value.alert }, stored.value.created ? 201 : 200);
  });
  app.delete("/api/car-alerts/:vehicleId", async (c) => {
    const customer = await customerOf(c);
    if (customer instanceof Response) return customer;
    const vehicleId = vehicleIdOf(c.req.param("vehicleId"));
    if (vehicleId === undefined || !(await deleteCarAlert(db, customer, vehicleId)))
      return answerRefusal(c, { status: 404, message: NO_SUCH_ALERT });
    return c.json({ data: { vehicle_id: vehicleId, deleted: true } });
  });
  return app;
}
