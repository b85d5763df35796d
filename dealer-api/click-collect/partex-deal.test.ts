import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PART_EXCHANGE_MESSAGE, PART_EXCHANGE_NEEDS_DEAL, orderAnswer } from "../contract/click-collect";
import { savedDealAnswer } from "../contract/deals";
import { valuationProcessAnswer } from "../contract/valuations";
import { TEST_NOW, accountsForTests } from "../accounts/test-support";
import { engineOf } from "../db/engine";
import { setPartExchange } from "../deals/branch-settings";
import { dealRoutes } from "../deals/routes";
import { embeddedPlaces } from "../places/embedded";
import { vrmPattern } from "../stock/plates";
import { seedValuationRegistry, seedValuationRegistryInBatches } from "../valuations/seed";
import { valuationRoutes } from "../valuations/routes";
import { goodValuationAnswers } from "../valuations/test-support";

/** Click-and-collect's part-exchange section takes the customer's deal where the car's branch takes part-exchanges. */
let t: Awaited<ReturnType<typeof accountsForTests>>;
const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);
const LIMIT = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 };
let valuationId: string;
let people = 0;

beforeAll(async () => {
  t = await accountsForTests();
  if (engineOf(t.db) === "sqlite") seedValuationRegistry(t.sqlite);
  else await seedValuationRegistryInBatches(t.db);
  const now = () => TEST_NOW;
  t.app.route("/", dealRoutes({ db: t.db, places: embeddedPlaces, now, today: now, limit: LIMIT }));
  t.app.route("/", valuationRoutes({ db: t.db, today: now, now, limit: LIMIT }));
  const registered = (
    await t.db.selectFrom("registered_vehicles").selectAll().where("vehicle_type", "=", "CAR").execute()
  ).find((row) => vrmPattern.test(row.vrm))!;
  const made = await t.post(
    "/valuations/process",
    goodValuationAnswers(registered.vrm, { mileage: registered.recorded_mileage }),
  );
  valuationId = valuationProcessAnswer.parse(made.body).data.id;
});
afterAll(async () => {
  logged.mockRestore();
  await t.db.destroy();
});

const ORDERS = "/api/v2/click-collect/orders";
let taken = 0;
/** A customer of their own, a draft order for a car no other test uses, and the car's branch. */
async function draftOrder() {
  people += 1;
  const token = await t.signUp(`partex${people}@example.com`);
  const car = await t.db
    .selectFrom("vehicles")
    .select(["id", "slug", "vrm", "site_id"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("final_price", ">=", 9000)
    .orderBy("id", "desc")
    .offset(taken++)
    .limit(1)
    .executeTakeFirstOrThrow();
  const created = await t.post(ORDERS, { vehicle_slug: car.slug }, { token });
  expect(created.status).toBe(201);
  return { token, car, order: orderAnswer.parse(created.body).data };
}
async function saveDeal(body: Record<string, unknown>, token?: string) {
  const answer = await t.post("/api/deals", body, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return savedDealAnswer.parse(answer.body).data;
}
const partex = (token: string, id: string, body: unknown) => t.put(`${ORDERS}/${id}/partex`, body, token);

describe("PUT …/partex with a deal", () => {
  it("where the branch does not take part-exchanges: refused in the spec's words, deal or not", async () => {
    const { token, car, order } = await draftOrder();
    await setPartExchange(t.db, car.site_id, false, TEST_NOW);
    const deal = await saveDeal({ vrm: car.vrm });
    for (const body of [{ wanted: true }, { wanted: true, deal_id: deal.id }]) {
      const answer = await partex(token, order.id, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        message: PART_EXCHANGE_MESSAGE,
        fields: { wanted: PART_EXCHANGE_MESSAGE },
      });
    }
  });

  it("where it does: a guest's deal on this car with the valued car is taken, and becomes the customer's", async () => {
    const { token, car, order } = await draftOrder();
    await setPartExchange(t.db, car.site_id, true, TEST_NOW);
    const noDeal = await partex(token, order.id, { wanted: true });
    expect(noDeal.status).toBe(422);
    expect(noDeal.body.error).toMatchObject({
      message: PART_EXCHANGE_NEEDS_DEAL,
      fields: { deal_id: PART_EXCHANGE_NEEDS_DEAL },
    });
    const deal = await saveDeal({ vrm: car.vrm, valuation_id: valuationId });
    const saved = await partex(token, order.id, { wanted: true, deal_id: deal.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answered = orderAnswer.parse(saved.body).data;
    expect(answered.partex).toEqual({ wanted: true, deal_id: deal.id });
    expect(answered.sections.partex).toBe(true);
    expect(orderAnswer.parse((await t.get(`${ORDERS}/${order.id}`, token)).body).data.partex).toEqual({
      wanted: true,
      deal_id: deal.id,
    });
    // Claimed: the guest's id alone no longer opens it; the customer's token does.
    expect((await t.get(`/api/deals/${deal.id}`)).status).toBe(404);
    expect(savedDealAnswer.parse((await t.get(`/api/deals/${deal.id}`, token)).body).data.owned).toBe(true);
    // "No" afterwards keeps no deal on the order.
    const no = orderAnswer.parse(
      (await partex(token, order.id, { wanted: false, deal_id: deal.id })).body,
    ).data;
    expect(no.partex).toEqual({ wanted: false });
  });

  it("refuses a deal that is not this customer's, not this car's, or has no valued car in it", async () => {
    const { token, car, order } = await draftOrder();
    await setPartExchange(t.db, car.site_id, true, TEST_NOW);
    const stranger = await t.signUp("partex.stranger@example.com");
    const theirs = await saveDeal({ vrm: car.vrm, valuation_id: valuationId }, stranger);
    const other = await t.db
      .selectFrom("vehicles")
      .select("vrm")
      .where("status", "=", "FOR_SALE_RETAIL")
      .where("id", "!=", car.id)
      .executeTakeFirstOrThrow();
    const anotherCar = await saveDeal({ vrm: other.vrm, valuation_id: valuationId });
    const withoutCar = await saveDeal({ vrm: car.vrm });
    for (const [dealId, words] of [
      [theirs.id, /^We could not find that deal/],
      ["not-a-deal-id", /^We could not find that deal/],
      [anotherCar.id, /another car/],
      [withoutCar.id, /no part-exchange/],
    ] as const) {
      const answer = await partex(token, order.id, { wanted: true, deal_id: dealId });
      expect(answer.status, dealId).toBe(422);
      expect(answer.body.error.message).toMatch(words);
      expect(answer.body.error.fields.deal_id).toMatch(words);
    }
    // Nothing was claimed or stored.
    expect((await t.get(`/api/deals/${anotherCar.id}`)).status).toBe(200);
    expect(orderAnswer.parse((await t.get(`${ORDERS}/${order.id}`, token)).body).data.partex).toBeNull();
  });

  it("placing checks the part-exchange again: the branch may have stopped taking them", async () => {
    const { token, car, order } = await draftOrder();
    await setPartExchange(t.db, car.site_id, true, TEST_NOW);
    const deal = await saveDeal({ vrm: car.vrm, valuation_id: valuationId }, token);
    const sections = {
      compliance: { details_confirmed: true, terms_accepted: true },
      partex: { wanted: true, deal_id: deal.id },
      paymentMethod: { type: "cash", product_type: "HP", term: 48, deposit: 500, mileage: 8000 },
      collection: { department_code: "LEE", date: "2026-11-28", time: "10:00" },
    };
    for (const [section, body] of Object.entries(sections))
      expect((await t.put(`${ORDERS}/${order.id}/${section}`, body, token)).status, section).toBe(200);
    await setPartExchange(t.db, car.site_id, false, TEST_NOW);
    try {
      const placed = await t.post(`${ORDERS}/${order.id}/place`, undefined, { token });
      expect(placed.status).toBe(422);
      expect(placed.body.error.fields).toEqual({ partex: PART_EXCHANGE_MESSAGE });
    } finally {
      await setPartExchange(t.db, car.site_id, true, TEST_NOW);
    }
    const placed = await t.post(`${ORDERS}/${order.id}/place`, undefined, { token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});
