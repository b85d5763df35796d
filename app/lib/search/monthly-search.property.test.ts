import { describe, expect, it } from "vitest";
import { createPrng, type Prng } from "../../../dealer-api/test-support";
import type { FinanceQuotes } from "@contract/finance";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { getBulkFinance } from "~/dealer/finance.server";
import { searchUsedVehicles } from "~/dealer/stock.server";
import { loadBudget } from "~/lib/finance/vehicle-finance.server";
import type { FinanceChoice } from "~/lib/finance/choice";
import { getVisitorSession } from "~/sessions.server";
import { FINANCE_CHOICES } from "./state";
import { loadSearchPage, type SearchPageData } from "./search-page.server";

/**
 * The monthly search finds what it says (docs/decisions/130-one-finance-basis.md), through the site's own loader and
 * the seeded dealer API: for random bases and budgets, every car returned has a quote on that basis (the same product)
 * within the budget, every car with such a quote is returned, and each card shows that very quote. The same for the
 * cars the budget finder's link finds.
 */

const dealer = openDealerApiForTests(300);
const SEARCH = "http://site.test/used/cars/search";

/** Every car the search page can show, VRM by slug. */
async function allCarsForSale(): Promise<Map<string, string>> {
  const cars = new Map<string, string>();
  for (let page = 1; ; page++) {
    const answer = await searchUsedVehicles("cars", { status: "FOR_SALE_RETAIL", resultsPerPage: 100, page });
    for (const car of answer.vehicles) cars.set(car.slug, car.vrm);
    if (page >= answer.meta.last_page) return cars;
  }
}

const paymentOf = (quotes: FinanceQuotes | undefined, product: "HP" | "PCP") =>
  (product === "HP" ? quotes?.hpQuote : quotes?.pcpQuote)?.regular_payment;

/** Every results page of a search URL, through the site's loader. */
async function allPages(href: string): Promise<SearchPageData[]> {
  const session = await getVisitorSession(new Request(SEARCH));
  const pages: SearchPageData[] = [];
  for (let page = 1; ; page++) {
    const url = new URL(href, SEARCH);
    if (page > 1) url.searchParams.set("page", String(page));
    const load = await loadSearchPage(url, session, { rememberPostcode: true });
    // The links under test are the search page's own canonical URLs: no redirect.
    if (!("kind" in load) || load.kind !== "results")
      throw new Error(`${url} did not load: ${JSON.stringify(load)}`);
    pages.push(load);
    if (page >= load.meta.last_page) return pages;
  }
}

async function expectSearchFinds(
  basis: FinanceChoice,
  from: number | undefined,
  to: number | undefined,
  href: string,
) {
  const cars = await allCarsForSale();
  const quotes = await getBulkFinance([...cars.values()], {
    term: basis.term,
    mileage: basis.mileage,
    deposit: basis.deposit,
    depositType: "Amount",
  });
  const within = (payment: number | undefined) =>
    payment !== undefined && (from === undefined || payment >= from) && (to === undefined || payment <= to);
  const expected = [...cars]
    .filter(([, vrm]) => within(paymentOf(quotes[vrm], basis.type)))
    .map(([slug]) => slug)
    .sort();

  const pages = await allPages(href);
  const found = pages.flatMap((page) => page.vehicles);
  expect(pages[0]!.meta.total, href).toBe(expected.length);
  expect(found.map((car) => car.slug).sort(), href).toEqual(expected);
  for (const page of pages)
    for (const car of page.vehicles) {
      const shown = page.figures[car.slug];
      // A car within the budget has its figure, never a note saying why it has none.
      const figure = shown && !("unavailable" in shown) ? shown : undefined;
      expect(figure?.product, `${href} ${car.slug}`).toBe(basis.type);
      expect(figure?.regularPayment, `${href} ${car.slug}`).toBe(
        paymentOf(quotes[cars.get(car.slug)!], basis.type),
      );
    }
  return expected.length;
}

function randomBasis(prng: Prng): FinanceChoice {
  return {
    type: prng.pick(["HP", "PCP"] as const),
    deposit: prng.pick(FINANCE_CHOICES.finance_deposit),
    term: prng.pick(FINANCE_CHOICES.finance_term),
    mileage: prng.pick(FINANCE_CHOICES.finance_mileage),
  };
}

function searchHrefFor(basis: FinanceChoice, from?: number, to?: number): string {
  const query = new URLSearchParams();
  if (from !== undefined) query.set("monthly_from", String(from));
  if (to !== undefined) query.set("monthly_to", String(to));
  query.set("finance_search_only", basis.type);
  query.set("finance_deposit", String(basis.deposit));
  query.set("finance_mileage", String(basis.mileage));
  query.set("finance_term", String(basis.term));
  return `/used/cars/search?${query}`;
}

describe("the monthly search on a finance basis", () => {
  it("finds exactly the cars whose quote on the basis is within the budget, and shows that quote", async () => {
    expect(dealer.slug).toBeTruthy();
    const prng = createPrng(20261125);
    let nonEmpty = 0;
    for (let run = 0; run < 12; run++) {
      const basis = randomBasis(prng);
      const from = prng.chance(0.7) ? prng.int(1, 18) * 50 : undefined;
      // On the slider's scale: "to" runs to £1,000.
      const to =
        from === undefined || prng.chance(0.8)
          ? Math.min((from ?? 0) + prng.int(1, 8) * 50, 1000)
          : undefined;
      if (await expectSearchFinds(basis, from, to, searchHrefFor(basis, from, to))) nonEmpty++;
    }
    // The property says something only if budgets do find cars.
    expect(nonEmpty).toBeGreaterThan(6);
  }, 120_000);

  it("the budget finder's link finds the cars within its payment, on its own product and terms", async () => {
    const prng = createPrng(7);
    for (let run = 0; run < 6; run++) {
      const params = new URLSearchParams({
        budget_deposit: String(prng.int(0, 40) * 100),
        budget_amount: String(prng.int(20, 300) * 100),
        budget_term: String(prng.pick([24, 36, 48, 60])),
        budget_mileage: String(prng.int(3, 10) * 2000),
      });
      const budget = await loadBudget(params);
      if (!budget.searchHref || !budget.product || !budget.quote) continue;
      const url = new URL(budget.searchHref, SEARCH);
      const from = Number(url.searchParams.get("monthly_from"));
      const to = Number(url.searchParams.get("monthly_to"));
      expect(from).toBeLessThanOrEqual(budget.quote.RegularPayment);
      expect(to).toBeGreaterThanOrEqual(budget.quote.RegularPayment);
      const basis: FinanceChoice = {
        type: budget.product,
        deposit: budget.input.deposit,
        term: budget.input.term,
        mileage: budget.input.mileage,
      };
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        finance_search_only: basis.type,
        finance_deposit: String(basis.deposit),
        finance_term: String(basis.term),
        finance_mileage: String(basis.mileage),
      });
      await expectSearchFinds(basis, from, to, budget.searchHref);
    }
  }, 120_000);
});
