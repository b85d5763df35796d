import { Hono, type Context } from "hono";
import type { ApiError } from "../contract/envelope";
import type { DealerDb } from "../db/database";
import { calculate, readCalculation, stockKey } from "./calculator";
import { financeCars, quotesByKey, quotesFor } from "./cars";
import { financePricing } from "./promotions";
import { parseFinanceChoice, parseIdList } from "./params";
import { clientHasCurrent, notModified, stockTag, tagAnswer } from "../stock/stock-tag";

/**
 * The finance endpoints (dealer-api/README.md). Site-style paths (`/used/...`) answer bare objects, as the
 * spec reads them; `/api/v2/vehicle-finance` answers `{ data }` like the other v2 calls. Bad input is a 400 naming the
 * parameter; a sold or unknown car is a 404 (single look-up) or left out of the map (lists).
 */

const categories = new Set(["cars", "all"]);
/** The most cars one list call prices: a results page asks for 9; the cap keeps one call's work bounded. */
export const financeListLimit = 100;
const vrmPattern = /^[A-Z0-9]{1,8}$/;
const stockIdPattern = /^[A-Z0-9-]{1,20}$/;

const fail = (c: Context, status: 400 | 404, message: string) =>
  c.json({ error: { status, message } } satisfies ApiError, status);

export function financeRoutes({ db, today = () => new Date() }: { db: DealerDb; today?: () => Date }): Hono {
  const app = new Hono();
  const searchParams = (c: Context) => new URL(c.req.url).searchParams;

  for (const path of ["/used/cars/get-finance/:vrm", "/used/cars/get-finance/:vrm/"]) {
    app.get(path, async (c) => {
      const choice = parseFinanceChoice(searchParams(c));
      if (!choice.ok) return fail(c, 400, choice.message);
      const vrm = (c.req.param("vrm") ?? "").replace(/\s+/g, "").toUpperCase();
      if (!vrmPattern.test(vrm)) return fail(c, 400, "vrm: Not a registration");
      const pricing = await financePricing(db, today());
      const car = (await financeCars(db, "vrm", [vrm], pricing)).get(vrm);
      if (!car) return fail(c, 404, "No car for sale with that registration");
      return c.json(quotesFor(car, choice.value));
    });
  }

  for (const path of ["/used/:category/get-bulk-finance", "/used/:category/get-bulk-finance/"]) {
    app.get(path, async (c) => {
      if (!categories.has(c.req.param("category") ?? "")) return fail(c, 404, "Unknown vehicle category");
      // Quotes depend on the cars, on their age today and on the dealer's finance offers.
      const pricing = await financePricing(db, today());
      const tag = await stockTag(db, pricing.version);
      if (clientHasCurrent(c, tag)) return notModified(c, tag);
      const params = searchParams(c);
      const choice = parseFinanceChoice(params);
      if (!choice.ok) return fail(c, 400, choice.message);
      const vrms = parseIdList(params, "vrms", vrmPattern, financeListLimit);
      if (!vrms.ok) return fail(c, 400, vrms.message);
      const quotes = quotesByKey(await financeCars(db, "vrm", vrms.value, pricing), choice.value);
      tagAnswer(c, tag);
      return c.json(quotes);
    });
  }

  app.get("/api/v2/vehicle-finance", async (c) => {
    const params = searchParams(c);
    const choice = parseFinanceChoice(params);
    if (!choice.ok) return fail(c, 400, choice.message);
    const stockIds = parseIdList(params, "stock_ids", stockIdPattern, financeListLimit);
    if (!stockIds.ok) return fail(c, 400, stockIds.message);
    const cars = await financeCars(db, "stock_id", stockIds.value, await financePricing(db, today()));
    return c.json({ data: quotesByKey(cars, choice.value) });
  });

  app.post("/api/finance/calculate", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(c, 400, "Send the calculation as JSON");
    }
    const checked = readCalculation(body);
    if (!checked.ok) return fail(c, 400, checked.message);
    const ids = checked.value.VehicleRequests.map((request) => stockKey(request.Id));
    const pricing = await financePricing(db, today());
    const [byStockId, byVrm] = await Promise.all([
      financeCars(db, "stock_id", ids, pricing),
      financeCars(db, "vrm", ids, pricing),
    ]);
    return c.json(calculate(checked.value, new Map([...byVrm, ...byStockId]), today()));
  });

  return app;
}
