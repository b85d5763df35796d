import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountRoutes } from "../accounts/routes";
import { DEMO_CUSTOMER, seedDemoCustomer } from "../accounts/seed";
import { branches } from "../branches";
import { PART_EXCHANGE_MESSAGE } from "../contract/click-collect-vocabulary";
import {
  MAX_DEALS_PER_CUSTOMER,
  dealListAnswer,
  dealPriceAnswer,
  savedDealAnswer,
  type SavedDeal,
} from "../contract/deals";
import { apiError } from "../contract/envelope";
import { valuationProcessAnswer } from "../contract/valuations";
import { embeddedPlaces } from "../places/embedded";
import { formatVrm, vrmPattern } from "../stock/plates";
import { TEST_NOW, TEST_TODAY, goodValuationAnswers, valuationsForTests } from "../valuations/test-support";
import { seedBranchSettings, setPartExchange } from "./branch-settings";
import { dealRoutes } from "./routes";
import { stockRoutes } from "../stock/routes";
import { vehicleAnswer } from "../contract/vehicle";

let t: Awaited<ReturnType<typeof valuationsForTests>>;
let app: Hono;
let clock = TEST_NOW;
let car: { id: number; vrm: string; final_price: number; site_id: number };
let valuation: { id: string; vrm: string };
let demo: string;
let other: string;
const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);

const DAY = 24 * 60 * 60 * 1000;

async function call(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Client-Id": "203.0.113.7",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const saved = (answer: { status: number; body: unknown }, status = 200): SavedDeal => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return savedDealAnswer.parse(answer.body).data;
};
const errorOf = (answer: { body: unknown }) => apiError.parse(answer.body).error.message;

async function logIn(email: string, password: string) {
  const answer = await call("POST", "/api/v2/contact/auth/login", { body: { email, password } });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { access_token: string } }).data.access_token;
}

/** A second confirmed customer, through the account routes' own sign-up. */
async function signUp(email: string) {
  const password = "correct horse battery staple";
  const registered = await call("POST", "/api/v2/contact/auth/register", {
    body: { first_name: "Sam", last_name: "Lee", email, password, telephone: "07700 900111" },
  });
  expect(registered.status).toBe(202);
  const mail = await t.db
    .selectFrom("outbox")
    .select("body_text")
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/account\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.body_text)![1];
  expect((await call("POST", "/api/v2/contact/auth/confirm", { body: { token } })).status).toBe(200);
  return logIn(email, password);
}

beforeAll(async () => {
  t = await valuationsForTests();
  await seedBranchSettings(t.db, TEST_NOW);
  await seedDemoCustomer(t.db, TEST_NOW);
  const now = () => clock;
  app = new Hono();
  app.route("/", stockRoutes({ db: t.db, today: () => TEST_TODAY }));
  app.route("/", accountRoutes({ db: t.db, now, siteUrl: "https://site.test" }));
  app.route(
    "/",
    dealRoutes({
      db: t.db,
      places: embeddedPlaces,
      now,
      today: () => TEST_TODAY,
      limit: { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 },
    }),
  );
  car = await t.db
    .selectFrom("vehicles")
    .select(["id", "vrm", "final_price", "site_id"])
    .where("status", "=", "FOR_SALE_RETAIL")
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
  valuation = { id: valuationProcessAnswer.parse(made.body).data.id, vrm: registered.vrm };
  demo = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  other = await signUp("other.buyer@example.com");
});
afterAll(async () => {
  logged.mockRestore();
  await t.db.destroy();
});

const HP = { product: "HP", term: 48, annual_mileage: 10_000 } as const;
const dealBody = () => ({
  vrm: formatVrm(car.vrm),
  valuation_id: valuation.id,
  cash_deposit: 500,
  finance: HP,
  delivery_postcode: "BS1 4DJ",
});

describe("POST /api/deals", () => {
  it("prices and stores a guest's deal: the answer is the price endpoint's, and its id opens it again", async () => {
    const priced = await call("POST", "/api/deals/price", { body: dealBody() });
    const made = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
    expect(made).toMatchObject({
      vrm: car.vrm,
      request: { valuation_id: valuation.id, settlement: 0, cash_deposit: 500, finance: HP },
      answer: dealPriceAnswer.parse(priced.body).data,
      changes: [],
      owned: false,
    });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.request).not.toHaveProperty("vrm");
    // A guest's deal answers to whoever holds its id, signed in or not.
    for (const token of [undefined, demo]) {
      const opened = saved(await call("GET", `/api/deals/${made.id}`, { token }));
      expect(opened).toEqual({ ...made, changes: [] });
    }
  });

  it("refuses as the price endpoint does, and stores nothing then", async () => {
    const before = await t.db.selectFrom("deals").select("id").execute();
    const cases: [unknown, number, RegExp][] = [
      [{ vrm: car.vrm, part_exchange_value: 50_000 }, 400, /Unrecognized key/],
      [{ vrm: car.vrm, settlement: 100 }, 400, /^settlement:/],
      [{ vrm: "ZZ99ZZZ" }, 404, /No car for sale/],
      [{ vrm: car.vrm, valuation_id: "00000000-0000-4000-8000-000000000000" }, 404, /valuation/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call("POST", "/api/deals", { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(errorOf(answer)).toMatch(message);
    }
    expect(await t.db.selectFrom("deals").select("id").execute()).toHaveLength(before.length);
  });

  it("a bearer token that names no working login is refused, not taken for a guest", async () => {
    const answer = await call("POST", "/api/deals", { body: dealBody(), token: "x".repeat(40) });
    expect(answer.status).toBe(401);
  });
});

describe("whose deal", () => {
  it("a customer's deal answers only to their token; to anyone else there is no such deal", async () => {
    const made = saved(await call("POST", "/api/deals", { body: dealBody(), token: demo }), 201);
    expect(made.owned).toBe(true);
    expect(saved(await call("GET", `/api/deals/${made.id}`, { token: demo })).id).toBe(made.id);
    for (const token of [undefined, other]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", dealBody()],
        ["DELETE", undefined],
      ] as const) {
        const answer = await call(method, `/api/deals/${made.id}`, { token, body });
        expect(answer.status, `${method} ${token ? "other" : "guest"}`).toBe(404);
        expect(errorOf(answer)).toBe("We could not find that deal");
      }
    }
    const mine = dealListAnswer.parse((await call("GET", "/api/deals", { token: demo })).body).data;
    expect(mine[0]).toMatchObject({ id: made.id, vrm: car.vrm, vehicle: { slug: expect.any(String) } });
    expect(mine[0]!.vehicle.name).toMatch(/\S+ \S+/);
    const theirs = dealListAnswer.parse((await call("GET", "/api/deals", { token: other })).body).data;
    expect(theirs.map((deal) => deal.id)).not.toContain(made.id);
    expect((await call("GET", "/api/deals")).status).toBe(401);
  });

  it("a guest's deal is claimed onto an account, once: then it is theirs alone", async () => {
    const made = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
    expect((await call("POST", `/api/deals/${made.id}/claim`)).status).toBe(401);
    clock = new Date(TEST_NOW.getTime() + 60_000);
    try {
      const claimed = saved(await call("POST", `/api/deals/${made.id}/claim`, { token: other }));
      expect(claimed).toMatchObject({ id: made.id, owned: true, updated_at: clock.toISOString() });
      // Claimed again by its owner: the same; by anyone else: no such deal.
      expect(saved(await call("POST", `/api/deals/${made.id}/claim`, { token: other })).id).toBe(made.id);
      expect((await call("POST", `/api/deals/${made.id}/claim`, { token: demo })).status).toBe(404);
      expect((await call("GET", `/api/deals/${made.id}`)).status).toBe(404);
      const theirs = dealListAnswer.parse((await call("GET", "/api/deals", { token: other })).body).data;
      expect(theirs[0]!.id).toBe(made.id);
    } finally {
      clock = TEST_NOW;
    }
  });

  it("ids are checked by shape before any query", async () => {
    for (const id of ["1", "not-a-deal", "00000000-0000-4000-8000-00000000000Z", "%27%20or%201%3D1"]) {
      expect((await call("GET", `/api/deals/${id}`)).status).toBe(404);
      expect((await call("PUT", `/api/deals/${id}`, { body: dealBody() })).status).toBe(404);
    }
    expect((await call("GET", "/api/deals/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it(`a customer keeps at most ${MAX_DEALS_PER_CUSTOMER} deals: one more is refused until one is deleted`, async () => {
    const token = await signUp("many.deals@example.com");
    const ids: string[] = [];
    for (let count = 0; count < MAX_DEALS_PER_CUSTOMER; count += 1)
      ids.push(saved(await call("POST", "/api/deals", { body: { vrm: car.vrm }, token }), 201).id);
    const refused = await call("POST", "/api/deals", { body: { vrm: car.vrm }, token });
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toMatch(`up to ${MAX_DEALS_PER_CUSTOMER} saved deals`);
    // Nor can a guest deal be claimed past the cap.
    const guest = saved(await call("POST", "/api/deals", { body: { vrm: car.vrm } }), 201);
    expect((await call("POST", `/api/deals/${guest.id}/claim`, { token })).status).toBe(422);
    expect((await call("DELETE", `/api/deals/${ids[0]}`, { token })).status).toBe(200);
    expect((await call("GET", `/api/deals/${ids[0]}`, { token })).status).toBe(404);
    expect((await call("POST", "/api/deals", { body: { vrm: car.vrm }, token })).status).toBe(201);
  });
});

describe("PUT /api/deals/{id}", () => {
  it("new inputs for the same car are priced and stored; another car is another deal", async () => {
    const made = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
    const changed = saved(
      await call("PUT", `/api/deals/${made.id}`, { body: { vrm: car.vrm.toLowerCase(), finance: null } }),
    );
    expect(changed).toMatchObject({
      id: made.id,
      request: { valuation_id: null, finance: null, cash_deposit: 0, delivery_postcode: null },
      answer: { ok: true, deal: { finance: null, delivery: { kind: "collection" } } },
      changes: [],
    });
    expect(saved(await call("GET", `/api/deals/${made.id}`)).request).toEqual(changed.request);
    const another = await t.db
      .selectFrom("vehicles")
      .select("vrm")
      .where("id", "!=", car.id)
      .where("status", "=", "FOR_SALE_RETAIL")
      .executeTakeFirstOrThrow();
    const refused = await call("PUT", `/api/deals/${made.id}`, { body: { vrm: another.vrm } });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatch(/^vrm: This deal is for /);
    const bad = await call("PUT", `/api/deals/${made.id}`, { body: { vrm: car.vrm, cash_deposit: -1 } });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/deals/{id}: priced again, and what changed said", () => {
  it("a new price, and then the car reserved, are said; the saved answer is kept", async () => {
    const made = saved(
      await call("POST", "/api/deals", { body: { ...dealBody(), valuation_id: null } }),
      201,
    );
    if (!made.answer.ok) throw new Error("the deal should price");
    const cashPrice = made.answer.deal.cash_price;
    await t.db
      .updateTable("vehicles")
      .set({ final_price: car.final_price - 500 })
      .where("id", "=", car.id)
      .execute();
    try {
      const opened = saved(await call("GET", `/api/deals/${made.id}`));
      expect(opened.changes.map((change) => change.kind)).toEqual(["cash-price", "monthly"]);
      expect(opened.changes[0]!.message).toContain(`to £${(cashPrice - 500).toLocaleString("en-GB")}`);
      expect(opened.answer).toMatchObject({ ok: true, deal: { cash_price: cashPrice - 500 } });
      // Opening does not save: the change is still said next time.
      expect(saved(await call("GET", `/api/deals/${made.id}`)).changes).toHaveLength(2);
      await t.db.updateTable("vehicles").set({ status: "RESERVED" }).where("id", "=", car.id).execute();
      const reserved = saved(await call("GET", `/api/deals/${made.id}`));
      expect(reserved.changes).toEqual([
        { kind: "car-unavailable", message: expect.stringContaining("already been reserved") },
      ]);
    } finally {
      await t.db
        .updateTable("vehicles")
        .set({ final_price: car.final_price, status: "FOR_SALE_RETAIL" })
        .where("id", "=", car.id)
        .execute();
    }
    // Saved again (PUT), the new answer is the one compared with.
    saved(await call("PUT", `/api/deals/${made.id}`, { body: { ...dealBody(), valuation_id: null } }));
    expect(saved(await call("GET", `/api/deals/${made.id}`)).changes).toEqual([]);
  });

  it("the valuation expired after 7 days: said with the shopper's plate and the day", async () => {
    const made = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
    clock = new Date(TEST_NOW.getTime() + 8 * DAY);
    try {
      const opened = saved(await call("GET", `/api/deals/${made.id}`));
      expect(opened.answer).toMatchObject({ ok: false, problem: { problem: "valuation-expired" } });
      expect(opened.changes).toEqual([
        {
          kind: "valuation-expired",
          message: `Your valuation of ${formatVrm(valuation.vrm)} expired on 30th November 2026: value your car again to use it in this deal.`,
        },
      ]);
    } finally {
      clock = TEST_NOW;
    }
  });

  it("the car's page says whether its branch takes part-exchanges, as the dealer set it now", async () => {
    const { slug } = await t.db
      .selectFrom("vehicles")
      .select("slug")
      .where("id", "=", car.id)
      .executeTakeFirstOrThrow();
    const site = async () =>
      vehicleAnswer.parse((await call("GET", `/api/v2/vehicle/${slug}`)).body).data.location.site;
    expect(await site()).toMatchObject({ accepts_part_exchange: true });
    await setPartExchange(t.db, car.site_id, false, TEST_NOW);
    try {
      expect(await site()).toMatchObject({ accepts_part_exchange: false });
    } finally {
      await setPartExchange(t.db, car.site_id, true, TEST_NOW);
    }
  });

  it("the branch stopped taking part-exchanges: the spec's words", async () => {
    const made = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
    const branch = branches.find((each) => each.id === car.site_id)!;
    await setPartExchange(t.db, branch.id, false, TEST_NOW);
    try {
      expect(saved(await call("GET", `/api/deals/${made.id}`)).changes).toEqual([
        { kind: "part-exchange-off", message: PART_EXCHANGE_MESSAGE },
      ]);
      // Saving a part-exchange there now: stored, with the reason it is not priced.
      const refused = saved(await call("POST", "/api/deals", { body: dealBody() }), 201);
      expect(refused.answer).toEqual({
        ok: false,
        problem: { problem: "part-exchange-off", message: PART_EXCHANGE_MESSAGE },
      });
    } finally {
      await setPartExchange(t.db, branch.id, true, TEST_NOW);
    }
  });
});
