import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { FORM_IDS, submissionError } from "../contract/forms";
import { ukToday } from "../contract/form-rules";
import { checkoutSessionAnswer, reservationAnswer } from "../contract/reservations";
import { vehicleAnswer } from "../contract/vehicle";
import { stockRoutes } from "../stock/routes";
import { rateLimitFromEnv } from "../forms/rate-limit";
import { formsForTests, goodAnswers, TEST_NOW } from "../forms/test-support";
import { badInputsForForm } from "../forms/bad-inputs";
import { reservationRoutes } from "./routes";

let t: Awaited<ReturnType<typeof formsForTests>>;
let carOffset = 0;
beforeAll(async () => {
  t = await formsForTests();
});
afterAll(() => t.db.destroy());

/** A fresh car for each test, so tests do not depend on each other's reservations. */
async function nextCar() {
  carOffset += 1;
  return t.vehicleForSale(carOffset);
}

async function reservationBody(car: { id: number; vrm: string }, overrides: Record<string, unknown> = {}) {
  return {
    ...goodAnswers(await t.form(FORM_IDS.reservation)),
    vehicle_id: car.id,
    vehicle_vrm: car.vrm,
    terms: true,
    opt_in: { email: true },
    ...overrides,
  };
}

async function reserve(car: { id: number; vrm: string; slug: string }, client?: string) {
  return t.post(`/api/reserve/${car.slug}`, await reservationBody(car), client);
}

async function vehicleStatus(slug: string) {
  const response = await stockRoutes({ db: t.db }).request(`/api/v2/vehicle/${slug}`);
  const { data } = vehicleAnswer.parse(await response.json());
  return { status: data.status, reserved: data.reserved };
}

describe("POST /api/reserve/{slug}", () => {
  it("holds the car for 15 minutes and opens a £99 test checkout", async () => {
    const car = await nextCar();
    const { status, body } = await reserve(car);
    expect(status).toBe(201);
    const { data } = reservationAnswer.parse(body);
    expect(data).toMatchObject({
      status: "pending",
      amount_pence: 9900,
      currency: "GBP",
      expires_at: "2026-11-23T10:15:00.000Z",
      paid_at: null,
      hold_until: null,
      vehicle: { id: car.id, slug: car.slug },
      customer: { first_name: "Jane", last_name: "Smith-Jones", email: "jane.smith@example.com" },
    });
    expect(data.checkout?.url).toBe(`/checkout/${data.checkout?.session_id}`);
    // Only a paid reservation shows the car as reserved.
    expect(await vehicleStatus(car.slug)).toEqual({ status: "FOR_SALE_RETAIL", reserved: false });
  });

  it("pays: the car shows as reserved, held for 7 days from payment, and cannot be reserved again", async () => {
    const car = await nextCar();
    const { data } = reservationAnswer.parse((await reserve(car)).body);
    t.setNow(new Date(TEST_NOW.getTime() + 5 * 60_000));
    const paid = await t.post(`/api/test-checkout/${data.checkout?.session_id}/pay`, {});
    expect(paid.status).toBe(200);
    expect(reservationAnswer.parse(paid.body).data).toMatchObject({
      status: "paid",
      paid_at: "2026-11-23T10:05:00.000Z",
      hold_until: "2026-11-30T10:05:00.000Z",
      checkout: null,
    });
    expect(await vehicleStatus(car.slug)).toEqual({ status: "RESERVED", reserved: true });
    const again = await reserve(car, "198.51.100.9");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Sorry, this car has already been reserved by another customer.");
    const twice = await t.post(`/api/test-checkout/${data.checkout?.session_id}/pay`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("This reservation has already been paid.");
    t.setNow(TEST_NOW);
  });

  it("cancels: nothing is charged and the car is free again", async () => {
    const car = await nextCar();
    const { data } = reservationAnswer.parse((await reserve(car)).body);
    const session = await t.get(`/api/test-checkout/${data.checkout?.session_id}`);
    expect(checkoutSessionAnswer.parse(session.body).data).toMatchObject({
      status: "open",
      amount_pence: 9900,
      reservation_id: data.id,
    });
    const cancelled = await t.post(`/api/test-checkout/${data.checkout?.session_id}/cancel`, {});
    expect(reservationAnswer.parse(cancelled.body).data.status).toBe("cancelled");
    expect((await t.get(`/api/test-checkout/${data.checkout?.session_id}`)).body.data.status).toBe(
      "cancelled",
    );
    expect(await vehicleStatus(car.slug)).toEqual({ status: "FOR_SALE_RETAIL", reserved: false });
    expect((await reserve(car, "198.51.100.10")).status).toBe(201);
  });

  it("lets an unpaid hold lapse after 15 minutes: it can no longer be paid and another shopper can reserve", async () => {
    const car = await nextCar();
    const first = reservationAnswer.parse((await reserve(car)).body).data;
    const meanwhile = await reserve(car, "198.51.100.11");
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error.message).toMatch(
      /^Sorry, another customer is reserving this car right now\. .* available again after 10:15\.$/,
    );
    t.setNow(new Date(TEST_NOW.getTime() + 16 * 60_000));
    expect((await t.get(`/api/reservation/${first.id}`)).body.data.status).toBe("lapsed");
    expect((await t.get(`/api/test-checkout/${first.checkout?.session_id}`)).body.data.status).toBe(
      "expired",
    );
    const late = await t.post(`/api/test-checkout/${first.checkout?.session_id}/pay`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/lapsed because it was not paid within 15 minutes/);
    expect((await reserve(car, "198.51.100.11")).status).toBe(201);
    expect(await vehicleStatus(car.slug)).toEqual({ status: "FOR_SALE_RETAIL", reserved: false });
    t.setNow(TEST_NOW);
  });

  it("two shoppers at once: exactly one holds the car, the others get a clear 409", async () => {
    const car = await nextCar();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => reserve(car, `198.51.100.${20 + index}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error.message).toMatch(/^Sorry, another customer is reserving this car right now/);
    }
    const holds = await t.db
      .selectFrom("reservations")
      .select("id")
      .where("vehicle_id", "=", car.id)
      .where("status", "in", ["pending", "paid"])
      .execute();
    expect(holds).toHaveLength(1);
  });

  it("refuses a sold or already reserved car", async () => {
    const sold = await t.db
      .selectFrom("vehicles")
      .select(["id", "slug", "vrm"])
      .where("status", "=", "SOLD")
      .executeTakeFirstOrThrow();
    const answer = await reserve(sold);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe("Sorry, this car has been sold.");
  });

  it.each([
    ["terms not ticked", { terms: false }, 400, "There is a problem with 1 answer"],
    ["another car's id", { vehicle_id: 1 }, 400, "vehicle_id: Does not match the vehicle"],
    [
      "another car's registration",
      { vehicle_vrm: "AB12CDE" },
      400,
      "vehicle_vrm: Does not match the vehicle",
    ],
    ["a filled-in honeypot", { _honeypot: "x" }, 400, "Submission rejected"],
    ["an unknown key", { card_number: "4242" }, 400, "Unknown field: card_number"],
  ])("refuses %s", async (_what, overrides, status, message) => {
    const car = await nextCar();
    const answer = await t.post(`/api/reserve/${car.slug}`, await reservationBody(car, overrides));
    expect(answer.status).toBe(status);
    expect(submissionError.parse(answer.body).error.message).toBe(message);
  });

  it("answers 404 for an unknown car or reservation (whatever its id looks like) and 400 for something that is not a slug", async () => {
    const car = await nextCar();
    expect((await t.post("/api/reserve/no-such-car", await reservationBody(car))).status).toBe(404);
    expect((await t.post("/api/reserve/Bad%20Slug!", await reservationBody(car))).status).toBe(400);
    expect((await t.get("/api/reservation/not-an-id")).status).toBe(404);
    expect((await t.get("/api/reservation/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.get("/api/test-checkout/nope")).status).toBe(404);
    expect((await t.post("/api/test-checkout/cs_test_00000000000000000000/pay", {})).status).toBe(404);
  });

  it("form 11: every generated bad answer gets its own message, never a 500", async () => {
    const car = await nextCar();
    const definition = await t.form(FORM_IDS.reservation);
    const good = await reservationBody(car);
    const cases = badInputsForForm(definition, { today: ukToday(TEST_NOW), jsonTypes: true });
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const bad of cases) {
      const payload: Record<string, unknown> = { ...good, [bad.field]: bad.value };
      if (bad.value === undefined) delete payload[bad.field];
      const { status, body } = await t.post(`/api/reserve/${car.slug}`, payload);
      const context = `${bad.kind} ${bad.field}=${JSON.stringify(bad.value)?.slice(0, 40)}`;
      expect(status, context).toBe(400);
      expect(body.error.fields?.[bad.field], context).toMatch(bad.expect);
    }
  });

  it("releases the hold when the payment provider cannot open a checkout", async () => {
    const car = await nextCar();
    const failing = new Hono().route(
      "/",
      reservationRoutes({
        db: t.db,
        now: () => TEST_NOW,
        provider: {
          name: "broken",
          createSession: () => Promise.reject(new Error("provider down")),
        },
      }),
    );
    const response = await failing.request(`/api/reserve/${car.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(await reservationBody(car)),
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /not been charged/,
    );
    expect((await reserve(car)).status).toBe(201);
  });

  it("limits reservations per client", async () => {
    const limited = await formsForTests({ limit: { ...rateLimitFromEnv({}), max: 1 } });
    const cars = [await limited.vehicleForSale(1), await limited.vehicleForSale(2)];
    const body = async (car: (typeof cars)[number]) => ({
      ...goodAnswers(await limited.form(FORM_IDS.reservation)),
      vehicle_id: car.id,
      vehicle_vrm: car.vrm,
      terms: true,
    });
    expect((await limited.post(`/api/reserve/${cars[0].slug}`, await body(cars[0]))).status).toBe(201);
    const second = await limited.post(`/api/reserve/${cars[1].slug}`, await body(cars[1]));
    expect(second.status).toBe(429);
    await limited.db.destroy();
  });

  it("never refuses a shopper for other shoppers' holds: ten visitors holding two cars each leave the rest free", async () => {
    const open = await formsForTests({ limit: rateLimitFromEnv({}) });
    const cars = await Promise.all(Array.from({ length: 22 }, (_, n) => open.vehicleForSale(n + 1)));
    const hold = async (car: (typeof cars)[number], client: string) =>
      open.post(
        `/api/reserve/${car.slug}`,
        {
          ...goodAnswers(await open.form(FORM_IDS.reservation)),
          vehicle_id: car.id,
          vehicle_vrm: car.vrm,
          terms: true,
        },
        client,
      );
    for (let visitor = 0; visitor < 10; visitor += 1) {
      for (const car of cars.slice(visitor * 2, visitor * 2 + 2)) {
        expect((await hold(car, `203.0.113.${visitor + 1}`)).status).toBe(201);
      }
    }
    expect((await hold(cars[20], "203.0.113.50")).status).toBe(201);
    expect((await hold(cars[21], "203.0.113.51")).status).toBe(201);
    await open.db.destroy();
  });

  it("caps unpaid holds per client, and says when to try again", async () => {
    const limited = await formsForTests({ limit: { ...rateLimitFromEnv({}), holdsPerClient: 2 } });
    const cars = await Promise.all([1, 2, 3, 4].map((n) => limited.vehicleForSale(n)));
    const hold = async (car: (typeof cars)[number], client: string) =>
      limited.post(
        `/api/reserve/${car.slug}`,
        {
          ...goodAnswers(await limited.form(FORM_IDS.reservation)),
          vehicle_id: car.id,
          vehicle_vrm: car.vrm,
          terms: true,
        },
        client,
      );
    expect((await hold(cars[0], "203.0.113.1")).status).toBe(201);
    expect((await hold(cars[1], "203.0.113.1")).status).toBe(201);
    const third = await hold(cars[2], "203.0.113.1");
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/You already have 2 cars on hold .* try again after 10:15/);
    expect(third.body.error.retry_after).toBe(15 * 60);
    // Another client is not refused for this one's holds.
    expect((await hold(cars[2], "203.0.113.2")).status).toBe(201);
    // Once the checkout time of the holds has run out, the allowance comes back.
    limited.setNow(new Date(TEST_NOW.getTime() + 16 * 60_000));
    expect((await hold(cars[3], "203.0.113.1")).status).toBe(201);
    await limited.db.destroy();
  });

  it("does not let a client renew unpaid holds on one car all day", async () => {
    const limited = await formsForTests({ limit: rateLimitFromEnv({}) });
    const car = await limited.vehicleForSale(1);
    const hold = async (client: string) =>
      limited.post(
        `/api/reserve/${car.slug}`,
        {
          ...goodAnswers(await limited.form(FORM_IDS.reservation)),
          vehicle_id: car.id,
          vehicle_vrm: car.vrm,
          terms: true,
        },
        client,
      );
    for (let lapsed = 0; lapsed < 3; lapsed += 1) {
      limited.setNow(new Date(TEST_NOW.getTime() + lapsed * 16 * 60_000));
      expect((await hold("203.0.113.1")).status).toBe(201);
    }
    limited.setNow(new Date(TEST_NOW.getTime() + 3 * 16 * 60_000));
    const fourth = await hold("203.0.113.1");
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(
      /started reserving this car 3 times today without paying the deposit\. .* try again after 10:00/,
    );
    // Anyone else may hold it meanwhile, and the client may again a day after its first hold.
    expect((await hold("203.0.113.2")).status).toBe(201);
    limited.setNow(new Date(TEST_NOW.getTime() + 24 * 60 * 60_000 + 16 * 60_000));
    expect((await hold("203.0.113.1")).status).toBe(201);
    await limited.db.destroy();
  });
});
