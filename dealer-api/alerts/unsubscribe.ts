import { Hono } from "hono";
import {
  MAX_UNSUBSCRIBE_TOKEN_LENGTH,
  NO_SUCH_SUBSCRIPTION,
  unsubscribeRequest,
  type UnsubscribeTarget,
} from "../contract/alerts";
import type { DealerDb } from "../db/database";
import { answerRefusal, readJsonObject } from "../forms/validate";
import { verifyUnsubscribe, type UnsubscribePayload } from "../mail/unsubscribe-token";
import { parseBody } from "../saved-searches/store";
import { vehicleTitle } from "../stock/catalogue";

/**
 * The one-click unsubscribe of an alert e-mail (contract/alerts.ts; RFC 8058): the token of its link, signed by the
 * alert job (`signUnsubscribe`), is the only authority; no sign-in. What it stops is still checked to be the token's
 * customer's: a search that was since deleted (or never theirs) is unknown, a 404 as a tampered token is.
 */

/** The secret(s) a token is checked with: the newest first while ALERTS_SECRET is being replaced. */
export type AlertsSecret = string | readonly string[];

const payloadOf = (token: string, secret: AlertsSecret): UnsubscribePayload | null =>
  token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH ? null : verifyUnsubscribe(token, secret);

/** A car id as a token carries it: a positive whole number that fits the column. */
const carIdOf = (id: string) =>
  /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;

async function carName(db: DealerDb, vehicleId: number): Promise<string | null> {
  const car = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select(["vehicle_details.make_name", "vehicle_details.range_name", "vehicle_details.derivative"])
    .where("vehicles.id", "=", vehicleId)
    .executeTakeFirst();
  return car ? `${vehicleTitle(car.make_name, car.range_name)} ${car.derivative}` : null;
}

/**
 * What the token would stop, or null: a bad token, a search gone or not the token's customer's, a car gone from the
 * stock. A car the customer no longer follows is still named (the link was used already: the answer stays the same).
 */
export async function unsubscribeTarget(
  db: DealerDb,
  token: string,
  secret: AlertsSecret,
): Promise<UnsubscribeTarget | null> {
  const payload = payloadOf(token, secret);
  if (!payload) return null;
  if (payload.kind === "search") {
    const search = await db
      .selectFrom("saved_searches")
      .select("name")
      .where("id", "=", payload.id)
      .where("customer_id", "=", payload.customerId)
      .executeTakeFirst();
    return search ? { kind: "search", name: search.name } : null;
  }
  const vehicleId = carIdOf(payload.id);
  const name = vehicleId === null ? null : await carName(db, vehicleId);
  return name === null ? null : { kind: "car", name };
}

/**
 * Stops what the token is for: the search's alerts turned off (only while the search is the token's customer's), or
 * the car followed no more. Idempotent: a second call answers the same. Null as `unsubscribeTarget` is.
 */
export async function unsubscribe(
  db: DealerDb,
  token: string,
  secret: AlertsSecret,
  now: Date,
): Promise<UnsubscribeTarget | null> {
  const target = await unsubscribeTarget(db, token, secret);
  const payload = target && payloadOf(token, secret);
  if (!target || !payload) return null;
  if (payload.kind === "search")
    await db
      .updateTable("saved_searches")
      .set({ alerts: "off", updated_at: now.toISOString() })
      .where("id", "=", payload.id)
      .where("customer_id", "=", payload.customerId)
      .where("alerts", "<>", "off")
      .execute();
  else
    await db
      .deleteFrom("car_alerts")
      .where("customer_id", "=", payload.customerId)
      .where("vehicle_id", "=", Number(payload.id))
      .execute();
  return target;
}

/**
 * GET /api/alerts/unsubscribe?token=… (what it would stop) and POST /api/alerts/unsubscribe `{ token }` (stop it):
 * `{ data: { kind, name } }`, or 404 `NO_SUCH_SUBSCRIPTION`. `secret` is read when first needed (ALERTS_SECRET may be
 * refused in production: the refusal is then this endpoint's 500, and the alert job's start-up error).
 */
export function alertRoutes({
  db,
  secret,
  now = () => new Date(),
}: {
  db: DealerDb;
  secret: AlertsSecret | (() => AlertsSecret);
  now?: () => Date;
}): Hono {
  const app = new Hono();
  let known: AlertsSecret | undefined;
  const secretNow = () => (known ??= typeof secret === "function" ? secret() : secret);
  const notFound = (c: Parameters<typeof answerRefusal>[0]) =>
    answerRefusal(c, { status: 404, message: NO_SUCH_SUBSCRIPTION });

  app.get("/api/alerts/unsubscribe", async (c) => {
    c.header("Cache-Control", "no-store");
    const target = await unsubscribeTarget(db, c.req.query("token") ?? "", secretNow());
    return target ? c.json({ data: target }) : notFound(c);
  });
  app.post("/api/alerts/unsubscribe", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const sent = parseBody(unsubscribeRequest, body.value);
    if (!sent.ok) return answerRefusal(c, sent.refusal);
    const target = await unsubscribe(db, sent.value.token, secretNow(), now());
    return target ? c.json({ data: target }) : notFound(c);
  });
  return app;
}
