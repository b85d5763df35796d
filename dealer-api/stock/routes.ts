import { Hono, type Context } from "hono";
import { findBySlugsBody, findVehicleBody, type SortOption } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { filterOptions } from "./facets";
import { parseStockQuery, type QueryDefaults } from "./search-params";
import { listingsBySlugs, searchStock, slugFor, vehicleBySlug } from "./search";
import { clientHasCurrent, notModified, stockTag, tagAnswer } from "./stock-tag";
import { financePricing } from "../finance/promotions";
import { similarVehicles, spareKey, provenanceFor, recentViews } from "./vehicle-extras";
import { withDistance } from "./distance";
import type { PlaceFinder } from "../places/place-finder";
import { embeddedPlaces } from "../places/embedded";

/**
 * The stock endpoints (dealer-api/README.md). Envelopes: `/api/v2/*` lists answer `{ data, meta }`; the older
 * `/api/used-vehicles/*` paths answer `{ data: { data, meta } }`. Errors answer `{ error: { status, message } }`.
 */

export const searchDefaults: QueryDefaults = { sort: "age|desc" satisfies SortOption, perPage: 9 };
/** Categories the used-vehicle paths know: the dealer sells cars only; "all" is the site-wide search. */
const categories = new Set(["cars", "all"]);

const fail = (c: Context, status: 400 | 404, message: string) =>
  c.json({ error: { status, message } }, status);

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * `today`: the day quotes are priced on (the cars' ages), as the finance endpoints price them: a monthly budget finds
 * the cars whose quote on the search's finance basis lies within it.
 */
export function stockRoutes({
  db,
  today = () => new Date(),
  places = embeddedPlaces,
}: {
  db: DealerDb;
  today?: () => Date;
  /** Where `distance_from` postcodes are. */
  places?: PlaceFinder;
}): Hono {
  const app = new Hono();
  const query = async (c: Context) => {
    const params = new URL(c.req.url).searchParams;
    const parsed = parseStockQuery(params, searchDefaults);
    return parsed.ok ? withDistance(parsed.value, params, places) : parsed;
  };
  /**
   * Searches and counts depend on the cars and, through the monthly budget, on the day and the dealer's finance
   * offers: the entity tag names all three.
   */
  const tagged = async () => {
    const pricing = await financePricing(db, today());
    return { pricing, tag: await stockTag(db, pricing.version) };
  };

  app.get("/api/v2/vehicle-search", async (c) => {
    // The tag is read before the answer is worked out: a write in between leaves a tag older than the answer (asked
    // again next time), never a tag newer than it.
    const { pricing, tag } = await tagged();
    if (clientHasCurrent(c, tag)) return notModified(c, tag);
    const parsed = await query(c);
    if (!parsed.ok) return fail(c, 400, parsed.message);
    const { vehicles, meta } = await searchStock(db, parsed.value, pricing);
    tagAnswer(c, tag);
    return c.json({ data: vehicles, meta });
  });

  for (const path of ["/api/used-vehicles/:category/search", "/api/used-vehicles/:category/search/"]) {
    app.get(path, async (c) => {
      if (!categories.has(c.req.param("category") ?? "")) return fail(c, 404, "Unknown vehicle category");
      const { pricing, tag } = await tagged();
      if (clientHasCurrent(c, tag)) return notModified(c, tag);
      const parsed = await query(c);
      if (!parsed.ok) return fail(c, 400, parsed.message);
      const { vehicles, meta } = await searchStock(db, parsed.value, pricing);
      tagAnswer(c, tag);
      return c.json({ data: { data: vehicles, meta } });
    });
  }

  for (const path of ["/api/v2/vehicle-search-filter", "/api/used-vehicles/cars/filters"]) {
    app.get(path, async (c) => {
      const { pricing, tag } = await tagged();
      if (clientHasCurrent(c, tag)) return notModified(c, tag);
      const parsed = await query(c);
      if (!parsed.ok) return fail(c, 400, parsed.message);
      const options = await filterOptions(db, parsed.value.filters, pricing);
      tagAnswer(c, tag);
      return c.json({ data: options });
    });
  }

  app.post("/api/used-vehicles/find-by-slugs", async (c) => {
    const body = findBySlugsBody.safeParse(await readJson(c));
    if (!body.success) return fail(c, 400, "Send JSON { slugs: string[] } with at most 50 slugs");
    return c.json({ data: { data: await listingsBySlugs(db, body.data.slugs) } });
  });

  app.post("/api/used-vehicles/find-vehicle", async (c) => {
    const body = findVehicleBody.safeParse(await readJson(c));
    if (!body.success) return fail(c, 400, "Send JSON { vrm } or { stock_id }");
    const slug = await slugFor(db, body.data);
    return slug ? c.json({ data: { data: { slug } } }) : fail(c, 404, "Vehicle not found");
  });

  app.get("/api/v2/vehicle/:slug", async (c) => {
    const vehicle = await vehicleBySlug(db, c.req.param("slug"));
    return vehicle ? c.json({ data: vehicle }) : fail(c, 404, "Vehicle not found");
  });

  app.get("/api/v2/vehicle/spare-key/:id", async (c) => {
    const answer = await spareKey(db, Number(c.req.param("id")));
    return answer === undefined ? fail(c, 404, "Vehicle not found") : c.json({ data: { data: answer } });
  });

  app.get("/api/v2/similar-vehicles/:stockId", async (c) => {
    const minImages = Number(c.req.query("min_images") ?? 0);
    if (!Number.isInteger(minImages) || minImages < 0)
      return fail(c, 400, "min_images must be a whole number");
    const similar = await similarVehicles(db, c.req.param("stockId"), minImages);
    return similar ? c.json({ data: similar }) : fail(c, 404, "Vehicle not found");
  });

  app.post("/api-motorcheck/provenance/get/:vrm", async (c) => {
    const report = await provenanceFor(db, c.req.param("vrm"));
    return report
      ? c.json({ data: { data: report } })
      : fail(c, 404, "No history check for that registration");
  });

  app.get("/api/visitors/:page", async (c) => {
    const views = await recentViews(db, c.req.param("page"));
    return views === undefined ? fail(c, 404, "Vehicle not found") : c.json({ data: { data: views } });
  });

  return app;
}
