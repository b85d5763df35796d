import type { Hono } from "hono";
import { createDealerApp } from "../../dealer-api/app";
import { openDatabase } from "../../dealer-api/db/database";
import type { FinanceQuotes } from "../../dealer-api/contract/finance";
import type { VehicleListing } from "../../dealer-api/contract/vehicle";
import { serverEnv } from "../../playwright.config";

/**
 * The e2e site's own dealer API, over the database the site's server created (playwright.config.ts): a test finds the
 * car it needs by asking the API what the site asks it, never by a hard-coded car.
 */

let app: Hono | undefined;

function dealerApi(): Hono {
  if (!app) {
    const { db } = openDatabase(serverEnv.DEALER_DB_FILE);
    const today = new Date(`${serverEnv.SEED_TODAY}T12:00:00Z`);
    app = createDealerApp({ db, today: () => today });
  }
  return app;
}

async function get<T>(path: string): Promise<T> {
  const answer = await dealerApi().request(path);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

let stock: Promise<VehicleListing[]> | undefined;

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
 * A valuation made `daysAgo` days ago, stored in the e2e site's own database (the dealer API's clock set back), as a
 * seller who valued their car then and kept the link: its id.
 */
export async function valuationMadeDaysAgo(vrm: string, daysAgo: number): Promise<string> {
  const { db } = openDatabase(serverEnv.DEALER_DB_FILE);
  const today = new Date(`${serverEnv.SEED_TODAY}T12:00:00Z`);
  const then = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const past = createDealerApp({ db, today: () => today, now: () => then });
  const answer = await past.request("/valuations/process", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-Id": `e2e-expired-${vrm}` },
    body: JSON.stringify({
      vrm,
      mileage: 38000,
      department_code: "MAN",
      service_history: "full",
      previous_keepers: 1,
      name: "Sam Example",
      email: "sam@example.com",
      telephone: "07700900982",
      postcode: "M15 4EZ",
    }),
  });
  if (answer.status !== 201) throw new Error(`valuation: ${answer.status} ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: { id: string } };
  return data.id;
}

/**
 * The link to `pathPrefix` in the newest e-mail the embedded dealer API wrote to `address` (its outbox table), as a
 * path the test can open: the e-mail a customer would click.
 */
export async function linkInLatestEmail(address: string, pathPrefix: string): Promise<string> {
  const { sqlite } = openDatabase(serverEnv.DEALER_DB_FILE);
  try {
    const row = sqlite
      .prepare("select body_text as body from outbox where to_address = ? order by id desc limit 1")
      .get(address.toLowerCase()) as { body: string } | undefined;
    if (!row) throw new Error(`No e-mail to ${address}`);
    const match = new RegExp(`(${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[A-Za-z0-9_-]+)`).exec(
      row.body,
    );
    if (!match) throw new Error(`No ${pathPrefix} link in the e-mail to ${address}`);
    return match[1]!;
  } finally {
    sqlite.close();
  }
}
