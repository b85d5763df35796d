import { createDealerApi, type DealerApi } from "../setup";
import { vehicleSearchAnswer } from "../contract/vehicle";
import { representativeChoice } from "./representative";

/** The stored estimate is the car's own HP quote on the representative terms, the dealer's promotions aside. */
let api: DealerApi;

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 80,
    seed: 11,
    today: new Date("2026-11-01T12:00:00Z"),
  });
});
afterAll(() => api.close());

it("lists each car's monthly figure as the HP quote on the representative terms, without promotions", async () => {
  const list = vehicleSearchAnswer.parse(
    await (await api.app.request("/api/v2/vehicle-search?resultsPerPage=25&sort=price|asc")).json(),
  );
  expect(list.data.length).toBe(25);
  let compared = 0;
  for (const car of list.data) {
    const query = `finance_term=${representativeChoice.term}&finance_deposit=${representativeChoice.deposit}&finance_mileage=${representativeChoice.annualMileage}`;
    const answer = await api.app.request(`/used/cars/get-finance/${car.vrm}?${query}`);
    expect(answer.status).toBe(200);
    const quotes = (await answer.json()) as {
      hpQuote: { regular_payment: number; promotion: unknown } | null;
    };
    if (!quotes.hpQuote || quotes.hpQuote.promotion) continue;
    expect(car.monthly_payment).toBe(quotes.hpQuote.regular_payment);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(20);
});
