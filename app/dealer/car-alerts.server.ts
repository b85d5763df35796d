import { z } from "zod";
import { carAlertAnswer, carAlertListAnswer, type CarAlert } from "@contract/saved-searches";
import { flat } from "@contract/envelope";
import { submissionError } from "@contract/forms";
import { log } from "~/lib/ops/log.server";
import { callDealerApi, dealerPath } from "./request.server";
import { DealerApiError, isLoginRefused } from "./errors";
import { bearer } from "./accounts.server";

/**
 * The cars a customer follows by e-mail (dealer-api/contract/saved-searches.ts): a price drop, the car reserved, or
 * sold. Only a customer has them: e-mail goes to the address their account confirmed.
 */

/** The customer's followed cars; empty when the dealer API cannot say (the page then offers to follow each). */
export async function listCarAlerts(token: string): Promise<CarAlert[]> {
  try {
    return (await callDealerApi("/api/car-alerts", { headers: bearer(token), schema: carAlertListAnswer }))
      .data;
  } catch (error) {
    // A login the dealer API refuses is the caller's to act on (asCustomer signs the customer out).
    if (!(error instanceof DealerApiError) || isLoginRefused(error)) throw error;
    log.warn({ err: error }, "car alerts: the dealer API could not list them");
    return [];
  }
}

export type FollowAnswer = { ok: true } | { ok: false; message: string };

const UNAVAILABLE = "We could not do that just now. Please try again in a few minutes.";

function refused(error: unknown, what: string): FollowAnswer {
  if (!(error instanceof DealerApiError) || isLoginRefused(error)) throw error;
  const parsed = submissionError.safeParse(error.body);
  if (parsed.success && (error.status ?? 500) < 500) return { ok: false, message: parsed.data.error.message };
  log.error({ err: error }, `car alerts: the dealer API failed to ${what}`);
  return { ok: false, message: UNAVAILABLE };
}

/** PUT /api/car-alerts/{id}: every alert of the car (its price drops, it is reserved, it is sold). */
export async function followCar(vehicleId: number, token: string): Promise<FollowAnswer> {
  try {
    await callDealerApi(dealerPath`/api/car-alerts/${vehicleId}`, {
      method: "PUT",
      body: { price_drop: true, reserved: true, sold: true },
      headers: bearer(token),
      schema: carAlertAnswer,
    });
    return { ok: true };
  } catch (error) {
    return refused(error, "follow a car");
  }
}

const stoppedAnswer = flat(z.object({ vehicle_id: z.number() }));

/** DELETE /api/car-alerts/{id}: no more e-mails about the car (already none is as good). */
export async function unfollowCar(vehicleId: number, token: string): Promise<FollowAnswer> {
  try {
    await callDealerApi(dealerPath`/api/car-alerts/${vehicleId}`, {
      method: "DELETE",
      headers: bearer(token),
      schema: stoppedAnswer,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 404) return { ok: true };
    return refused(error, "stop following a car");
  }
}
