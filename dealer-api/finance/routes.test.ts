import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bulkFinanceAnswer,
  calculateAnswer,
  getFinanceAnswer,
  vehicleFinanceAnswer,
} from "../contract/finance";
import { apiError } from "../contract/envelope";
import { stockForTests } from "../stock/test-stock";
import { financeRoutes } from "./routes";

let stock: Awaited<ReturnType<typeof stockForTests>>;
let app: ReturnType<typeof financeRoutes>;
let forSale: { vrm: string; stock_id: string; final_price: number; admin_fee: number }[];
let sold: { vrm: string; stock_id: string };

beforeAll(async () => {
  stock = await stockForTests(200);
  app = financeRoutes({ db: stock.db, today: () => new Date("2026-11-23T12:00:00Z") });
  const cars = stock.db.selectFrom("vehicles").select(["vrm", "stock_id", "final_price", "admin_fee"]);
  forSale = await cars
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("final_price", ">", 8000)
    .orderBy("id")
    .limit(5)
    .execute();
  sold = await cars.where("status", "=", "SOLD").executeTakeFirstOrThrow();
});
afterAll(() => stock.db.destroy());

const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("GET /used/cars/get-finance/{vrm}", () => {
  it("answers hpQuote and pcpQuote for the choice asked", async () => {
    const car = forSale[0]!;
    const { status, body } = await get(
      `/used/cars/get-finance/${car.vrm}?finance_term=36&finance_deposit=2000&finance_mileage=10000`,
    );
    expect(status).toBe(200);
    const { hpQuote, pcpQuote } = getFinanceAnswer.parse(body);
    // The cash price includes the compulsory admin fee (docs/decisions/131-cash-price-promotions-monthly-search.md).
    expect(hpQuote).toMatchObject({
      cash_price: car.final_price + car.admin_fee,
      balance: car.final_price + car.admin_fee - 2000,
      term: 36,
      deposit: 2000,
      mileage: 10_000,
    });
    expect(pcpQuote?.term ?? 36).toBe(36);
  });

  it("accepts the widgets' names, a spaced lower-case plate and a trailing slash", async () => {
    const car = forSale[1]!;
    const spaced = `${car.vrm.slice(0, 4)} ${car.vrm.slice(4)}`.toLowerCase();
    const { status, body } = await get(
      `/used/cars/get-finance/${encodeURIComponent(spaced)}/?term=24&deposit=500&type=Amount&products=`,
    );
    expect(status).toBe(200);
    expect(getFinanceAnswer.parse(body).hpQuote).toMatchObject({ term: 24, deposit: 500 });
  });

  it("answers 400 for bad input and 404 for sold or unknown cars", async () => {
    const car = forSale[0]!;
    const bad = await get(`/used/cars/get-finance/${car.vrm}?finance_term=13`);
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).error.message).toMatch(/^finance_term:/);
    expect((await get(`/used/cars/get-finance/${car.vrm}?finance_deposit=lots`)).status).toBe(400);
    expect((await get(`/used/cars/get-finance/${sold.vrm}`)).status).toBe(404);
    expect((await get("/used/cars/get-finance/ZZ99ZZZ")).status).toBe(404);
    expect((await get("/used/cars/get-finance/not-a-plate!")).status).toBe(400);
  });
});

describe("bulk finance", () => {
  it("maps cars for sale by VRM, leaving out sold and unknown ones", async () => {
    const vrms = [...forSale.map((car) => car.vrm), sold.vrm, "ZZ99ZZZ"];
    for (const path of ["/used/cars/get-bulk-finance", "/used/all/get-bulk-finance/"]) {
      const { status, body } = await get(`${path}?vrms=${vrms.join(",")}&finance_term=48`);
      expect(status).toBe(200);
      expect(Object.keys(bulkFinanceAnswer.parse(body)).sort()).toEqual(forSale.map((car) => car.vrm).sort());
    }
    expect((await get("/used/vans/get-bulk-finance?vrms=AB12CDE")).status).toBe(404);
    expect((await get("/used/cars/get-bulk-finance")).status).toBe(400);
  });

  it("maps by stock id on /api/v2/vehicle-finance, with the same quotes as one car's call", async () => {
    const ids = forSale.map((car) => car.stock_id);
    const { status, body } = await get(
      `/api/v2/vehicle-finance?stock_ids=${ids.join(",")}&finance_mileage=12000`,
    );
    expect(status).toBe(200);
    const { data } = vehicleFinanceAnswer.parse(body);
    expect(Object.keys(data).sort()).toEqual([...ids].sort());
    const single = await get(`/used/cars/get-finance/${forSale[2]!.vrm}?finance_mileage=12000`);
    expect(data[forSale[2]!.stock_id]).toEqual(single.body);
    const tooMany = Array.from({ length: 101 }, (_, index) => `NW${index}`).join(",");
    expect((await get(`/api/v2/vehicle-finance?stock_ids=${tooMany}`)).status).toBe(400);
  });
});

describe("POST /api/finance/calculate", () => {
  const post = async (body: unknown) => {
    const response = await app.request("/api/finance/calculate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("quotes the Codeweavers-like request shape", async () => {
    const { status, body } = await post({
      Customer: { Reference: "site" },
      Parameters: {
        Term: 48,
        AnnualMileage: 10_000,
        CalculationType: "RegularPayment",
        Deposit: 1000,
        Settlement: 0,
        PartExchange: 0,
      },
      VehicleRequests: [
        {
          Id: forSale[0]!.stock_id,
          Vehicle: { cashPrice: forSale[0]!.final_price, isNew: false, CurrentMileage: 30_000 },
        },
      ],
      Referrer: "/used/cars/some-car",
    });
    expect(status).toBe(200);
    const answer = calculateAnswer.parse(body);
    // A stock car is priced at its own cash price, compulsory admin fee included.
    expect(answer.VehicleResults[0]!.FinanceProductResults[0]!.Quote!.TotalPrice).toBe(
      forSale[0]!.final_price + forSale[0]!.admin_fee,
    );
  });

  it("answers 400 with the field for anything malformed", async () => {
    expect((await post("{not json")).status).toBe(400);
    const missing = await post({ Parameters: { Term: 48 }, VehicleRequests: [] });
    expect(missing.status).toBe(400);
    expect(apiError.parse(missing.body).error.message).toMatch(/^VehicleRequests/);
    const badTerm = await post({
      Parameters: { Term: 50 },
      VehicleRequests: [{ Id: "1", Vehicle: { cashPrice: 9995 } }],
    });
    expect(apiError.parse(badTerm.body).error.message).toMatch(/^Parameters.Term/);
  });
});

it("prices the whole stock for every kind of choice without a failure", async () => {
  const rows = await stock.db.selectFrom("vehicles").select("vrm").where("status", "!=", "SOLD").execute();
  const choices = [
    "finance_term=24&finance_mileage=0",
    "finance_term=60&finance_deposit=0",
    "finance_deposit=5000&finance_mileage=20000",
  ];
  for (let start = 0; start < rows.length; start += 100) {
    const vrms = rows.slice(start, start + 100).map((row) => row.vrm);
    for (const choice of choices) {
      const { status, body } = await get(`/used/cars/get-bulk-finance?vrms=${vrms.join(",")}&${choice}`);
      expect(status).toBe(200);
      expect(Object.keys(bulkFinanceAnswer.parse(body))).toHaveLength(vrms.length);
    }
  }
});
