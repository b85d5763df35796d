import { Hono, type Context } from "hono";
import type { DealerDb } from "../db/database";
import { FORM_IDS } from "../contract/forms";
import { reservationRequest } from "../contract/reservations";
import { ukToday } from "../contract/form-rules";
import { findForm } from "../content/form-routes";
import {
  answerRefusal,
  checkAnswers,
  parseMeta,
  readJsonObject,
  refused,
  type Outcome,
} from "../forms/validate";
import { checkBranch, checkVehicle } from "../forms/lookups";
import { clientKey } from "../forms/client";
import { rateLimitFromEnv, type RateLimit } from "../forms/rate-limit";
import { TestPaymentProvider, type PaymentProvider } from "./payment-provider";
import { holdVehicle } from "./service";
import { findReservation, type DealPricing } from "./read";
import { customerForBearer } from "../accounts/auth";
import { DEAL_ID } from "../contract/deals";
import { dealFor } from "../deals/store";
import { embeddedPlaces } from "../places/embedded";
import type { PlaceFinder } from "../places/place-finder";
import { testCheckoutRoutes } from "./test-checkout";

export interface ReservationDeps {
  db: DealerDb;
  now?: () => Date;
  limit?: RateLimit;
  /** The card provider; the built-in test-mode provider unless another is given. */
  provider?: PaymentProvider;
  /** Where postcodes are, for pricing a reservation's deal's delivery: the embedded table unless given. */
  places?: PlaceFinder;
  /** The day the stock was generated for (the deal's finance quotes), as the deal routes have it; the clock's unless given. */
  today?: () => Date;
}

const NO_DEAL = "deal_id: We could not find that deal";

/**
 * The deal the reservation is to carry: a stored deal on this car, a guest's by its id, a customer's only when the
 * request carries that customer's bearer token. Anything else is one 400 naming the field, never telling whether a
 * deal is there.
 */
async function checkDeal(
  db: DealerDb,
  id: string | null,
  vehicleId: number,
  authorization: string | undefined,
  now: Date,
): Promise<Outcome<string | null>> {
  if (id === null) return { ok: true, value: null };
  if (!DEAL_ID.test(id)) return refused(400, NO_DEAL);
  const signedIn = authorization ? await customerForBearer(db, authorization, now) : undefined;
  const deal = await dealFor(db, id, signedIn?.customer);
  if (!deal) return refused(400, NO_DEAL);
  if (deal.vehicle_id !== vehicleId) return refused(400, "deal_id: That deal is for another car");
  return { ok: true, value: deal.id };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function reserve(
  db: DealerDb,
  c: Context,
  provider: PaymentProvider,
  { now, limit, pricing }: { now: Date; limit: RateLimit; pricing: DealPricing },
) {
  const slug = c.req.param("slug") ?? "";
  if (!SLUG.test(slug) || slug.length > 200) return refused(400, "Not a vehicle slug");
  const body = await readJsonObject(c.req.raw);
  if (!body.ok) return body;
  const meta = parseMeta(reservationRequest, body.value);
  if (!meta.ok) return meta;
  if (meta.value._honeypot.trim() !== "") return refused(400, "Submission rejected");
  const bySlug = await db.selectFrom("vehicles").select("id").where("slug", "=", slug).executeTakeFirst();
  if (!bySlug) return refused(404, "No vehicle with that slug");
  if (meta.value.vehicle_id !== bySlug.id) return refused(400, "vehicle_id: Does not match the vehicle");
  const vehicle = await checkVehicle(db, meta.value.vehicle_id, meta.value.vehicle_vrm);
  if (!vehicle.ok) return vehicle;
  const definition = await findForm(db, FORM_IDS.reservation);
  if (!definition) return refused(404, "Form not found");
  const answers = checkAnswers(definition, body.value, {
    ownKeys: Object.keys(reservationRequest.shape),
    termsKey: "terms",
    ctx: { today: ukToday(now) },
  });
  if (!answers.ok) return answers;
  const branch = await checkBranch(db, meta.value._organisational_unit);
  if (!branch.ok) return branch;
  const deal = await checkDeal(db, meta.value.deal_id, bySlug.id, c.req.header("Authorization"), now);
  if (!deal.ok) return deal;
  const details = await db
    .selectFrom("vehicle_details")
    .select(["make_name", "range_name", "derivative"])
    .where("vehicle_id", "=", bySlug.id)
    .executeTakeFirstOrThrow();
  return holdVehicle(
    db,
    provider,
    {
      vehicleId: bySlug.id,
      customer: { ...answers.value.values, opt_in: meta.value.opt_in, branch: branch.value },
      clientKey: clientKey(c.req.raw.headers),
      description: `Reservation deposit: ${details.make_name} ${details.range_name} ${details.derivative}`,
      dealId: deal.value,
    },
    { now, limit, pricing },
  );
}

/**
 * POST /api/reserve/{slug} (carrying the shopper's deal on the car when `deal_id` names one), GET
 * /api/reservation/{id}, and the test-mode checkout when the test provider is in use.
 */
export function reservationRoutes({
  db,
  now = () => new Date(),
  limit = rateLimitFromEnv(),
  provider = new TestPaymentProvider(db),
  places = embeddedPlaces,
  today,
}: ReservationDeps): Hono {
  const app = new Hono();
  const pricing = (): DealPricing => ({ places, today: today?.() });
  app.post("/api/reserve/:slug", async (c) => {
    const outcome: Outcome<unknown> = await reserve(db, c, provider, {
      now: now(),
      limit,
      pricing: pricing(),
    });
    if (!outcome.ok) return answerRefusal(c, outcome.refusal);
    return c.json({ data: outcome.value }, 201);
  });
  app.get("/api/reservation/:id", async (c) => {
    const id = c.req.param("id");
    // An id of no reservation's shape names none: not found, as an unknown one (a 400 reads as the API refusing).
    if (!RESERVATION_ID.test(id)) return answerRefusal(c, { status: 404, message: "Reservation not found" });
    const reservation = await findReservation(db, id, now(), pricing());
    if (!reservation) return answerRefusal(c, { status: 404, message: "Reservation not found" });
    return c.json({ data: reservation });
  });
  if (provider instanceof TestPaymentProvider) app.route("/", testCheckoutRoutes({ db, now, pricing }));
  return app;
}
