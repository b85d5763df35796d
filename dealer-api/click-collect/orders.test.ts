import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  MAX_ORDERS,
  ORDER_FINANCE_DEFAULTS,
  PART_EXCHANGE_MESSAGE,
  orderAnswer,
  ordersAnswer,
  type Order,
} from "../contract/click-collect";
import { reservationAnswer } from "../contract/reservations";
import { DEMO_CUSTOMER } from "../accounts/seed";
import { TEST_NOW, accountsForTests } from "../accounts/test-support";

let t: Awaited<ReturnType<typeof accountsForTests>>;
let demo: string;
const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);
beforeAll(async () => {
  t = await accountsForTests();
  demo = await t.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});
afterAll(async () => {
  logged.mockRestore();
  await t.db.destroy();
});

const ORDERS = "/api/v2/click-collect/orders";
/** Monday 23 November 2026 is TEST_NOW: collection runs from Wednesday 25 November to Monday 14 December. */
const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";
const TUESDAY = "2026-12-01";

let taken = 0;
/** A car for sale that no other test uses: young, mid-priced, low mileage, so the lender offers HP and PCP on it. */
async function freshCar() {
  const car = await t.db
    .selectFrom("vehicles")
    .select(["id", "slug", "stock_id", "final_price", "admin_fee"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("date_first_registered", ">=", "2022-01-01")
    .where("final_price", ">=", 9000)
    .where("final_price", "<=", 30000)
    .where("odometer", "<", 40000)
    .orderBy("id")
    .offset(taken++)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...car, cashPrice: car.final_price + car.admin_fee };
}

/** A customer of their own, so the order limit of one test does not meet another's. */
let customers = 0;
async function newCustomer() {
  customers += 1;
  return t.signUp(`buyer${customers}@example.com`);
}

async function create(token: string, slug: string) {
  return t.post(ORDERS, { vehicle_slug: slug }, { token });
}
async function draft(token: string): Promise<{ order: Order; car: Awaited<ReturnType<typeof freshCar>> }> {
  const car = await freshCar();
  const answer = await create(token, car.slug);
  expect(answer.status).toBe(201);
  return { order: orderAnswer.parse(answer.body).data, car };
}
const put = (token: string, id: string, section: string, body: unknown) =>
  t.put(`${ORDERS}/${id}/${section}`, body, token);

const GOOD = {
  compliance: { details_confirmed: true, terms_accepted: true },
  partex: { wanted: false },
  paymentMethod: { type: "finance", product_type: "HP", term: 48, deposit: 500, mileage: 8000 },
  collection: { department_code: "LEE", date: SATURDAY, time: "10:00" },
} as const;
async function answerAll(token: string, id: string) {
  for (const [section, body] of Object.entries(GOOD))
    expect((await put(token, id, section, body)).status, section).toBe(200);
}

describe("creating an order", () => {
  it("starts a draft with the finance defaults and an invoice at the cash price", async () => {
    const token = await newCustomer();
    const { order, car } = await draft(token);
    expect(order).toMatchObject({
      status: "draft",
      created_at: TEST_NOW.toISOString(),
      invoice: {
        vehicle: { id: car.id, slug: car.slug, stock_id: car.stock_id, price: car.cashPrice },
        reservation_fee: 99,
        amount_due: 250 - 99,
      },
      finance_options: ORDER_FINANCE_DEFAULTS,
      compliance: null,
      partex: null,
      paymentMethod: null,
      collection: null,
      sections: { compliance: false, partex: false, paymentMethod: false, collection: false },
      reservation_id: null,
      checkout: null,
    });
    expect(order.invoice.vehicle.image).toMatch(/^\/media\/vehicles\//);
    // The same car again is the same order.
    const again = await create(token, car.slug);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);
  });

  it("starts an older car's draft on a PCP term the lender offers it, or on HP when PCP has none", async () => {
    const token = await newCustomer();
    // PCP must end before the car is 10 years old (finance/products.ts): a 7-year-old car has 24 or 36 months at most.
    const older = await t.db
      .selectFrom("vehicles")
      .select(["slug"])
      .where("status", "=", "FOR_SALE_RETAIL")
      .where("date_first_registered", "<=", "2019-10-01")
      .where("date_first_registered", ">=", "2018-12-01")
      .where("final_price", ">=", 5000)
      .where("odometer", "<", 80000)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const answer = await create(token, older.slug);
    expect(answer.status).toBe(201);
    const { finance_options: options } = orderAnswer.parse(answer.body).data;
    expect(options.type).toBe("finance");
    expect(options.term).toBeLessThan(48);
    // The default is itself an answer the payment step accepts.
    const order = orderAnswer.parse(answer.body).data;
    expect((await put(token, order.id, "paymentMethod", options)).status).toBe(200);
  });

  it(`allows ${MAX_ORDERS} orders at once; a cancelled draft frees a place`, async () => {
    const token = await newCustomer();
    const first = await draft(token);
    await draft(token);
    const third = await create(token, (await freshCar()).slug);
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe(
      "You can have up to 2 click-and-collect orders at a time. Cancel a draft order to start another.",
    );
    const cancelled = await t.post(`${ORDERS}/${first.order.id}/cancel`, undefined, { token });
    expect(orderAnswer.parse(cancelled.body).data.status).toBe("cancelled");
    expect((await create(token, (await freshCar()).slug)).status).toBe(201);
    const list = ordersAnswer.parse((await t.get(ORDERS, token)).body).data;
    expect(list.map((order) => order.status)).toEqual(["draft", "draft", "cancelled"]);
  });

  it("refuses a car that is sold, reserved or being reserved, and an unknown one", async () => {
    const token = await newCustomer();
    for (const status of ["SOLD", "RESERVED"]) {
      const car = await t.db
        .selectFrom("vehicles")
        .select("slug")
        .where("status", "=", status)
        .executeTakeFirstOrThrow();
      const answer = await create(token, car.slug);
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toMatch(/^Sorry, this car has (been sold|already been reserved)/);
    }
    const someoneElse = await newCustomer();
    const { order, car } = await draft(someoneElse);
    await answerAll(someoneElse, order.id);
    expect((await t.post(`${ORDERS}/${order.id}/place`, undefined, { token: someoneElse })).status).toBe(200);
    const held = await create(token, car.slug);
    expect(held.status).toBe(409);
    expect(held.body.error.message).toMatch(/^Sorry, another customer is reserving this car right now/);
    expect((await create(token, "no-such-car")).status).toBe(404);
  });

  it("needs a working login, and shows no one another customer's order", async () => {
    expect((await t.get(ORDERS)).status).toBe(401);
    expect((await t.post(ORDERS, { vehicle_slug: "x" })).status).toBe(401);
    const { order } = await draft(demo);
    const stranger = await newCustomer();
    expect((await t.get(`${ORDERS}/${order.id}`, stranger)).status).toBe(404);
    expect((await put(stranger, order.id, "partex", { wanted: false })).status).toBe(404);
    expect((await t.post(`${ORDERS}/${order.id}/place`, undefined, { token: stranger })).status).toBe(404);
    expect((await t.post(`${ORDERS}/${order.id}/cancel`, undefined, { token: stranger })).status).toBe(404);
    expect(ordersAnswer.parse((await t.get(ORDERS, stranger)).body).data).toEqual([]);
    expect((await t.get(`${ORDERS}/${order.id}`, demo)).status).toBe(200);
    expect((await t.get(`${ORDERS}/not-an-id`, demo)).status).toBe(404);
    await t.post(`${ORDERS}/${order.id}/cancel`, undefined, { token: demo });
  });
});

describe("the sections", () => {
  it("compliance needs both boxes; part exchange is refused with the dealer's sentence", async () => {
    const token = await newCustomer();
    const { order } = await draft(token);
    const half = await put(token, order.id, "compliance", { details_confirmed: true, terms_accepted: false });
    expect(half.status).toBe(422);
    expect(half.body.error.fields).toEqual({
      terms_accepted: "Tick the box to agree to the terms and conditions",
    });
    const partex = await put(token, order.id, "partex", { wanted: true });
    expect(partex.status).toBe(422);
    expect(partex.body.error).toMatchObject({
      message: PART_EXCHANGE_MESSAGE,
      fields: { wanted: PART_EXCHANGE_MESSAGE },
    });
    const saved = orderAnswer.parse((await put(token, order.id, "partex", { wanted: false })).body).data;
    expect(saved.partex).toEqual({ wanted: false });
    expect(saved.sections).toEqual({
      compliance: false,
      partex: true,
      paymentMethod: false,
      collection: false,
    });
  });

  it("finance: a deposit from £99, HP up to 60 months, PCP up to 48, terms the lender offers", async () => {
    const token = await newCustomer();
    const { order, car } = await draft(token);
    const pay = (answer: Record<string, unknown>) =>
      put(token, order.id, "paymentMethod", { ...GOOD.paymentMethod, ...answer });

    const low = await pay({ deposit: 98 });
    expect(low.body.error.fields).toEqual({ deposit: "Enter a deposit of at least £99" });
    const min = orderAnswer.parse((await pay({ deposit: 99 })).body).data;
    expect(min.paymentMethod).toMatchObject({ deposit: 99 });
    expect(min.invoice.amount_due).toBe(0);

    expect((await pay({ product_type: "HP", term: 60 })).status).toBe(200);
    const pcp60 = await pay({ product_type: "PCP", term: 60 });
    expect(pcp60.status).toBe(422);
    expect(pcp60.body.error.fields).toEqual({ term: "Choose a term of 24, 36 or 48 months for PCP" });
    const pcp48 = orderAnswer.parse((await pay({ product_type: "PCP", term: 48, mileage: 6000 })).body).data;
    expect(pcp48.finance_options).toEqual({
      type: "finance",
      product_type: "PCP",
      term: 48,
      deposit: 500,
      mileage: 6000,
    });
    expect(pcp48.invoice.amount_due).toBe(500 - 99);
    expect((await pay({ term: 72 })).body.error.fields.term).toBe(
      "Choose a term of 24, 36, 48 or 60 months for HP",
    );
    expect((await pay({ term: 12 })).status).toBe(422);
    expect((await pay({ mileage: 6500 })).body.error.fields.mileage).toMatch(/in steps of 1,000/);
    const all = await pay({ deposit: car.cashPrice });
    expect(all.body.error.fields.deposit).toMatch(/^Enter a deposit of less than the cash price/);
    // The lender's own rules: HP lends at least £1,000.
    const tooMuch = await pay({ deposit: car.cashPrice - 500 });
    expect(tooMuch.body.error.fields).toEqual({ product_type: "HP lends £1,000 to £100,000" });
    expect((await pay({ term: "48" })).body.error.fields).toEqual({ term: "Choose a term in months" });

    const cash = orderAnswer.parse((await pay({ type: "cash" })).body).data;
    expect(cash.invoice.amount_due).toBe(car.cashPrice - 99);
    expect(cash.sections.paymentMethod).toBe(true);
  });

  it("collection: a branch, a day 2 to 21 days ahead (weekends too), a half-hour slot while it is open", async () => {
    const token = await newCustomer();
    const { order } = await draft(token);
    const collect = (answer: Record<string, unknown>) =>
      put(token, order.id, "collection", { ...GOOD.collection, ...answer });

    const saturday = orderAnswer.parse((await collect({ date: SATURDAY, time: "09:00" })).body).data;
    expect(saturday.collection).toEqual({
      department_code: "LEE",
      date: SATURDAY,
      time: "09:00",
      department_name: "Northway Cars Leeds",
    });
    expect((await collect({ date: SUNDAY, time: "16:30" })).status).toBe(200);
    const early = await collect({ date: SUNDAY, time: "10:00" });
    expect(early.status).toBe(422);
    expect(early.body.error.fields.time).toMatch(
      /^Choose a time from 11:00 to 16:30: Northway Cars \w+ is open 11:00-17:00 on Sundays$/,
    );
    expect((await collect({ date: SATURDAY, time: "17:00" })).status).toBe(422);
    expect((await collect({ date: TUESDAY, time: "18:30" })).status).toBe(200);
    expect((await collect({ date: TUESDAY, time: "18:45" })).status).toBe(422);
    const tomorrow = await collect({ date: "2026-11-24" });
    expect(tomorrow.body.error.fields.date).toBe(
      "Choose a collection date from Wednesday 25th November 2026 to Monday 14th December 2026",
    );
    expect((await collect({ date: "2026-12-14" })).status).toBe(200);
    expect((await collect({ date: "2026-12-15" })).status).toBe(422);
    expect((await collect({ date: "2026-11-31" })).body.error.fields.date).toBe(
      "Enter a real collection date",
    );
    expect((await collect({ department_code: "XYZ" })).body.error.fields).toEqual({
      department_code: "Choose a branch",
    });
  });
});

describe("placing an order", () => {
  it("needs every section answered", async () => {
    const token = await newCustomer();
    const { order } = await draft(token);
    await put(token, order.id, "partex", GOOD.partex);
    const answer = await t.post(`${ORDERS}/${order.id}/place`, undefined, { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(["compliance", "paymentMethod", "collection"]);
  });

  it("holds the car through a reservation in the customer's name; paying at the test checkout places it", async () => {
    const token = await newCustomer();
    const { order, car } = await draft(token);
    await answerAll(token, order.id);
    const placed = orderAnswer.parse(
      (await t.post(`${ORDERS}/${order.id}/place`, undefined, { token })).body,
    ).data;
    expect(placed.status).toBe("awaiting_payment");
    expect(placed.reservation_id).toEqual(expect.any(String));
    expect(placed.checkout).toMatchObject({
      provider: "test",
      url: `/checkout/${placed.checkout?.session_id}`,
    });

    const reservation = reservationAnswer.parse(
      (await t.get(`/api/reservation/${placed.reservation_id}`)).body,
    ).data;
    expect(reservation).toMatchObject({
      status: "pending",
      amount_pence: 9900,
      vehicle: { id: car.id },
      customer: {
        first_name: "Sam",
        last_name: "Lee",
        email: expect.stringMatching(/^buyer\d+@example\.com$/),
      },
      visit: { date: SATURDAY, time: "10:00" },
    });
    expect((await put(token, order.id, "partex", GOOD.partex)).status).toBe(409);
    expect((await t.post(`${ORDERS}/${order.id}/cancel`, undefined, { token })).status).toBe(409);

    t.later(5);
    const paid = await t.post(`/api/test-checkout/${placed.checkout?.session_id}/pay`, {});
    expect(paid.status).toBe(200);
    const after = orderAnswer.parse((await t.get(`${ORDERS}/${order.id}`, token)).body).data;
    expect(after).toMatchObject({ status: "placed", checkout: null, reservation_id: placed.reservation_id });
    const vehicle = await t.db
      .selectFrom("vehicles")
      .select("status")
      .where("id", "=", car.id)
      .executeTakeFirst();
    expect(vehicle?.status).toBe("RESERVED");
    t.setNow(TEST_NOW);
  });

  it("reads as cancelled when the payment is cancelled or the hold lapses", async () => {
    const token = await newCustomer();
    const first = await draft(token);
    const second = await draft(token);
    await answerAll(token, first.order.id);
    await answerAll(token, second.order.id);
    const place = async (id: string) =>
      orderAnswer.parse((await t.post(`${ORDERS}/${id}/place`, undefined, { token })).body).data;
    const one = await place(first.order.id);
    const two = await place(second.order.id);
    await t.post(`/api/test-checkout/${one.checkout?.session_id}/cancel`, {});
    expect(orderAnswer.parse((await t.get(`${ORDERS}/${one.id}`, token)).body).data.status).toBe("cancelled");
    t.later(31);
    const lapsed = orderAnswer.parse((await t.get(`${ORDERS}/${two.id}`, token)).body).data;
    expect(lapsed).toMatchObject({ status: "cancelled", checkout: null });
    // Neither counts towards the limit any more.
    expect((await create(token, (await freshCar()).slug)).status).toBe(201);
    expect((await create(token, (await freshCar()).slug)).status).toBe(201);
    t.setNow(TEST_NOW);
  });
});
