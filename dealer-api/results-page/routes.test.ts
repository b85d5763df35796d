import { expect, it } from "vitest";
import { apiError } from "../contract/envelope";
import { bulkFinanceAnswer } from "../contract/finance";
import { resultsPageAnswer, type ResultsPage } from "../contract/results-page";
import { filterOptionsAnswer, usedVehicleSearchAnswer } from "../contract/vehicle";
import { describeOnEachEngine, seededDealerApi } from "../test-engines";

/** GET /api/results-page: the results page for one search in one answer, on SQLite and on PostgreSQL. */

const FILTERS =
  "status=FOR_SALE_RETAIL&min_images=1&finance_term=48&finance_deposit=1000&finance_mileage=8000";

await describeOnEachEngine("GET /api/results-page", (engine) => {
  const dealer = seededDealerApi(engine, 60);
  const { json } = dealer;

  const resultsPage = async (query: string): Promise<ResultsPage> =>
    resultsPageAnswer.parse(await json(`/api/results-page?${query}`)).data;

  it("carries the page of cars, their option counts and their quotes, as their own endpoints answer them", async () => {
    const query = `${FILTERS}&sort=price|asc&page=2&resultsPerPage=6`;
    const answer = await resultsPage(query);
    const search = usedVehicleSearchAnswer.parse(await json(`/api/used-vehicles/cars/search?${query}`)).data;
    expect(answer.vehicles).toEqual(search.data);
    expect(answer.meta).toEqual(search.meta);
    expect(answer.vehicles).toHaveLength(6);
    expect(answer.options).toEqual(
      filterOptionsAnswer.parse(await json(`/api/v2/vehicle-search-filter?${FILTERS}`)).data,
    );
    const vrms = answer.vehicles.map((car) => car.vrm).join(",");
    const quotes = bulkFinanceAnswer.parse(
      await json(
        `/used/cars/get-bulk-finance?vrms=${vrms}&finance_term=48&finance_deposit=1000&finance_mileage=8000`,
      ),
    );
    expect(answer.quotes).toEqual(quotes);
    expect(Object.keys(answer.quotes!)).toHaveLength(6);
  });

  it("quotes a percentage deposit as the bulk quotes do, and an empty page with none", async () => {
    const basis = "finance_term=36&finance_deposit=10&finance_deposit_type=Percentage&finance_mileage=10000";
    const answer = await resultsPage(`status=FOR_SALE_RETAIL&${basis}&make=ford`);
    const vrms = answer.vehicles.map((car) => car.vrm).join(",");
    expect(answer.quotes).toEqual(
      bulkFinanceAnswer.parse(await json(`/used/cars/get-bulk-finance?vrms=${vrms}&${basis}`)),
    );
    const none = await resultsPage(`${FILTERS}&min_price=999999`);
    expect(none.vehicles).toEqual([]);
    expect(none.quotes).toEqual({});
  });

  it("is tagged with the stock's version: a repeat is a 304, a car sold a new answer", async () => {
    const first = await dealer.api.app.request(`/api/results-page?${FILTERS}`);
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect(tag).toBe(
      (await dealer.api.app.request(`/api/used-vehicles/cars/search?${FILTERS}`)).headers.get("ETag"),
    );
    const again = await dealer.api.app.request(`/api/results-page?${FILTERS}`, {
      headers: { "If-None-Match": tag! },
    });
    expect(again.status).toBe(304);
    const sold = resultsPageAnswer.parse(await first.json()).data.vehicles[0]!;
    await dealer.api.db
      .updateTable("vehicles")
      .set({ status: "SOLD" })
      .where("slug", "=", sold.slug)
      .execute();
    const after = await dealer.api.app.request(`/api/results-page?${FILTERS}`, {
      headers: { "If-None-Match": tag! },
    });
    expect(after.status).toBe(200);
    const answer = resultsPageAnswer.parse(await after.json()).data;
    expect(answer.vehicles.map((car) => car.slug)).not.toContain(sold.slug);
  });

  it("refuses a query as the search refuses it", async () => {
    for (const query of ["sort=sideways", "make=no-such-make", "distance_range=25", "finance_term=7"]) {
      const own = await dealer.api.app.request(`/api/used-vehicles/cars/search?${query}`);
      const answer = await dealer.api.app.request(`/api/results-page?${query}`);
      expect(answer.status, query).toBe(400);
      expect(own.status, query).toBe(400);
      expect(apiError.parse(await answer.json())).toEqual(apiError.parse(await own.json()));
    }
  });
});
