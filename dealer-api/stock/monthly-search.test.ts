import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkFinanceAnswer, financeMileages, type FinanceQuotes } from "../contract/finance";
import { filterOptionsAnswer, usedVehicleSearchAnswer, type FilterOptions } from "../contract/vehicle";
import { createDealerApi, type DealerApi } from "../setup";
import { monthlyBand } from "./bands";
import { createPrng } from "./prng";

/**
 * A monthly budget finds the cars whose quote on the search's finance basis (product, deposit, term, mileage; the
 * dealer's promotions applied) lies within it: the same quote get-bulk-finance answers for each car.
 */

let api: DealerApi;
let forSale: { vrm: string; make_slug: string }[];

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 300,
    seed: 20261101,
    today: new Date("2026-11-23T12:00:00Z"),
  });
  forSale = await api.db
    .selectFrom("vehicles")
    .select(["vrm", "make_slug"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("id")
    .execute();
});
afterAll(() => api.close());

const getJson = async (path: string) => {
  const response = await api.app.request(path);
  const body = (await response.json()) as unknown;
  expect(response.status, `${path} → ${JSON.stringify(body)}`).toBe(200);
  return body;
};

/** Every car a search finds (all its pages), and the total it reports. */
async function searchAll(query: string, path = "/api/used-vehicles/cars/search/") {
  const vrms: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const { data } = usedVehicleSearchAnswer.parse(
      await getJson(`${path}?${query}&sort=price|asc&resultsPerPage=100&page=${page}`),
    );
    total = data.meta.total;
    vrms.push(...data.data.map((car) => car.vrm));
    if (page >= data.meta.last_page) break;
  }
  expect(vrms).toHaveLength(total);
  return { total, vrms };
}

const counts = async (query: string): Promise<FilterOptions> =>
  filterOptionsAnswer.parse(await getJson(`/api/v2/vehicle-search-filter?${query}`)).data;

/** Every car for sale's quotes on a choice, by VRM, from get-bulk-finance. */
async function quotesOfEveryCar(choice: string): Promise<Map<string, FinanceQuotes>> {
  const quotes = new Map<string, FinanceQuotes>();
  for (let start = 0; start < forSale.length; start += 100) {
    const vrms = forSale.slice(start, start + 100).map((car) => car.vrm);
    const answer = bulkFinanceAnswer.parse(
      await getJson(`/used/cars/get-bulk-finance?vrms=${vrms.join(",")}&${choice}`),
    );
    for (const vrm of vrms) quotes.set(vrm, answer[vrm]!);
  }
  return quotes;
}

const paymentOf = (quotes: FinanceQuotes | undefined, product: "HP" | "PCP") =>
  (product === "HP" ? quotes?.hpQuote : quotes?.pcpQuote)?.regular_payment;

describe("a monthly budget", () => {
  it("finds other cars for other deposits, terms and mileages, and for PCP rather than HP", async () => {
    const cheap = await searchAll("monthly_to=300&finance_deposit=250&finance_term=24&finance_mileage=20000");
    const roomy = await searchAll("monthly_to=300&finance_deposit=5000&finance_term=60&finance_mileage=6000");
    expect(roomy.total).toBeGreaterThan(cheap.total);
    const hp = await searchAll("monthly_from=150&monthly_to=250&finance_search_only=HP");
    const pcp = await searchAll("monthly_from=150&monthly_to=250&finance_search_only=PCP");
    expect(new Set(pcp.vrms)).not.toEqual(new Set(hp.vrms));
  });

  it("never finds a car the lender declines on that basis", async () => {
    const { vrms } = await searchAll("monthly_to=100");
    const quotes = await quotesOfEveryCar("");
    expect(vrms.length).toBeGreaterThan(0);
    for (const vrm of vrms) expect(paymentOf(quotes.get(vrm), "HP"), vrm).toBeLessThanOrEqual(100);
  });

  it("finds a car at the payment its promotion gives it", async () => {
    const kias = forSale.filter((car) => ["kia", "hyundai"].includes(car.make_slug)).map((car) => car.vrm);
    const choice = "finance_term=36&finance_deposit=3000";
    const quotes = await quotesOfEveryCar(choice);
    const promoted = kias.find((vrm) => quotes.get(vrm)?.hpQuote?.promotion?.id === 2);
    expect(promoted, "a Kia or Hyundai priced at 0% on HP over 36 months with £3,000 down").toBeDefined();
    const payment = quotes.get(promoted!)!.hpQuote!.regular_payment;
    const around = `monthly_from=${Math.floor(payment)}&monthly_to=${Math.ceil(payment)}`;
    expect((await searchAll(`make=kia,hyundai&${around}&${choice}`)).vrms).toContain(promoted);
  });

  it("refuses a finance value the finance endpoints refuse, naming it", async () => {
    const response = await api.app.request("/api/v2/vehicle-search?monthly_to=300&finance_term=30");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^finance_term:/,
    );
  });
});

describe("every basis and budget (seeded property test)", () => {
  const deposits = [250, 500, 750, 1000, 2000, 3000, 4000, 5000];
  const steps = [0, ...monthlyBand.steps];

  it("finds exactly the cars whose quote lies within the budget, and counts them alike", async () => {
    const prng = createPrng(20261125);
    for (let round = 0; round < 30; round++) {
      const product = prng.pick(["HP", "PCP"] as const);
      const choice = new URLSearchParams();
      if (prng.chance(0.9)) choice.set("finance_deposit", String(prng.pick(deposits)));
      if (prng.chance(0.9)) choice.set("finance_term", String(prng.pick([24, 36, 48, 60])));
      if (prng.chance(0.9)) choice.set("finance_mileage", String(prng.pick(financeMileages)));
      const [low, high] = [prng.pick(steps), prng.pick(steps)].sort((a, b) => a - b);
      const budget = new URLSearchParams({ finance_search_only: product });
      const ends = prng.pick(["both", "from", "to"] as const);
      if (ends !== "to") budget.set("monthly_from", String(low));
      if (ends !== "from") budget.set("monthly_to", String(high));
      const query = `${budget}&${choice}`;

      const quotes = await quotesOfEveryCar(choice.toString());
      const from = ends === "to" ? -Infinity : low;
      const to = ends === "from" ? Infinity : high;
      const within = [...quotes]
        .filter(([, each]) => {
          const payment = paymentOf(each, product);
          return payment !== undefined && payment >= from && payment <= to;
        })
        .map(([vrm]) => vrm);

      const found = await searchAll(
        query,
        prng.chance(0.5) ? "/api/used-vehicles/cars/search/" : "/api/used-vehicles/all/search",
      );
      expect(new Set(found.vrms), query).toEqual(new Set(within));
      const options = await counts(query);
      expect(options.total, query).toBe(found.total);
      for (const [step, option] of Object.entries(options.monthly)) {
        const upTo = [...quotes.values()].filter(
          (each) => (paymentOf(each, product) ?? Infinity) <= Number(step),
        );
        expect(option.count, `${query}: up to ${step}`).toBe(upTo.length);
      }
    }
  });
});
