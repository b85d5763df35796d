import { ordersAnswer, type Order } from "../../dealer-api/contract/click-collect";
import { callDealerApi } from "./request.server";
import { bearer } from "./accounts.server";

/** GET /api/v2/click-collect/orders: the customer's orders, newest first (a 401 or 403 is the caller's: asCustomer). */
export async function listOrders(token: string): Promise<Order[]> {
  const answer = await callDealerApi("/api/v2/click-collect/orders", {
    headers: bearer(token),
    schema: ordersAnswer,
  });
  return answer.data;
}
