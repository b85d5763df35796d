import { z } from "zod";
import { callDealerApi } from "./request.server";
import { DealerApiError } from "./errors";

const healthAnswer = z.object({ status: z.literal("ok") });

/** Which part of what the site needs does not answer: nothing, the dealer API itself, or its database. */
export type DealerHealth = "ok" | "dealer-api" | "database";

/**
 * GET /health: the dealer API answers 200 once its database has answered a query, 503 when the database does not
 * (dealer-api/app.ts). Any other failure (no answer, an error, nonsense) is the dealer API's own.
 */
export async function dealerHealth(): Promise<DealerHealth> {
  try {
    await callDealerApi("/health", { schema: healthAnswer, timeoutMs: 3000 });
    return "ok";
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 503) return "database";
    return "dealer-api";
  }
}
