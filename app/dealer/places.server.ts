import { deliveryTariffAnswer, type DeliveryTariff } from "@contract/delivery";
import { apiError } from "@contract/envelope";
import { placeAnswer, readPostcode, type Place } from "@contract/places";
import { keptContent } from "~/lib/cache.server";
import { DealerApiError } from "./errors";
import { callDealerApi, dealerPath } from "./request.server";
import { log } from "~/lib/ops/log.server";

/** The shopper's postcode and the delivery tariff: the distance search and the delivery lines. */

export type PlaceLookup =
  | { kind: "found"; place: Place }
  /** No postcode, or none such: the message says which, for the field. */
  | { kind: "refused"; message: string }
  | { kind: "unavailable"; message: string };

export const PLACES_UNAVAILABLE =
  "We can't look up postcodes just now, so these cars are not sorted or limited by distance. Please try again soon.";

/** GET /api/places/{postcode}: where the postcode is and every branch's miles from it. */
export async function findPlace(postcode: string): Promise<PlaceLookup> {
  const read = readPostcode(postcode);
  if (!read.ok) return { kind: "refused", message: read.message };
  try {
    const answer = await callDealerApi(dealerPath`/api/places/${encodeURIComponent(read.value.postcode)}`, {
      schema: placeAnswer,
    });
    return { kind: "found", place: answer.data };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    const refusal = apiError.safeParse(error.body);
    if ((error.kind === "not-found" || error.kind === "rejected") && refusal.success)
      return { kind: "refused", message: refusal.data.error.message };
    log.error({ err: error }, "places: dealer API failed");
    return { kind: "unavailable", message: PLACES_UNAVAILABLE };
  }
}

/** GET /api/delivery-tariff (content: changes rarely). */
export function getDeliveryTariff(): Promise<DeliveryTariff> {
  return keptContent("delivery-tariff", async () => {
    const answer = await callDealerApi("/api/delivery-tariff", { schema: deliveryTariffAnswer });
    return answer.data;
  });
}
