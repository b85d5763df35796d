import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches } from "../branches";
import { dealPriceAnswer } from "../contract/deals";
import { apiError } from "../contract/envelope";
import { valuationProcessAnswer } from "../contract/valuations";
import { embeddedPlaces } from "../places/embedded";
import { vrmPattern } from "../stock/plates";
import { TEST_NOW, TEST_TODAY, goodValuationAnswers, valuationsForTests } from "../valuations/test-support";
import { seedBranchSettings, setPartExchange } from "./branch-settings";
import { dealRoutes } from "./routes";
import { PART_EXCHANGE_MESSAGE } from "../contract/click-collect-vocabulary";

let t: Awaited<ReturnType<typeof valuationsForTests>>;
let deals: ReturnType<typeof dealRoutes>;
let clock = TEST_NOW;
/** A car for sale at Leeds over £8,000, and the shopper's valuation of their own car (lower figure, id). */
let car: { vrm: string; final_price: number; admin_fee: number; id: number };
let valuation: { id: string; value: number };

beforeAll(async () => {
  t = await valuationsForTests();
  // The embedded data's setting: every branch takes part-exchanges.
  await seedBranchSettings(t.db, TEST_NOW);
  deals = dealRoutes({ db: t.db, places: embeddedPlaces, now: () => clock, today: () => TEST_TODAY });
  const leeds = branches.find((branch) => branch.slug === "leeds")!;
  car = await t.db
    .selectFrom("vehicles")
    .select(["id", "vrm", "final_price", "admin_fee"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("site_id", "=", leeds.id)
    .where("final_price", ">", 8000)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const registered = (
    await t.db.selectFrom("registered_vehicles").selectAll().where("vehicle_type", "=", "CAR").execute()
  ).find((row) => vrmPattern.test(row.vrm))!;
  const made = await t.post(
    "/valuations/process",
    goodValuationAnswers(registered.vrm, { mileage: registered.recorded_mileage }),
  );
  const { id } = valuationProcessAnswer.parse(made.body).data;
  const stored = await t.db
    .selectFrom("valuations")
    .select("cap_below")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  valuation = { id, value: stored.cap_below };
});
afterAll(() => t.db.destroy());

async function price(body: unknown) {
  const response = await deals.request("/api/deals/price", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function priced(body: unknown) {
  const answer = await price(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dealPriceAnswer.parse(answer.body).data;
}

const cashPrice = () => car.final_price + car.admin_fee;

describe("POST /api/deals/price", () => {
  it("a part-exchange with finance outstanding, HP, delivered: every figure from what the dealer API holds", async () => {
    const answer = await priced({
      vrm: car.vrm.toLowerCase(),
      valuation_id: valuation.id,
      settlement: 250.5,
      cash_deposit: 500,
      finance: { product: "HP", term: 48, annual_mileage: 10_000 },
      delivery_postcode: "BS1 4DJ",
    });
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    if (!answer.ok) return;
    const { deal } = answer;
    const equity = valuation.value - 250.5;
    expect(deal).toMatchObject({
      vrm: car.vrm,
      cash_price: cashPrice(),
      part_exchange: { valuation_id: valuation.id, value: valuation.value, settlement: 250.5, equity },
      deposit: { cash: 500, part_exchange: equity, total: 500 + equity },
      delivery: { kind: "priced", branch: "Northway Cars Leeds", outward: "BS1" },
    });
    expect(deal.finance).toMatchObject({
      product: "HP",
      term: 48,
      amount_of_credit: cashPrice() - 500 - equity,
    });
    const delivery = deal.delivery.price ?? 0;
    expect(delivery).toBeGreaterThan(0);
    // Delivery is paid on top, never financed; the shopper's cash and delivery are due before the car is sent.
    expect(Math.round(deal.total_payable * 100)).toBe(
      Math.round((deal.finance!.total_amount_payable + delivery) * 100),
    );
    expect(deal.due_before_handover).toBe(500 + delivery);
  });

  it("collected and paid in full: the car's value comes off what is due", async () => {
    const answer = await priced({ vrm: car.vrm, valuation_id: valuation.id });
    expect(answer).toMatchObject({
      ok: true,
      deal: {
        finance: null,
        delivery: { kind: "collection", price: 0 },
        total_payable: cashPrice(),
        due_before_handover: cashPrice() - valuation.value,
      },
    });
  });

  it("a part-exchange worth the whole price: nothing to finance, or (paying in full) a difference not paid online", async () => {
    const cheap = await t.db
      .selectFrom("vehicles")
      .select(["vrm", "final_price", "admin_fee"])
      .where("status", "=", "FOR_SALE_RETAIL")
      .where("final_price", "<", valuation.value - 500)
      .orderBy("final_price")
      .executeTakeFirst();
    if (!cheap) throw new Error("the test stock has no car below the valuation");
    const financed = await priced({
      vrm: cheap.vrm,
      valuation_id: valuation.id,
      finance: { product: "HP", term: 36, annual_mileage: 10_000 },
    });
    expect(financed).toMatchObject({
      ok: false,
      problem: { problem: "deposit-covers-price", message: expect.stringContaining("nothing to finance") },
    });
    expect(await priced({ vrm: cheap.vrm, valuation_id: valuation.id })).toMatchObject({
      ok: false,
      problem: {
        problem: "deposit-covers-price",
        message: expect.stringContaining("worth more than this one"),
      },
    });
  });

  it("negative equity is said with its amount, and never financed", async () => {
    const settlement = valuation.value + 700;
    const body = {
      vrm: car.vrm,
      valuation_id: valuation.id,
      settlement,
      cash_deposit: 1000,
      finance: { product: "HP", term: 48, annual_mileage: 10_000 },
    };
    expect(await priced(body)).toMatchObject({
      ok: false,
      problem: {
        problem: "negative-equity",
        negative_equity: 700,
        message: expect.stringContaining("£700 more"),
      },
    });
    expect(await priced({ ...body, pays_negative_equity: true })).toMatchObject({
      ok: true,
      deal: {
        negative_equity_paid: 700,
        deposit: { cash: 300, part_exchange: 0 },
        finance: { amount_of_credit: cashPrice() - 300 },
      },
    });
  });

  it("an expired valuation is said, with when it expired, and nothing is priced on it", async () => {
    clock = new Date(TEST_NOW.getTime() + 8 * 24 * 60 * 60 * 1000);
    try {
      expect(await priced({ vrm: car.vrm, valuation_id: valuation.id })).toMatchObject({
        ok: false,
        problem: {
          problem: "valuation-expired",
          expired_at: new Date(TEST_NOW.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
          message: expect.stringContaining("7 days"),
        },
      });
    } finally {
      clock = TEST_NOW;
    }
  });

  it("a car reserved by someone else is said, in the reservation's words", async () => {
    const other = await t.db
      .selectFrom("vehicles")
      .select(["vrm"])
      .where("status", "=", "RESERVED")
      .executeTakeFirst();
    const sold = await t.db
      .selectFrom("vehicles")
      .select(["vrm"])
      .where("status", "=", "SOLD")
      .executeTakeFirst();
    for (const [row, words] of [
      [other, "already been reserved"],
      [sold, "has been sold"],
    ] as const) {
      if (!row) continue;
      expect(await priced({ vrm: row.vrm })).toMatchObject({
        ok: false,
        problem: { problem: "car-unavailable", message: expect.stringContaining(words) },
      });
    }
  });

  it("a part-exchange at a branch that does not take them now: the spec's words, and nothing priced on it", async () => {
    const leeds = branches.find((branch) => branch.slug === "leeds")!;
    await setPartExchange(t.db, leeds.id, false, TEST_NOW);
    try {
      expect(await priced({ vrm: car.vrm, valuation_id: valuation.id })).toEqual({
        ok: false,
        problem: { problem: "part-exchange-off", message: PART_EXCHANGE_MESSAGE },
      });
      // Without a part-exchange the deal is priced as ever.
      expect(await priced({ vrm: car.vrm })).toMatchObject({ ok: true, deal: { part_exchange: null } });
    } finally {
      await setPartExchange(t.db, leeds.id, true, TEST_NOW);
    }
    expect(await priced({ vrm: car.vrm, valuation_id: valuation.id })).toMatchObject({ ok: true });
  });

  it("refuses what it cannot trust or read: a value sent by the browser, unknown ids, bad money and postcodes", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ vrm: car.vrm, part_exchange_value: 50_000 }, 400, /Unrecognized key/],
      [{ vrm: car.vrm, settlement: 100 }, 400, /^settlement: Only with a part-exchange/],
      [{ vrm: car.vrm, cash_deposit: 10.005 }, 400, /^cash_deposit: Use pounds and pence/],
      [{ vrm: car.vrm, cash_deposit: -1 }, 400, /^cash_deposit:/],
      [
        { vrm: car.vrm, finance: { product: "LEASE", term: 48, annual_mileage: 1 } },
        400,
        /^finance\.product:/,
      ],
      [{ vrm: car.vrm, delivery_postcode: "NOT A CODE" }, 400, /^delivery_postcode:/],
      [
        { vrm: car.vrm, valuation_id: "00000000-0000-4000-8000-000000000000" },
        404,
        /could not find that valuation/,
      ],
      [{ vrm: "ZZ99ZZZ" }, 404, /No car for sale/],
      ["[1, 2]", 400, /JSON object/],
      ["{not json", 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await price(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(apiError.parse(answer.body).error.message, JSON.stringify(body)).toMatch(message);
    }
  });
});
