import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../accounts/seed";
import { TEST_NOW, accountsForTests } from "../accounts/test-support";
import {
  MAX_CAR_ALERTS_PER_CUSTOMER,
  MAX_SAVED_SEARCHES_PER_CUSTOMER,
  carAlertAnswer,
  carAlertListAnswer,
  savedSearchAnswer,
  savedSearchClaimAnswer,
  savedSearchListAnswer,
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
/** Saves a search: the customer's with a token, a guest's with `undefined`. */
const save = (token: string | undefined, body: Record<string, unknown>) =>
  call("POST", "/api/saved-searches", { token, body: { name: "My search", site_query: "", ...body } });
/** A guest's search, made: its answer. */
const guestSearch = async (body: Record<string, unknown>) => searchOf(await save(undefined, body), 201);
const lookup = async (ids: string[]) => {
  const answer = await call("POST", "/api/saved-searches/lookup", { body: { ids } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return savedSearchListAnswer.parse(answer.body).data;
};
const customerOfRow = async (id: string) =>
  (await t.db.selectFrom("saved_searches").select("customer_id").where("id", "=", id).executeTakeFirst())
    ?.customer_id;
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
    // A token sent is never taken for a guest: one that names no working login is a 401.
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
    const tooMany = await call("POST", "/api/saved-searches/lookup", {
      body: { ids: Array.from({ length: 11 }, () => mine.id) },
    });
    expect(errorOf(tooMany, 400).message).toBe("ids: Send at most 10 ids");
    const notAnId = await call("POST", "/api/saved-searches/lookup", { body: { ids: [mine.id, "x"] } });
    expect(errorOf(notAnId, 400).message).toBe("ids.1: Not a saved search id");
    const claimNotAnId = await call("POST", "/api/saved-searches/claim", {
      token: demo,
      body: { ids: ["1"] },
    });
    expect(errorOf(claimNotAnId, 400).message).toBe("ids.0: Not a saved search id");
    const noIds = await call("POST", "/api/saved-searches/lookup", { body: {} });
    expect(errorOf(noIds, 400).message).toBe("ids: Required");
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

describe("a guest's saved searches", () => {
  it("are saved without a token, owned by their id, and looked up with their new cars", async () => {
    const latest = await latestVehicleId(t.db);
    const fords = await guestSearch({
      name: "Fords",
      site_query: "make=ford",
      stock_query: `make=${car.make_slug}`,
    });
    expect(fords).toMatchObject({ name: "Fords", alerts: "off", seen_vehicle_id: latest, new_count: 0 });
    expect(await customerOfRow(fords.id)).toBeNull();
    // Guests are anonymous: the same search saved again is another guest's, never the first.
    const again = await guestSearch({
      name: "Fords",
      site_query: "make=ford",
      stock_query: `make=${car.make_slug}`,
    });
    expect(again.id).not.toBe(fords.id);
    const dear = await guestSearch({ name: "Dear", stock_query: "min_price=9000000" });
    const added = await addCar();

    // In the order sent; an unknown id and a customer's search are simply absent.
    const customers = (await list(demo))[0];
    const found = await lookup([dear.id, crypto.randomUUID(), customers.id, fords.id]);
    expect(found.map((search) => [search.id, search.new_count])).toEqual([
      [dear.id, 0],
      [fords.id, 1],
    ]);
    expect(found[1]).toMatchObject({ latest_vehicle_id: added, seen_vehicle_id: latest, name: "Fords" });
    // Looking up with a token changes nothing: only guest searches are answered.
    const withToken = await call("POST", "/api/saved-searches/lookup", {
      token: demo,
      body: { ids: [customers.id] },
    });
    expect(savedSearchListAnswer.parse(withToken.body).data).toEqual([]);
    for (const search of [fords, again, dear]) await call("DELETE", `/api/saved-searches/${search.id}`);
  });

  it("may be renamed, marked seen and deleted without a token, but never ask for alerts", async () => {
    const mine = await guestSearch({ name: "Cheap", stock_query: "max_price=8000" });
    const added = await addCar();
    const renamed = searchOf(
      await call("PATCH", `/api/saved-searches/${mine.id}`, { body: { name: "Cheap cars", seen: true } }),
      200,
    );
    expect(renamed).toMatchObject({ name: "Cheap cars", seen_vehicle_id: added, new_count: 0 });
    expect((await lookup([mine.id]))[0]).toMatchObject({ name: "Cheap cars", seen_vehicle_id: added });

    for (const alerts of ["daily", "off"]) {
      const patched = await call("PATCH", `/api/saved-searches/${mine.id}`, { body: { alerts } });
      expect(errorOf(patched, 400).message).toMatch(/^alerts: Alerts need an account/);
    }
    const withAlerts = await save(undefined, { stock_query: "max_price=9000", alerts: "instant" });
    expect(errorOf(withAlerts, 400).message).toMatch(/^alerts: Alerts need an account/);

    // A customer's token acts on the customer's searches only: a guest's is no search of theirs.
    expect(
      (await call("PATCH", `/api/saved-searches/${mine.id}`, { token: demo, body: { name: "Mine" } })).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/saved-searches/${mine.id}`, { token: demo })).status).toBe(404);

    expect(await call("DELETE", `/api/saved-searches/${mine.id}`)).toMatchObject({
      status: 200,
      body: { data: { id: mine.id, deleted: true } },
    });
    expect(await lookup([mine.id])).toEqual([]);
    expect((await call("DELETE", `/api/saved-searches/${mine.id}`)).status).toBe(404);
  });

  it("cannot reach a customer's search without its token", async () => {
    const theirs = searchOf(await save(other, { name: "Theirs", stock_query: "max_price=7000" }), 201);
    const renamed = await call("PATCH", `/api/saved-searches/${theirs.id}`, { body: { name: "Stolen" } });
    expect(errorOf(renamed, 404).message).toBe("We could not find that saved search");
    expect((await call("PATCH", `/api/saved-searches/${theirs.id}`, { body: { seen: true } })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/api/saved-searches/${theirs.id}`)).status).toBe(404);
    expect((await list(other)).map((search) => [search.id, search.name])).toEqual([[theirs.id, "Theirs"]]);
    await call("DELETE", `/api/saved-searches/${theirs.id}`, { token: other });
  });

  it("are claimed on sign-in: moved, or dropped as already saved, while under the cap; others ignored", async () => {
    const token = await t.signUp("claiming.guest@example.com");
    const already = searchOf(await save(token, { name: "Already", stock_query: "max_price=12000" }), 201);
    const demosOwn = (await list(demo))[0];
    const older = await guestSearch({
      name: "Older",
      stock_query: "max_price=13000",
      site_query: "make=ford",
    });
    const duplicate = await guestSearch({ name: "Same again", stock_query: "?max_price=12000&page=4" });
    const twice = await guestSearch({
      name: "Twice",
      stock_query: "max_price=13000",
      site_query: "make=ford",
    });
    const newest = await guestSearch({ name: "Newest", stock_query: `make=${car.make_slug}` });
    await addCar();
    const claim = (ids: string[], bearer: string | null = token) =>
      call("POST", "/api/saved-searches/claim", { token: bearer ?? undefined, body: { ids } });

    expect((await claim([newest.id], null)).status).toBe(401);
    expect((await claim([newest.id], "not-a-real-token-but-long-enough")).status).toBe(401);
    const answer = await claim([newest.id, twice.id, duplicate.id, older.id, already.id, demosOwn.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const claimed = savedSearchClaimAnswer.parse(answer.body).data;
    expect(claimed).toMatchObject({ kept: 4, not_kept: [] });
    // Newest first, as GET lists them; each moved one keeps its seen watermark, so the car added is still new to it.
    expect(claimed.searches.map((search) => [search.id, search.new_count])).toEqual([
      [newest.id, 1],
      [twice.id, 1],
      [already.id, 1],
    ]);
    expect(claimed.searches[0]).toMatchObject({ name: "Newest", seen_vehicle_id: newest.seen_vehicle_id });
    expect(await list(token)).toEqual(claimed.searches);
    // The guest duplicates of searches already on the account are deleted; the rest are the customer's now.
    expect(await customerOfRow(duplicate.id)).toBeUndefined();
    expect(await customerOfRow(older.id)).toBeUndefined();
    expect(await lookup([newest.id, twice.id, duplicate.id, older.id])).toEqual([]);
    // Another customer's id is ignored: still theirs.
    expect((await list(demo)).map((search) => search.id)).toContain(demosOwn.id);
    // Claimed again (or by someone else): no longer a guest's, so nothing happens.
    const otherClaim = savedSearchClaimAnswer.parse((await claim([newest.id], other)).body).data;
    expect(otherClaim).toMatchObject({ kept: 0, not_kept: [] });
    expect(await customerOfRow(newest.id)).not.toBeNull();
    expect(otherClaim.searches.map((search) => search.id)).not.toContain(newest.id);

    // Up to the cap: the newest sent are kept, the rest stay the guest's and are named.
    for (let at = 3; at < MAX_SAVED_SEARCHES_PER_CUSTOMER - 1; at++)
      searchOf(await save(token, { name: `Budget ${at}`, stock_query: `max_price=${20_000 + at}` }), 201);
    const leftOut = await guestSearch({ name: "Left out", stock_query: "max_price=30001" });
    const leftOutToo = await guestSearch({ name: "Left out too", stock_query: "max_price=30002" });
    const kept = await guestSearch({ name: "Kept", stock_query: "max_price=30003" });
    const sameAtCap = await guestSearch({ name: "Same", stock_query: "max_price=12000" });
    const full = savedSearchClaimAnswer.parse(
      (await claim([sameAtCap.id, kept.id, leftOutToo.id, leftOut.id])).body,
    ).data;
    expect(full).toMatchObject({ kept: 2, not_kept: [leftOutToo.id, leftOut.id] });
    expect(full.searches).toHaveLength(MAX_SAVED_SEARCHES_PER_CUSTOMER);
    expect(full.searches[0].id).toBe(kept.id);
    expect((await lookup([leftOut.id, leftOutToo.id, sameAtCap.id])).map((search) => search.id)).toEqual([
      leftOut.id,
      leftOutToo.id,
    ]);
    for (const search of [leftOut, leftOutToo]) await call("DELETE", `/api/saved-searches/${search.id}`);
  });

  it("are never due for alerts", async () => {
    const guest = await guestSearch({ name: "Guest", stock_query: `make=${car.make_slug}` });
    // Alerts cannot be asked for without an account; set here, the alert job still never reads a guest's search.
    await t.db.updateTable("saved_searches").set({ alerts: "instant" }).where("id", "=", guest.id).execute();
    const tomorrow = new Date(TEST_NOW.getTime() + 25 * 60 * 60 * 1000);
    const due = await searchesDueForAlerts(t.db, "instant", tomorrow, 1000);
    expect(due.map((row) => row.id)).not.toContain(guest.id);
    expect(due.every((row) => typeof row.customer_id === "number")).toBe(true);
    await call("DELETE", `/api/saved-searches/${guest.id}`);
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
