import { afterEach, expect, it, vi } from "vitest";
import nodemailer from "nodemailer";
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { unsubscribeAnswer } from "../contract/alerts";
import type { AlertFrequency } from "../contract/saved-searches";
import type { DealerDatabase, DealerDb } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { deliverOutbox, mailSettingsFromEnv } from "../mail/deliver";
import { signUnsubscribe } from "../mail/unsubscribe-token";
import { startTestSmtp } from "../mail/test-smtp";
import { latestVehicleId } from "../saved-searches/new-since";
import { seedStockAndContent } from "../test-postgres";
import { describeOnEachEngine } from "../test-engines";
import { runAlerts } from "./run";
import { alertRoutes } from "./unsubscribe";

/** The alert job over a small stock, on both engines, with a clock the test moves (`at`). */

const NOW = new Date("2026-11-23T10:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const SITE = "https://cars.example";
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

const run = (db: DealerDb, now: Date, extra: Partial<Parameters<typeof runAlerts>[1]> = {}) =>
  runAlerts(db, { now, siteUrl: SITE, secret: SECRET, today: NOW, ...extra });

async function prepared(opened: DealerDatabase) {
  const { db } = opened;
  await migrateToLatest(db);
  await seedStockAndContent(opened, { count: 60, seed: 20261101, today: NOW });
  const car = await db
    .selectFrom("vehicles")
    .select(["id", "make_slug", "final_price", "admin_fee", "slug"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return { db, car };
}

async function customer(db: DealerDb, email: string, firstName = "Sam"): Promise<number> {
  const row = await db
    .insertInto("customers")
    .values({
      email,
      first_name: firstName,
      last_name: "Lee",
      telephone: "07700 900111",
      password_hash: "scrypt$unused",
      created_at: NOW.toISOString(),
      confirmed_at: NOW.toISOString(),
      password_changed_at: NOW.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function search(
  db: DealerDb,
  customerId: number | null,
  stockQuery: string,
  { alerts = "instant", name = "My Fords" }: { alerts?: AlertFrequency; name?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const latest = await latestVehicleId(db);
  const created = at(-48).toISOString();
  await db
    .insertInto("saved_searches")
    .values({
      id,
      customer_id: customerId,
      name,
      site_query: "make=ford",
      stock_query: stockQuery,
      alerts,
      seen_vehicle_id: latest,
      alerted_vehicle_id: latest,
      last_alerted_at: null,
      created_at: created,
      updated_at: created,
    })
    .execute();
  return id;
}

/** A new car like `like` (same make, price and status): the newest id. */
async function addCar(db: DealerDb, like: number): Promise<number> {
  const id = (await latestVehicleId(db)) + 1;
  const row = await db.selectFrom("vehicles").selectAll().where("id", "=", like).executeTakeFirstOrThrow();
  const details = await db
    .selectFrom("vehicle_details")
    .selectAll()
    .where("vehicle_id", "=", like)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("vehicles")
    .values({ ...row, id, slug: `${row.slug}-new-${id}`, vrm: `NEW${id}`, stock_id: `NEW${id}` })
    .execute();
  await db
    .insertInto("vehicle_details")
    .values({ ...details, vehicle_id: id })
    .execute();
  return id;
}

const outbox = (db: DealerDb) => db.selectFrom("outbox").selectAll().orderBy("id").execute();

async function follow(db: DealerDb, customerId: number, vehicleId: number) {
  const car = await db
    .selectFrom("vehicles")
    .select(["final_price", "admin_fee", "status"])
    .where("id", "=", vehicleId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("car_alerts")
    .values({
      customer_id: customerId,
      vehicle_id: vehicleId,
      price_drop: 1,
      reserved: 1,
      sold: 1,
      last_price: car.final_price + car.admin_fee,
      last_status: car.status,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

function unsubscribeApp(db: DealerDb) {
  const app = new Hono();
  app.route("/", alertRoutes({ db, secret: SECRET, now: () => NOW }));
  return {
    get: (token: string) => app.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
    post: (token: string) =>
      app.request("/api/alerts/unsubscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      }),
  };
}

await describeOnEachEngine("the alert job", (engine) => {
  async function opened() {
    const database = await engine.open();
    closing.push(() => database.db.destroy());
    return prepared(database);
  }

  it("e-mails a search's new car once, with its price, monthly figure, example, links and unsubscribe headers; a second car once more", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    const id = await search(db, sam, `make=${car.make_slug}`);
    expect((await run(db, at(0))).searchEmails).toBe(0);
    const first = await addCar(db, car.id);
    const report = await run(db, at(1));
    expect(report).toMatchObject({ searches: 1, searchEmails: 1 });
    const [mail, ...others] = await outbox(db);
    expect(others).toHaveLength(0);
    expect(mail.to_address).toBe("sam@example.com");
    expect(mail.dedupe_key).toBe(`search:${id}:${first}`);
    expect(mail.subject).toBe('A new car for "My Fords"');
    const headers = JSON.parse(mail.headers_json!) as Record<string, string>;
    const unsubscribe = headers["List-Unsubscribe"]!.match(
      /^<(https:\/\/cars\.example\/alerts\/unsubscribe\/(\S+))>$/,
    );
    expect(unsubscribe).not.toBeNull();
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.body_text).toContain(unsubscribe![1]);
    expect(mail.body_html).toContain(unsubscribe![1]);
    const price = (car.final_price + car.admin_fee).toLocaleString("en-GB");
    expect(mail.body_text).toContain(`Cash price £${price}`);
    expect(mail.body_text).toMatch(
      /£[\d,]+\.\d\d a month \(HP over 48 months, £1,000 deposit, 8,000 miles a year\)/,
    );
    expect(mail.body_text).toContain("Representative example: cash price £");
    expect(mail.body_text).toContain(`${SITE}/used/cars/${car.slug}-new-${first}`);
    expect(mail.body_text).toContain(`${SITE}/used/cars/search?make=ford`);
    expect(mail.body_text).toContain(`${SITE}/saved-searches`);
    expect(mail.body_html).toContain("Representative example:");
    // Never small print: the example is the size of the figure it explains.
    expect(mail.body_html).toMatch(/<p style="margin:0 0 4px">Representative example:/);

    // Again: nothing new, nothing sent.
    expect((await run(db, at(2))).searchEmails).toBe(0);
    const second = await addCar(db, car.id);
    expect((await run(db, at(3))).searchEmails).toBe(1);
    const mails = await outbox(db);
    expect(mails).toHaveLength(2);
    expect(mails[1].dedupe_key).toBe(`search:${id}:${second}`);
    expect(mails[1].body_text).not.toContain(`-new-${first}`);
  });

  it("lists at most carsPerEmail cars, the newest, and counts the rest", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    await search(db, sam, `make=${car.make_slug}`);
    const added: number[] = [];
    for (let n = 0; n < 5; n++) added.push(await addCar(db, car.id));
    expect((await run(db, at(1), { carsPerEmail: 2 })).searchEmails).toBe(1);
    const [mail] = await outbox(db);
    expect(mail.subject).toBe('5 new cars for "My Fords"');
    expect(mail.body_text).toContain("…and 3 more");
    expect(mail.body_text).toContain(`-new-${added[4]}`);
    expect(mail.body_text).toContain(`-new-${added[3]}`);
    expect(mail.body_text).not.toContain(`-new-${added[2]}\n`);
    expect((await run(db, at(2))).searchEmails).toBe(0);
  });

  it("e-mails a daily search at most once a day", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    await search(db, sam, `make=${car.make_slug}`, { alerts: "daily" });
    await addCar(db, car.id);
    expect((await run(db, at(0))).searchEmails).toBe(1);
    await addCar(db, car.id);
    expect((await run(db, at(1))).searches).toBe(0);
    expect((await run(db, at(23))).searchEmails).toBe(0);
    expect((await run(db, at(24))).searchEmails).toBe(1);
    expect(await outbox(db)).toHaveLength(2);
  });

  it("never alerts a guest's search, and escapes a name in the HTML", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com", "<b>Sam</b>");
    await search(db, null, `make=${car.make_slug}`);
    await search(db, sam, `make=${car.make_slug}`, { name: '<script>alert("x")</script>' });
    await addCar(db, car.id);
    expect(await run(db, at(1))).toMatchObject({ searches: 1, searchEmails: 1 });
    const [mail, ...others] = await outbox(db);
    expect(others).toHaveLength(0);
    expect(mail.body_html).not.toContain("<script>");
    expect(mail.body_html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.body_html).toContain("Hello &lt;b&gt;Sam&lt;/b&gt;,");
    expect(mail.body_text).toContain('"<script>alert("x")</script>"');
  });

  it("e-mails a followed car's price drop once, moves the baseline on a rise, and e-mails its reservation once", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    await follow(db, sam, car.id);
    const price = (value: number) =>
      db.updateTable("vehicles").set({ final_price: value }).where("id", "=", car.id).execute();
    await price(car.final_price - 500);
    expect((await run(db, at(1))).carEmails).toBe(1);
    expect((await run(db, at(2))).carEmails).toBe(0);
    let mails = await outbox(db);
    expect(mails).toHaveLength(1);
    const dropped = car.final_price - 500 + car.admin_fee;
    expect(mails[0].dedupe_key).toBe(`car:${sam}:${car.id}:price_drop:${dropped.toFixed(2)}`);
    expect(mails[0].subject).toMatch(/^Price drop: .+ is now £/);
    expect(mails[0].body_text).toContain("Representative example:");
    expect(JSON.parse(mails[0].headers_json!)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A rise: no e-mail, the baseline moves; a fall back to the old price is then news.
    await price(car.final_price + 1000);
    expect(await run(db, at(3))).toMatchObject({ carEmails: 0, rebased: 1 });
    const alert = await db.selectFrom("car_alerts").selectAll().executeTakeFirstOrThrow();
    expect(alert.last_price).toBe(car.final_price + 1000 + car.admin_fee);
    await price(car.final_price);
    expect((await run(db, at(4))).carEmails).toBe(1);

    await db.updateTable("vehicles").set({ status: "RESERVED" }).where("id", "=", car.id).execute();
    expect((await run(db, at(5))).carEmails).toBe(1);
    expect((await run(db, at(6))).carEmails).toBe(0);
    mails = await outbox(db);
    expect(mails).toHaveLength(3);
    expect(mails[2].dedupe_key).toBe(`car:${sam}:${car.id}:reserved:RESERVED`);
    expect(mails[2].subject).toMatch(/has been reserved$/);
  });

  it("stops a search's alerts by its unsubscribe link (POST, idempotent) and refuses a tampered token", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    const id = await search(db, sam, `make=${car.make_slug}`);
    await addCar(db, car.id);
    await run(db, at(1));
    const [mail] = await outbox(db);
    const token = JSON.parse(mail.headers_json!)["List-Unsubscribe"].match(
      /unsubscribe\/([^>]+)>/,
    )[1] as string;
    const api = unsubscribeApp(db);

    const looked = await api.get(token);
    expect(looked.status).toBe(200);
    expect(unsubscribeAnswer.parse(await looked.json()).data).toEqual({ kind: "search", name: "My Fords" });
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "BB" : "AA"}`;
    expect((await api.get(tampered)).status).toBe(404);
    expect((await api.post(tampered)).status).toBe(404);
    // Another customer's token for the same search id: not theirs.
    const other = signUnsubscribe({ kind: "search", id, customerId: sam + 1 }, SECRET);
    expect((await api.post(other)).status).toBe(404);

    for (let time = 0; time < 2; time++) {
      const answer = await api.post(token);
      expect(answer.status).toBe(200);
      expect(unsubscribeAnswer.parse(await answer.json()).data).toEqual({ kind: "search", name: "My Fords" });
    }
    const row = await db
      .selectFrom("saved_searches")
      .select("alerts")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.alerts).toBe("off");
    await addCar(db, car.id);
    expect((await run(db, at(2))).searchEmails).toBe(0);
    expect(await outbox(db)).toHaveLength(1);
  });

  it("stops following a car by its unsubscribe link", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    await follow(db, sam, car.id);
    const token = signUnsubscribe({ kind: "car", id: String(car.id), customerId: sam }, SECRET);
    const api = unsubscribeApp(db);
    const answer = await api.post(token);
    expect(answer.status).toBe(200);
    expect(unsubscribeAnswer.parse(await answer.json()).data.kind).toBe("car");
    expect(await db.selectFrom("car_alerts").selectAll().execute()).toHaveLength(0);
    expect((await api.post(token)).status).toBe(200);
  });

  it("sends each e-mail once with two runners at once on one database", async () => {
    const twice = await engine.openTwice();
    closing.push(twice.close);
    const { db, car } = await prepared(twice.first);
    const second = twice.second.db;
    const ids: string[] = [];
    for (let n = 0; n < 3; n++)
      ids.push(await search(db, await customer(db, `c${n}@example.com`), `make=${car.make_slug}`));
    const sam = await customer(db, "sam@example.com");
    await follow(db, sam, car.id);
    await addCar(db, car.id);
    await db.updateTable("vehicles").set({ status: "SOLD" }).where("id", "=", car.id).execute();
    const reports = await Promise.all([run(db, at(1)), run(second, at(1))]);
    // One took the lock; with the lock given up between runs, the dedupe keys and watermarks still hold.
    expect(reports.filter((report) => report.skipped === "locked").length).toBeLessThanOrEqual(1);
    await Promise.all([run(db, at(2)), run(second, at(2))]);
    const keys = (await outbox(db)).map((mail) => mail.dedupe_key);
    expect(keys).toHaveLength(4);
    for (const id of ids) expect(keys.filter((key) => key?.startsWith(`search:${id}:`))).toHaveLength(1);
    expect(keys).toContain(`car:${sam}:${car.id}:sold:SOLD`);
  });

  it("runs then delivers over SMTP: the received message has its headers, text part and HTML part", async () => {
    const { db, car } = await opened();
    const sam = await customer(db, "sam@example.com");
    await search(db, sam, `make=${car.make_slug}`, { name: "Fords <cheap>" });
    await addCar(db, car.id);
    await run(db, at(1));
    const smtp = await startTestSmtp();
    closing.push(smtp.close);
    const { transport } = mailSettingsFromEnv({ SMTP_URL: smtp.url });
    closing.push(async () => (transport as ReturnType<typeof nodemailer.createTransport>).close());
    const delivered = await deliverOutbox(db, transport, at(1), { from: "Cars <alerts@cars.example>" });
    expect(delivered.sent).toBe(1);
    const [received] = smtp.received;
    expect(received.subject).toBe('A new car for "Fords <cheap>"');
    expect([received.to].flat()[0]?.text).toBe("sam@example.com");
    const header = (name: string) =>
      received.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toMatch(
      /^<https:\/\/cars\.example\/alerts\/unsubscribe\/v1\.[\w.-]+>$/,
    );
    expect(received.text).toContain("Representative example:");
    expect(received.html).toContain("Fords &lt;cheap&gt;");
    expect(received.html).toContain("Representative example:");
  });
});
