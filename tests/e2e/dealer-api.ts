import type { Hono } from "hono";
import { createDealerApp } from "../../dealer-api/app";
import { createDealerLog } from "../../dealer-api/log";
import type { FinanceQuotes } from "@contract/finance";
import type { FilterOptions, VehicleListing } from "@contract/vehicle";
import { makesBySlug, rangesBySlug } from "../../dealer-api/stock/catalogue";
import { serverEnv } from "../../playwright.config";
import { workerDatabase } from "./dealer-database";

/**
 * The e2e site's own dealer API, over the database the site's server created (playwright.config.ts): a test finds the
 * car it needs by asking the API what the site asks it, never by a hard-coded car.
 */

let app: Hono | undefined;

function dealerApi(): Hono {
  if (!app) {
    const today = new Date(`${serverEnv.SEED_TODAY}T12:00:00Z`);
    // The tests' own look-ups are not the site's traffic: they are not logged.
    app = createDealerApp({
      db: workerDatabase(),
      today: () => today,
      log: createDealerLog(undefined, { LOG_LEVEL: "silent" }),
    });
  }
  return app;
}

async function get<T>(path: string): Promise<T> {
  const answer = await dealerApi().request(path);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

let stock: Promise<VehicleListing[]> | undefined;

/**
 * Every car for sale now, not as this worker first read them: for a test that counts cars after other tests of the
 * worker may have sold or ordered one.
 */
export function carsForSaleNow(): Promise<VehicleListing[]> {
  stock = undefined;
  return carsForSale();
}

/** Every car for sale, in the API's default order. */
export function carsForSale(): Promise<VehicleListing[]> {
  stock ??= (async () => {
    const cars: VehicleListing[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get<{ data: VehicleListing[]; meta: { last_page: number } }>(
        `/api/v2/vehicle-search?resultsPerPage=100&page=${page}`,
      );
      cars.push(...answer.data);
      if (page >= answer.meta.last_page) return cars;
    }
  })();
  return stock;
}

/** The results page's rules (the content page used-cars-search): the cars any list of cars for sale may show. */
const LISTED = "status=FOR_SALE_RETAIL&min_images=1";

/** The makes the results page lists cars of, with their counts. */
export async function listedMakes(): Promise<Record<string, { label: string; count: number }>> {
  return (await get<{ data: FilterOptions }>(`/api/v2/vehicle-search-filter?${LISTED}`)).data.make;
}

/**
 * A make of the dealer's catalogue that the results page lists no car of (none for sale with a picture), and one of
 * its models: what an old link or a sold-out make leads to.
 */
export async function unlistedMakeAndModel() {
  const listed = await listedMakes();
  const make = [...makesBySlug.values()].find((each) => !(each.slug in listed));
  if (!make) throw new Error("Every make of the catalogue has a car listed");
  const [range, model] = [...rangesBySlug].find(([, each]) => each.make === make.slug)!;
  return { make: { slug: make.slug, name: make.name }, range: { slug: range, name: model.name } };
}

/** A model of the catalogue that the results page lists no car of, of a make it does list cars of. */
export async function unlistedModelOfListedMake() {
  const options = (await get<{ data: FilterOptions }>(`/api/v2/vehicle-search-filter?${LISTED}`)).data;
  const found = [...rangesBySlug].find(
    ([slug, model]) => (options.make[model.make]?.count ?? 0) > 0 && !(slug in options.range),
  );
  if (!found) throw new Error("Every model of a listed make has a car listed");
  const [slug, model] = found;
  return {
    make: { slug: model.make, name: options.make[model.make]!.label },
    range: { slug, name: model.name },
  };
}

export interface Basis {
  term: number;
  deposit: number;
  mileage: number;
}

/** The car's HP and PCP quotes on a basis, as the site's personalise block asks for them. */
export const quotesFor = (vrm: string, { term, deposit, mileage }: Basis) =>
  get<FinanceQuotes>(
    `/used/cars/get-finance/${vrm}?finance_term=${term}&finance_deposit=${deposit}&finance_mileage=${mileage}&finance_deposit_type=Amount`,
  );

/** The car's page quoting `basis` for `type`. */
export const carPageFor = (car: VehicleListing, basis: Basis, type: "HP" | "PCP") =>
  `/used/cars/${car.slug}?finance_deposit=${basis.deposit}&finance_mileage=${basis.mileage}&finance_term=${basis.term}&finance_type=${type}`;

/**
 * Moves valuation `id` (made by the test, through the wizard, as its seller) `daysAgo` days into the past in the e2e
 * site's own database: a seller who valued their car then and comes back to its summary.
 */
export async function ageValuation(id: string, daysAgo: number): Promise<void> {
  const db = workerDatabase();
  const row = await db
    .selectFrom("valuations")
    .select(["valued_at", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const earlier = (instant: string) => new Date(Date.parse(instant) - daysAgo * 86_400_000).toISOString();
  await db
    .updateTable("valuations")
    .set({ valued_at: earlier(row.valued_at), expires_at: earlier(row.expires_at) })
    .where("id", "=", id)
    .execute();
}

/**
 * The link to `pathPrefix` in the newest e-mail the embedded dealer API wrote to `address` (its outbox table), as a
 * path the test can open: the e-mail a customer would click.
 */
export async function linkInLatestEmail(address: string, pathPrefix: string): Promise<string> {
  const row = await workerDatabase()
    .selectFrom("outbox")
    .select("body_text as body")
    .where("to_address", "=", address.toLowerCase())
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`No e-mail to ${address}`);
  const match = new RegExp(`(${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[A-Za-z0-9_-]+)`).exec(
    row.body,
  );
  if (!match) throw new Error(`No ${pathPrefix} link in the e-mail to ${address}`);
  return match[1]!;
}
