import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountRoutes } from "../accounts/routes";
import { DEMO_CUSTOMER, seedDemoCustomer } from "../accounts/seed";
import { findForm } from "../content/form-routes";
import { savedDealAnswer, type SavedDeal } from "../contract/deals";
import { apiError } from "../contract/envelope";
import { FORM_IDS } from "../contract/forms";
import { reservationAnswer, type Reservation } from "../contract/reservations";
import { valuationProcessAnswer } from "../contract/valuations";
import { seedBranchSettings } from "../deals/branch-settings";
import { dealRoutes } from "../deals/routes";
import { goodAnswers } from "../forms/test-support";
import { embeddedPlaces } from "../places/embedded";
import { formatVrm, vrmPattern } from "../stock/plates";
import { TEST_NOW, TEST_TODAY, goodValuationAnswers, valuationsForTests } from "../valuations/test-support";
import { reservationRoutes } from "./routes";

/**
 * A reservation carrying the shopper's stored deal (contract/reservations.ts `deal_id`, `deal`): on SQLite, and on
 * PostgreSQL under vitest.postgres.config.ts.
 */
let t: Awaited<ReturnType<typeof valuationsForTests>>;
let app: Hono;
let clock = TEST_NOW;
let cars: { id: number; vrm: string; slug: string }[];
let valuationId: string;
let demo: string;
let other: string;
let carIndex = 0;
const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);
const limit = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 };

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
  const today = () => TEST_TODAY;
  app = new Hono();
  app.route("/", accountRoutes({ db: t.db, now, siteUrl: "https://site.test" }));
  app.route("/", dealRoutes({ db: t.db, places: embeddedPlaces, now, today, limit }));
  app.route("/", reservationRoutes({ db: t.db, now, limit, places: embeddedPlaces, today }));
  cars = await t.db
    .selectFrom("vehicles")
    .select(["id", "vrm", "slug"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("final_price", ">", 8000)
    .orderBy("id")
    .execute();
  const registered = (
    await t.db.selectFrom("registered_vehicles").selectAll().where("vehicle_type", "=", "CAR").execute()
  ).find((row) => vrmPattern.test(row.vrm))!;
  const made = await t.post(
    "/valuations/process",
    goodValuationAnswers(registered.vrm, { mileage: registered.recorded_mileage }),
  );
  valuationId = valuationProcessAnswer.parse(made.body).data.id;
  demo = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  other = await signUp("other.reserver@example.com");
});
afterAll(async () => {
  logged.mockRestore();
  await t.db.destroy();
});

/** A car no other test reserves. */
const nextCar = () => cars[carIndex++]!;

/** A deal on the car saved as a guest's, or the customer's with their token. */
async function saveDeal(car: { vrm: string }, token?: string): Promise<SavedDeal> {
  const body = {
    vrm: formatVrm(car.vrm),
    valuation_id: valuationId,
    cash_deposit: 500,
    finance: { product: "HP", term: 48, annual_mileage: 10_000 },
    delivery_postcode: "BS1 4DJ",
  };
  const answer = await call("POST", "/api/deals", { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return savedDealAnswer.parse(answer.body).data;
}

async function reserve(car: { id: number; vrm: string; slug: string }, dealId?: unknown, token?: string) {
  const body = {
    ...goodAnswers((await findForm(t.db, FORM_IDS.reservation))!),
    vehicle_id: car.id,
    vehicle_vrm: car.vrm,
    terms: true,
    opt_in: { email: true },
    ...(dealId === undefined ? {} : { deal_id: dealId }),
  };
  return call("POST", `/api/reserve/${car.slug}`, { body, token });
}
const reserved = (answer: { status: number; body: unknown }): Reservation => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return reservationAnswer.parse(answer.body).data;
};
const storedDealId = async (id: string) =>
  (await t.db.selectFrom("reservations").select("deal_id").where("id", "=", id).executeTakeFirstOrThrow())
    .deal_id;

/** The deal as GET /api/deals/{id} answers it now. */
async function dealNow(id: string, token?: string) {
  const answer = await call("GET", `/api/deals/${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return savedDealAnswer.parse(answer.body).data.answer;
}

describe("POST /api/reserve/{slug} with deal_id", () => {
  it("stores the car's guest deal and answers it priced as GET /api/deals/{id} prices it, held and paid", async () => {
    const car = nextCar();
    const deal = await saveDeal(car);
    const reservation = reserved(await reserve(car, deal.id));
    expect(await storedDealId(reservation.id)).toBe(deal.id);
    // Its own hold does not make the car unavailable to its deal: the same figures, to the penny, on both pages.
    expect(reservation.deal?.answer.ok, JSON.stringify(reservation.deal)).toBe(true);
    expect(reservation.deal).toEqual({ id: deal.id, answer: await dealNow(deal.id) });
    expect(reservation.deal?.answer).toEqual(deal.answer);
    const opened = await call("GET", `/api/reservation/${reservation.id}`);
    expect(reservationAnswer.parse(opened.body).data.deal).toEqual(reservation.deal);

    clock = new Date(TEST_NOW.getTime() + 5 * 60_000);
    try {
      const paid = await call("POST", `/api/test-checkout/${reservation.checkout?.session_id}/pay`, {
        body: {},
      });
      expect(paid.status).toBe(200);
      const after = reservationAnswer.parse(paid.body).data;
      expect(after.status).toBe("paid");
      expect(after.deal?.answer.ok).toBe(true);
      expect(after.deal).toEqual({ id: deal.id, answer: await dealNow(deal.id) });
    } finally {
      clock = TEST_NOW;
    }
  });

  it("refuses another car's deal, an unknown id and a malformed one with a 400 naming deal_id, holding nothing", async () => {
    const car = nextCar();
    const elsewhere = await saveDeal(nextCar());
    const anotherCar = await reserve(car, elsewhere.id);
    expect(anotherCar.status).toBe(400);
    expect(errorOf(anotherCar)).toBe("deal_id: That deal is for another car");
    for (const id of ["5f0c6f1e-2b7a-4c1d-9e3f-0a1b2c3d4e5f", "not-a-deal", "x".repeat(65), 42]) {
      const answer = await reserve(car, id);
      expect(answer.status, JSON.stringify(id)).toBe(400);
      expect(errorOf(answer)).toMatch(/^deal_id: /);
    }
    const held = await t.db
      .selectFrom("reservations")
      .select("id")
      .where("vehicle_id", "=", car.id)
      .execute();
    expect(held).toEqual([]);
  });

  it("takes a customer's deal only with that customer's bearer token", async () => {
    const car = nextCar();
    const deal = await saveDeal(car, demo);
    for (const token of [undefined, other, "x".repeat(40)]) {
      const answer = await reserve(car, deal.id, token);
      expect(answer.status, token === demo ? "demo" : String(token && "other")).toBe(400);
      expect(errorOf(answer)).toBe("deal_id: We could not find that deal");
    }
    const reservation = reserved(await reserve(car, deal.id, demo));
    expect(await storedDealId(reservation.id)).toBe(deal.id);
    expect(reservation.deal).toEqual({ id: deal.id, answer: await dealNow(deal.id, demo) });
    expect(reservation.deal?.answer.ok).toBe(true);
  });

  it("without a deal (absent or null) reserves as before: no deal stored or answered", async () => {
    for (const dealId of [undefined, null]) {
      const car = nextCar();
      const reservation = reserved(await reserve(car, dealId));
      expect(reservation.deal).toBeNull();
      expect(await storedDealId(reservation.id)).toBeNull();
    }
  });

  it("a deleted deal leaves the reservation without one", async () => {
    const car = nextCar();
    const deal = await saveDeal(car);
    const reservation = reserved(await reserve(car, deal.id));
    expect((await call("DELETE", `/api/deals/${deal.id}`)).status).toBe(200);
    const opened = await call("GET", `/api/reservation/${reservation.id}`);
    expect(reservationAnswer.parse(opened.body).data.deal).toBeNull();
    expect(await storedDealId(reservation.id)).toBeNull();
  });
});
