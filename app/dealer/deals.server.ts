import {
  dealListAnswer,
  savedDealAnswer,
  type DealPriceRequest,
  type DealSummary,
  type SavedDeal,
} from "@contract/deals";
import { submissionError } from "@contract/forms";
import { log } from "~/lib/ops/log.server";
import { callDealerApi, dealerPath, type DealerPath } from "./request.server";
import { DealerApiError, isNotFound } from "./errors";
import { bearer } from "./accounts.server";
import { clientHeaders } from "./forms.server";

/**
 * The shopper's deals at the dealer API (dealer-api/contract/deals.ts, docs/decisions/326-a-deal-priced-once.md):
 * saved with their answers, priced again whenever they are read. A deal on a customer's account answers only with
 * their login; a guest's, to whoever holds its id (the site keeps it in the visitor's session only).
 */
export type DealAnswer =
  | ({ kind: "saved" } & SavedDeal)
  /** The dealer API refused the answers (400): "field: message". */
  | { kind: "invalid"; message: string }
  /** No such deal (or not this customer's), car or valuation. */
  | { kind: "not-found" }
  /** Too many new deals from this visitor in a short time: the dealer API's words say when to try again. */
  | { kind: "limited"; message: string }
  | { kind: "failed" };

/** Deal ids are unguessable tokens: anything else names none, without asking. */
const DEAL_ID = /^[A-Za-z0-9_-]{8,100}$/;

async function dealCall(
  path: DealerPath,
  init: {
    method?: "GET" | "POST" | "PUT";
    body?: DealPriceRequest;
    token?: string;
    clientId?: string | null;
  },
): Promise<DealAnswer> {
  try {
    const answer = await callDealerApi(path, {
      method: init.method ?? "GET",
      body: init.body,
      // The visitor, for the dealer API's limit on new deals; without it every visitor would share one allowance.
      headers: { ...clientHeaders(init.clientId ?? null), ...(init.token ? bearer(init.token) : {}) },
      schema: savedDealAnswer,
    });
    return { kind: "saved", ...answer.data };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    if (isNotFound(error)) return { kind: "not-found" };
    if (error.status === 429) {
      const refusal = submissionError.safeParse(error.body);
      return { kind: "limited", message: refusal.success ? refusal.data.error.message : DEALS_LIMITED };
    }
    if (error.status === 400) {
      const refusal = submissionError.safeParse(error.body);
      return { kind: "invalid", message: refusal.success ? refusal.data.error.message : error.message };
    }
    log.error({ err: error }, "deals: the dealer API failed");
    return { kind: "failed" };
  }
}

const DEALS_LIMITED =
  "You have priced several new deals in a short time. Please try again later, or call us.";

/**
 * POST /api/deals: a new deal, priced and saved (on the customer's account when `token` is theirs); `clientId` is the
 * visitor, whose new deals the dealer API counts.
 */
export const createDeal = (body: DealPriceRequest, token: string | undefined, clientId: string | null) =>
  dealCall(dealerPath`/api/deals`, { method: "POST", body, token, clientId });

/** PUT /api/deals/{id}: the deal's new answers, priced and saved. */
export function updateDeal(id: string, body: DealPriceRequest, token?: string): Promise<DealAnswer> {
  if (!DEAL_ID.test(id)) return Promise.resolve({ kind: "not-found" });
  return dealCall(dealerPath`/api/deals/${encodeURIComponent(id)}`, { method: "PUT", body, token });
}

/** GET /api/deals/{id}: the saved deal priced again now, with what changed since it was saved. */
export async function readDeal(id: string, token?: string): Promise<SavedDeal | undefined> {
  if (!DEAL_ID.test(id)) return undefined;
  const answer = await dealCall(dealerPath`/api/deals/${encodeURIComponent(id)}`, { token });
  if (answer.kind === "saved") return answer;
  return undefined;
}

/** GET /api/deals: the signed-in customer's deals, the latest saved first (none when the dealer API cannot say). */
export async function listDeals(token: string): Promise<DealSummary[]> {
  try {
    const answer = await callDealerApi("/api/deals", { headers: bearer(token), schema: dealListAnswer });
    return answer.data;
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    log.warn({ err: error }, "deals: the customer's deals could not be listed");
    return [];
  }
}
