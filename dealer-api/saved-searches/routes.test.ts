import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../accounts/seed";
import { TEST_NOW, accountsForTests } from "../accounts/test-support";
import {
  MAX_CAR_ALERTS_PER_CUSTOMER,
  MAX_SAVED_SEARCHES_PER_CUSTOMER,
  carAlertAnswer,
  carAlertListAnswer,
  savedSearchAnswer,
  savedSearchCountsAnswer,
  savedSearchListAnswer,
  savedSearchMergeAnswer,
  type SavedSearch,
} from "../contract/saved-searches";
import { submissionError } from "../contract/forms";
import { carAlertsDue, markCarAlerted } from "./car-alerts";
import { latestVehicleId, newMatches } from "./new-since";
import { savedSearchRoutes } from "./routes";
import { markAlerted, searchesDueForAlerts } from "./store";

/**
 * The saved-search and car-alert endpoints over a small stock, on SQLite, and on PostgreSQL under
 * vitest.postgres.config.ts (as the deals' and accounts' tests run).
 */
let t: Awaited<ReturnType<typeof accountsForTests>>;
let demo: string;
let other: string;
/** A car for sale, and its make. */
let car: { id: number; make_slug: string; final_price: number; admin_fee: number };
const limit = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 };

async function call(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Client-Id": "203.0.113.9",
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const errorOf = (answer: { status: number; body: unknown }, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return submissionError.parse(answer.body).error;
};
const searchOf = (answer: { status: number; body: unknown }, status: number): SavedSearch => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return savedSearchAnswer.parse(answer.body).data;
};
const save = (token: string, body: Record<string, unknown>) =>
  call("POST", "/api/saved-searches", { token, body: { name: "My search", site_query: "", ...body } });
const list = async (token: string) => {
  const answer = await call("GET", "/api/saved-searches", { token });
  expect(answer.status).toBe(200);
  return savedSearchListAnswer.parse(answer.body).data;
};

/** A new car like `car` (same make, price and status), as a new row of the stock: the newest id. */
async function addCar(): Promise<number> {
  const id = (await latestVehicleId(t.db)) + 1;
  const row = await t.db
    .selectFrom("vehicles")
    .selectAll()
    .where("id", "=", car.id)
    .executeTakeFirstOrThrow();
  const details = await t.db
    .selectFrom("vehicle_details")
    .selectAll()
    .where("vehicle_id", "=", car.id)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("vehicles")
    .values({ ...row, id, slug: `${row.slug}-new-${id}`, vrm: `NEW${id}`, stock_id: `NEW${id}` })
    .execute();
  await t.db
    .insertInto("vehicle_details")
    .values({ ...details, vehicle_id: id })
    .execute();
  return id;
}

beforeAll(async () => {
  t = await accountsForTests();
  // Before any request: the app's router is built on the first.
  t.app.route("/", savedSearchRoutes({ db: t.db, now: t.now, today: () => TEST_NOW, limit }));
  demo = await t.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  other = await t.signUp("other.saver@example.com");
  car = await t.db
    .selectFrom("vehicles")
    .select(["id", "make_slug", "final_price", "admin_fee"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("id")
    .executeTakeFirstOrThrow();
});
afterAll(() => t.db.destroy());

describe("saved searches", () => {
  let mine: SavedSearch;

  it("need a customer's sign-in", async () => {
    expect(errorOf(await call("GET", "/api/saved-searches"), 401).message).toMatch(/sign in/);
    expect((await save("not-a-real-token-but-long-enough", { stock_query: "make=ford" })).status).toBe(401);
  });

  it("saves a search as the dealer API writes it, watching from the newest car, and the same search once", async () => {
    const latest = await latestVehicleId(t.db);
    mine = searchOf(
      await save(demo, {
        name: "  Fords\u0000 ",
        site_query: "?page=2&make=ford&tracking-id=1&sort=price|asc",
        stock_query: `?make=${car.make_slug}&page=2&utm_source=mail&sort=price|asc`,
        alerts: "daily",
      }),
      201,
    );
    expect(mine).toMatchObject({
      name: "Fords",
      site_query: "make=ford&sort=price%7Casc",
      stock_query: `make=${car.make_slug}`,
      alerts: "daily",
      seen_vehicle_id: latest,
      latest_vehicle_id: latest,
      new_count: 0,
      last_alerted_at: null,
    });
    // The same search sent another way: the one already saved, not a second.
    const again = searchOf(
      await save(demo, {
        site_query: "?make=ford&page=3&sort=price|asc",
        stock_query: `make=${car.make_slug.toUpperCase()}&resultsPerPage=24`,
      }),
      200,
    );
    expect(again.id).toBe(mine.id);
    expect((await list(demo)).map((search) => search.id)).toEqual([mine.id]);
  });

  it("counts the cars new since the customer looked, and `seen` starts again from the newest", async () => {
    const plain = searchOf(await save(demo, { name: "Everything", stock_query: "" }), 201);
    const none = searchOf(await save(demo, { name: "Dear", stock_query: "min_price=9000000" }), 201);
    const added = await addCar();
    const searches = await list(demo);
    // Newest first.
    expect(searches.map((search) => search.id)).toEqual([none.id, plain.id, mine.id]);
    expect(searches.map((search) => search.new_count)).toEqual([0, 1, 1]);
    expect(searches[0].latest_vehicle_id).toBe(added);

    // A guest's searches (no sign-in), by their watermarks.
    const counts = await call("POST", "/api/saved-searches/counts", {
      body: {
        searches: [
          { stock_query: `make=${car.make_slug}`, seen_vehicle_id: mine.seen_vehicle_id },
          { stock_query: "min_price=9000000", seen_vehicle_id: 0 },
          { stock_query: "", seen_vehicle_id: added },
          { stock_query: "", seen_vehicle_id: 0 },
        ],
      },
    });
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    const total = await t.db
      .selectFrom("vehicles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "FOR_SALE_RETAIL")
      .executeTakeFirstOrThrow();
    expect(savedSearchCountsAnswer.parse(counts.body).data).toEqual({
      latest_vehicle_id: added,
      counts: [1, 0, 0, Number(total.n)],
    });

    const seen = searchOf(
      await call("PATCH", `/api/saved-searches/${mine.id}`, { token: demo, body: { seen: true } }),
      200,
    );
    expect(seen).toMatchObject({ seen_vehicle_id: added, new_count: 0 });
    await call("DELETE", `/api/saved-searches/${plain.id}`, { token: demo });
    await call("DELETE", `/api/saved-searches/${none.id}`, { token: demo });
  });

  it("renames and changes alerts; alerts turned on watch from the newest car", async () => {
    const quiet = searchOf(await save(demo, { name: "Quiet", stock_query: "max_price=8000" }), 201);
    await addCar();
    const renamed = searchOf(
      await call("PATCH", `/api/saved-searches/${quiet.id}`, {
        token: demo,
        body: { name: "Cheap cars", alerts: "weekly" },
      }),
      200,
    );
    expect(renamed).toMatchObject({ name: "Cheap cars", alerts: "weekly" });
    const row = await t.db
      .selectFrom("saved_searches")
      .selectAll()
      .where("id", "=", quiet.id)
      .executeTakeFirstOrThrow();
    expect(row.alerted_vehicle_id).toBe(await latestVehicleId(t.db));
    expect(row.seen_vehicle_id).toBe(quiet.seen_vehicle_id);
    await call("DELETE", `/api/saved-searches/${quiet.id}`, { token: demo });
  });

  it("answers to its customer only: anyone else finds no such search, and sees none of it", async () => {
    expect(await list(other)).toEqual([]);
    const renamed = await call("PATCH", `/api/saved-searches/${mine.id}`, {
      token: other,
      body: { name: "Mine now" },
    });
    expect(errorOf(renamed, 404).message).toBe("We could not find that saved search");
    expect(JSON.stringify(renamed.body)).not.toContain(mine.stock_query);
    expect((await call("DELETE", `/api/saved-searches/${mine.id}`, { token: other })).status).toBe(404);
    expect(
      (await call("PATCH", "/api/saved-searches/not-an-id", { token: demo, body: { seen: true } })).status,
    ).toBe(404);
    expect((await list(demo)).find((search) => search.id === mine.id)?.name).toBe("Fords");
    // The same search saved by another customer is theirs.
    const theirs = searchOf(
      await save(other, { stock_query: `make=${car.make_slug}`, site_query: "make=ford&sort=price%7Casc" }),
      201,
    );
    expect(theirs.id).not.toBe(mine.id);
    await call("DELETE", `/api/saved-searches/${theirs.id}`, { token: other });
  });

  it("refuses bad input with a 400 that says what is wrong", async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: "x", site_query: "", stock_query: "", colour: "red" }, /^Unknown field: colour$/],
      [{ name: 5, site_query: "", stock_query: "" }, /^name: Expected string/],
      [{ name: "x", site_query: "", stock_query: "", alerts: "hourly" }, /^alerts: /],
      [{ name: " \u0007 ", site_query: "", stock_query: "" }, /^name: Give the search a name/],
      [{ name: "x".repeat(81), site_query: "", stock_query: "" }, /^name: Use a name of at most 80/],
      [{ name: "x", site_query: "", stock_query: "make=no-such-make" }, /^stock_query: /],
      [{ name: "x", site_query: "", stock_query: "distance_from=NOWHERE" }, /^stock_query: distance_from/],
      [
        { name: "x", site_query: `make=${"x".repeat(2_100)}`, stock_query: "" },
        /^site_query: That search is too long/,
      ],
      [{ name: "x", site_query: "" }, /^stock_query: Required/],
      ["not json", /JSON object/],
      [[1, 2], /JSON object/],
      [{ name: "x", site_query: "x".repeat(40_000), stock_query: "" }, /too large/],
    ];
    for (const [body, message] of cases) {
      const answer = await call("POST", "/api/saved-searches", {
        token: demo,
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(errorOf(answer, 400).message, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    const patch = await call("PATCH", `/api/saved-searches/${mine.id}`, { token: demo, body: {} });
    expect(errorOf(patch, 400).message).toBe("Send name, alerts or seen");
    const seenFalse = await call("PATCH", `/api/saved-searches/${mine.id}`, {
      token: demo,
      body: { seen: false },
    });
    expect(errorOf(seenFalse, 400).message).toMatch(/^seen: /);
    const counts = await call("POST", "/api/saved-searches/counts", {
      body: { searches: Array.from({ length: 11 }, () => ({ stock_query: "", seen_vehicle_id: 0 })) },
    });
    expect(errorOf(counts, 400).message).toBe("searches: Send at most 10 searches");
    const badWatermark = await call("POST", "/api/saved-searches/counts", {
      body: { searches: [{ stock_query: "", seen_vehicle_id: "12" }] },
    });
    expect(errorOf(badWatermark, 400).message).toMatch(/^searches\.0\.seen_vehicle_id: /);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES_PER_CUSTOMER} a customer, and says so with a code`, async () => {
    const have = (await list(demo)).length;
    for (let at = have; at < MAX_SAVED_SEARCHES_PER_CUSTOMER; at++)
      searchOf(await save(demo, { name: `Budget ${at}`, stock_query: `max_price=${10_000 + at}` }), 201);
    const refused = errorOf(await save(demo, { name: "One more", stock_query: "max_price=99999" }), 422);
    expect(refused.code).toBe("saved_search_limit");
    expect(refused.message).toContain(String(MAX_SAVED_SEARCHES_PER_CUSTOMER));
    // One already saved is still answered.
    expect((await save(demo, { stock_query: `max_price=${10_000 + have}` })).status).toBe(200);
  });
});

describe("merging a guest's searches on sign-in", () => {
  it("keeps each once, newest first while there is room, and says how many were not kept", async () => {
    const token = await t.signUp("merging.guest@example.com");
    const first = searchOf(await save(token, { name: "Already", stock_query: "max_price=12000" }), 201);
    const latest = await latestVehicleId(t.db);
    const merge = (searches: unknown[]) =>
      call("POST", "/api/saved-searches/merge", { token, body: { searches } });
    const answer = await merge([
      { name: "Newest", site_query: "make=ford", stock_query: "max_price=13000", seen_vehicle_id: 3 },
      { name: "Same again", site_query: "", stock_query: "?max_price=12000&page=4", seen_vehicle_id: 1 },
      { name: "Twice", site_query: "make=ford", stock_query: "max_price=13000", seen_vehicle_id: 1 },
      { name: "Future", site_query: "", stock_query: "max_price=14000", seen_vehicle_id: latest + 500 },
      { name: "Gone", site_query: "", stock_query: "make=no-such-make", seen_vehicle_id: 0 },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const merged = savedSearchMergeAnswer.parse(answer.body).data;
    expect(merged).toMatchObject({ kept: 4, not_kept: 0, unreadable: 1 });
    expect(merged.searches.map((search) => [search.name, search.seen_vehicle_id])).toEqual([
      ["Newest", 3],
      ["Future", latest],
      ["Already", first.seen_vehicle_id],
    ]);

    // Up to the cap: the newest sent are kept.
    for (let at = 3; at < MAX_SAVED_SEARCHES_PER_CUSTOMER - 1; at++)
      searchOf(await save(token, { name: `Budget ${at}`, stock_query: `max_price=${20_000 + at}` }), 201);
    const full = savedSearchMergeAnswer.parse(
      (
        await merge([
          { name: "Kept", site_query: "", stock_query: "max_price=30001", seen_vehicle_id: 0 },
          { name: "Left out", site_query: "", stock_query: "max_price=30002", seen_vehicle_id: 0 },
          { name: "Left out too", site_query: "", stock_query: "max_price=30003", seen_vehicle_id: 0 },
        ])
      ).body,
    ).data;
    expect(full).toMatchObject({ kept: 1, not_kept: 2, unreadable: 0 });
    expect(full.searches).toHaveLength(MAX_SAVED_SEARCHES_PER_CUSTOMER);
    expect(full.searches[0].name).toBe("Kept");
    const tooMany = await merge(
      Array.from({ length: 11 }, () => ({ name: "x", site_query: "", stock_query: "", seen_vehicle_id: 0 })),
    );
    expect(errorOf(tooMany, 400).message).toBe("searches: Send at most 10 searches");
    expect((await call("POST", "/api/saved-searches/merge", { body: { searches: [] } })).status).toBe(401);
  });
});

describe("what the alert job reads and writes", () => {
  it("finds the searches due, their new cars, and moves their watermark on", async () => {
    const token = await t.signUp("alerted@example.com");
    const daily = searchOf(
      await save(token, { name: "Daily", stock_query: `make=${car.make_slug}`, alerts: "daily" }),
      201,
    );
    const instant = searchOf(
      await save(token, {
        name: "Instant",
        stock_query: `make=${car.make_slug}&status=sold`,
        alerts: "instant",
      }),
      201,
    );
    const added = await addCar();
    const soon = new Date(TEST_NOW.getTime() + 60 * 60 * 1000);
    const tomorrow = new Date(TEST_NOW.getTime() + 25 * 60 * 60 * 1000);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids(await searchesDueForAlerts(t.db, "daily", soon, 100))).not.toContain(daily.id);
    expect(ids(await searchesDueForAlerts(t.db, "daily", tomorrow, 100))).toContain(daily.id);
    expect(ids(await searchesDueForAlerts(t.db, "instant", soon, 100))).toContain(instant.id);
    expect(ids(await searchesDueForAlerts(t.db, "weekly", tomorrow, 100))).not.toContain(daily.id);

    const [due] = (await searchesDueForAlerts(t.db, "daily", tomorrow, 100)).filter(
      (row) => row.id === daily.id,
    );
    expect(await newMatches(t.db, due.stock_query, due.alerted_vehicle_id, 10, { today: TEST_NOW })).toEqual([
      added,
    ]);
    expect(await newMatches(t.db, instant.stock_query, 0, 10, { today: TEST_NOW })).toEqual(
      expect.not.arrayContaining([added]),
    );
    await markAlerted(t.db, daily.id, added, tomorrow);
    // The watermark never moves back.
    await markAlerted(t.db, daily.id, 1, tomorrow);
    const row = await t.db
      .selectFrom("saved_searches")
      .selectAll()
      .where("id", "=", daily.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ alerted_vehicle_id: added, last_alerted_at: tomorrow.toISOString() });
    expect(ids(await searchesDueForAlerts(t.db, "daily", tomorrow, 100))).not.toContain(daily.id);
    expect(await newMatches(t.db, row.stock_query, row.alerted_vehicle_id, 10)).toEqual([]);
  });
});

describe("car alerts", () => {
  it("follows a car, changes what to hear, lists and stops; only the customer's own", async () => {
    const path = `/api/car-alerts/${car.id}`;
    const made = await call("PUT", path, {
      token: demo,
      body: { price_drop: true, reserved: false, sold: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(carAlertAnswer.parse(made.body).data).toMatchObject({
      vehicle_id: car.id,
      price_drop: true,
      reserved: false,
      sold: true,
      last_price: car.final_price + car.admin_fee,
      last_status: "FOR_SALE_RETAIL",
      vehicle: { price: car.final_price + car.admin_fee, status: "FOR_SALE_RETAIL" },
    });
    const changed = await call("PUT", path, {
      token: demo,
      body: { price_drop: true, reserved: true, sold: true },
    });
    expect(changed.status).toBe(200);
    const listed = carAlertListAnswer.parse(
      (await call("GET", "/api/car-alerts", { token: demo })).body,
    ).data;
    expect(listed.map((alert) => [alert.vehicle_id, alert.reserved])).toEqual([[car.id, true]]);
    expect(
      carAlertListAnswer.parse((await call("GET", "/api/car-alerts", { token: other })).body).data,
    ).toEqual([]);
    expect((await call("DELETE", path, { token: other })).status).toBe(404);

    // What the alert job finds: a lower price, then the car reserved.
    expect((await carAlertsDue(t.db, 100)).filter((due) => due.vehicle_id === car.id)).toEqual([]);
    await t.db
      .updateTable("vehicles")
      .set({ final_price: car.final_price - 500 })
      .where("id", "=", car.id)
      .execute();
    const [dropped] = await carAlertsDue(t.db, 100);
    expect(dropped).toMatchObject({
      vehicle_id: car.id,
      kinds: ["price_drop"],
      price: car.final_price - 500 + car.admin_fee,
    });
    await markCarAlerted(t.db, dropped.customer_id, car.id, dropped, TEST_NOW);
    expect(await carAlertsDue(t.db, 100)).toEqual([]);
    await t.db.updateTable("vehicles").set({ status: "RESERVED" }).where("id", "=", car.id).execute();
    expect((await carAlertsDue(t.db, 100)).map((due) => due.kinds)).toEqual([["reserved"]]);
    await t.db
      .updateTable("vehicles")
      .set({ status: "FOR_SALE_RETAIL", final_price: car.final_price })
      .where("id", "=", car.id)
      .execute();

    expect((await call("DELETE", path, { token: demo })).status).toBe(200);
    expect((await call("DELETE", path, { token: demo })).status).toBe(404);
  });

  it("refuses an unknown car, bad input and more than the cap", async () => {
    const body = { price_drop: true, reserved: true, sold: true };
    expect(errorOf(await call("PUT", "/api/car-alerts/999999", { token: demo, body }), 404).message).toMatch(
      /car/,
    );
    expect((await call("PUT", "/api/car-alerts/abc", { token: demo, body })).status).toBe(404);
    expect((await call("PUT", `/api/car-alerts/${car.id}`, { body })).status).toBe(401);
    const bad: [unknown, RegExp][] = [
      [{ ...body, colour: "red" }, /^Unknown field: colour$/],
      [{ ...body, sold: "yes" }, /^sold: Expected boolean/],
      [{ price_drop: false, reserved: false, sold: false }, /^Choose at least one alert/],
    ];
    for (const [sent, message] of bad)
      expect(
        errorOf(await call("PUT", `/api/car-alerts/${car.id}`, { token: demo, body: sent }), 400).message,
      ).toMatch(message);
    const token = await t.signUp("follows.many@example.com");
    const cars = await t.db
      .selectFrom("vehicles")
      .select("id")
      .orderBy("id")
      .limit(MAX_CAR_ALERTS_PER_CUSTOMER + 1)
      .execute();
    for (const { id } of cars.slice(0, MAX_CAR_ALERTS_PER_CUSTOMER))
      expect((await call("PUT", `/api/car-alerts/${id}`, { token, body })).status).toBe(201);
    const refused = errorOf(await call("PUT", `/api/car-alerts/${cars.at(-1)!.id}`, { token, body }), 422);
    expect(refused).toMatchObject({ code: "car_alert_limit" });
    expect(refused.message).toContain(String(MAX_CAR_ALERTS_PER_CUSTOMER));
    // A car already followed can still be changed at the cap.
    expect(
      (await call("PUT", `/api/car-alerts/${cars[0].id}`, { token, body: { ...body, sold: false } })).status,
    ).toBe(200);
  });
});
