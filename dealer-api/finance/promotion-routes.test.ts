import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculateAnswer,
  getFinanceAnswer,
  vehicleFinanceAnswer,
  type FinanceQuotes,
} from "../contract/finance";
import { createDealerApi, type DealerApi } from "../setup";

/** The dealer's finance offers, priced by every finance endpoint over a seeded stock and content. */

let api: DealerApi;
type Car = { vrm: string; stock_id: string; final_price: number; admin_fee: number };
let kia: Car;
let fiesta: Car;

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 400,
    seed: 20261101,
    today: new Date("2026-11-23T12:00:00Z"),
  });
  const cars = (ranges: { make?: string[]; range?: string[] }) =>
    api.db
      .selectFrom("vehicles")
      .select(["vrm", "stock_id", "final_price", "admin_fee"])
      .where("status", "=", "FOR_SALE_RETAIL")
      .where("date_first_registered", ">", "2019-01-01")
      .where("final_price", ">", 8000)
      .where((eb) =>
        ranges.make ? eb("make_slug", "in", ranges.make) : eb("range_slug", "in", ranges.range ?? []),
      )
      .orderBy("id")
      .executeTakeFirstOrThrow();
  kia = await cars({ make: ["kia", "hyundai"] });
  fiesta = await cars({ range: ["fiesta", "focus"] });
});
afterAll(() => api.close());

const get = async (path: string) => {
  const response = await api.app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
};
const finance = async (car: Car, query: string): Promise<FinanceQuotes> =>
  getFinanceAnswer.parse(await get(`/used/cars/get-finance/${car.vrm}?${query}`));
const cashPrice = (car: Car) => car.final_price + car.admin_fee;

describe("0% APR on Kia and Hyundai (HP, 36 months, at least 20% down)", () => {
  it("prices a quote that meets the terms at 0%, the fee waived, naming the promotion", async () => {
    const deposit = Math.ceil(cashPrice(kia) * 0.2);
    const { hpQuote, pcpQuote } = await finance(kia, `finance_term=36&finance_deposit=${deposit}`);
    expect(hpQuote).toMatchObject({
      apr: 0,
      purchase_fee: 0,
      total_amount_of_charges: 0,
      total_amount_payable: cashPrice(kia),
      cash_price: cashPrice(kia),
      promotion: { id: 2, heading: "0% APR on Kia and Hyundai" },
    });
    expect(pcpQuote?.promotion ?? null).toBeNull();
    expect(pcpQuote?.apr ?? 1).toBeGreaterThan(0);
  });

  it("prices other terms normally", async () => {
    const deposit = Math.ceil(cashPrice(kia) * 0.2);
    for (const query of [
      `finance_term=48&finance_deposit=${deposit}`,
      `finance_term=36&finance_deposit=${deposit - 1}`,
    ]) {
      const { hpQuote } = await finance(kia, query);
      expect(hpQuote!.apr, query).toBeGreaterThan(0);
      expect(hpQuote!.promotion, query).toBeNull();
    }
  });

  it("prices the same in the lists and the calculator", async () => {
    const deposit = Math.ceil(cashPrice(kia) * 0.2);
    const choice = `finance_term=36&finance_deposit=${deposit}`;
    const single = await finance(kia, choice);
    expect((await get(`/used/cars/get-bulk-finance?vrms=${kia.vrm}&${choice}`)) as object).toEqual({
      [kia.vrm]: single,
    });
    const { data } = vehicleFinanceAnswer.parse(
      await get(`/api/v2/vehicle-finance?stock_ids=${kia.stock_id}&${choice}`),
    );
    expect(data[kia.stock_id]).toEqual(single);
    const response = await api.app.request("/api/finance/calculate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        Parameters: { Term: 36, Deposit: deposit, AnnualMileage: 8000, SpecificProductType: "HP" },
        // The price sent is not the cash price: a stock car is priced at its own.
        VehicleRequests: [{ Id: kia.stock_id, Vehicle: { cashPrice: kia.final_price } }],
      }),
    });
    const hp = calculateAnswer.parse(await response.json()).VehicleResults[0]!.FinanceProductResults[0]!
      .Quote!;
    expect(hp).toMatchObject({
      RegularPayment: single.hpQuote!.regular_payment,
      TotalPrice: cashPrice(kia),
      Apr: 0,
      OptionToPurchaseFee: 0,
      DealerContribution: 0,
      Promotion: { Id: 2, Heading: "0% APR on Kia and Hyundai", Text: single.hpQuote!.promotion!.text },
    });
  });
});

describe("£500 towards your deposit (Fiesta and Focus, 24 months or more)", () => {
  it("adds £500 to the customer's deposit on both products", async () => {
    const { hpQuote, pcpQuote } = await finance(fiesta, "finance_term=48&finance_deposit=1000");
    for (const quote of [hpQuote!, pcpQuote!].filter(Boolean)) {
      expect(quote).toMatchObject({
        deposit: 1000,
        dealer_contribution: 500,
        total_deposit: 1500,
        balance: cashPrice(fiesta) - 1500,
        promotion: { id: 4, heading: "£500 towards your deposit" },
      });
    }
  });

  it("stops pricing a promotion once it has ended", async () => {
    await api.db.updateTable("promotions").set({ ends_on: "2026-11-22" }).where("id", "=", 4).execute();
    try {
      const { hpQuote } = await finance(fiesta, "finance_term=48&finance_deposit=1000");
      expect(hpQuote).toMatchObject({ dealer_contribution: 0, total_deposit: 1000, promotion: null });
    } finally {
      await api.db.updateTable("promotions").set({ ends_on: "2027-01-31" }).where("id", "=", 4).execute();
    }
  });
});

describe("a declined product", () => {
  it("says why and which terms are on offer, with nothing for an offered product", async () => {
    const quotes = await finance(kia, "finance_term=60");
    expect(quotes.pcpQuote).toBeNull();
    expect(quotes.pcpDeclined).toEqual({
      reason: "PCP is offered over 24, 36 or 48 months",
      terms: [24, 36, 48],
    });
    expect(quotes.hpDeclined).toBeNull();
  });
});
