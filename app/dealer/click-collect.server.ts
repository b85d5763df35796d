import { orderAnswer, ordersAnswer, type Order, type OrderSection } from "@contract/click-collect";
import { callDealerApi, dealerPath, type DealerPath } from "./request.server";
import { accountCall, bearer, type AccountResult } from "./accounts.server";

/**
 * The customer's click-and-collect orders (dealer-api/contract/click-collect.ts). A 401 or 403 is thrown for the
 * caller's asCustomer (a forced logout); everything else the customer can act on comes back as an AccountResult.
 */

/** GET /api/v2/click-collect/orders: the customer's orders, newest first. */
export async function listOrders(token: string): Promise<Order[]> {
  const answer = await callDealerApi("/api/v2/click-collect/orders", {
    headers: bearer(token),
    schema: ordersAnswer,
  });
  return answer.data;
}

async function orderCall(
  token: string,
  path: DealerPath,
  body: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<AccountResult<Order>> {
  return accountCall(
    async () => {
      const answer = await callDealerApi(path, {
        method,
        body,
        headers: bearer(token),
        schema: orderAnswer,
      });
      return answer.data;
    },
    { signedIn: true },
  );
}

export const startOrder = (token: string, vehicleSlug: string) =>
  orderCall(token, dealerPath`/api/v2/click-collect/orders`, { vehicle_slug: vehicleSlug });

export const saveSection = (token: string, id: string, section: OrderSection, body: unknown) =>
  orderCall(
    token,
    dealerPath`/api/v2/click-collect/orders/${encodeURIComponent(id)}/${section}`,
    body,
    "PUT",
  );

export const placeOrder = (token: string, id: string) =>
  orderCall(token, dealerPath`/api/v2/click-collect/orders/${encodeURIComponent(id)}/place`, {});

export const cancelOrder = (token: string, id: string) =>
  orderCall(token, dealerPath`/api/v2/click-collect/orders/${encodeURIComponent(id)}/cancel`, {});
