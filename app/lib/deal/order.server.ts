import type { FinanceOptions, Order } from "@contract/click-collect";
import { MAX_TERM, MIN_DEPOSIT, ORDER_FINANCE_DEFAULTS } from "@contract/click-collect-vocabulary";
import type { DealPrice, SavedDeal } from "@contract/deals";
import type { AccountResult } from "~/dealer/accounts.server";
import { saveSection } from "~/dealer/click-collect.server";
import { readDeal } from "~/dealer/deals.server";
import { orFallback } from "~/dealer/request.server";
import { MILEAGES } from "~/lib/click-collect/order-steps";

/**
 * A deal carried into a click-and-collect order (docs/decisions/326-a-deal-priced-once.md): its part-exchange answers
 * the order's part-exchange section, and its way of paying answers "How you will pay" with the same basis (product,
 * term, mileage and the deposit the shopper puts in: cash and their car's equity), so the order's quote is the deal's.
 */

/** What the order page says of the customer's deal on the car: where it is, and its part-exchange if it has one. */
export function dealForOrder(saved: SavedDeal | undefined, path: string) {
  if (!saved) return { path, partExchange: null };
  const px = saved.answer.ok ? saved.answer.deal.part_exchange : null;
  return {
    path,
    partExchange: px
      ? { value: px.value, settlement: px.settlement, equity: px.equity, expiresAt: px.expires_at }
      : null,
  };
}

/** The order's "How you will pay" for the deal's finance; none when the order's rules cannot take it as it is. */
export function paymentOfDeal(deal: DealPrice): FinanceOptions | undefined {
  const q = deal.finance;
  if (!q)
    return {
      type: "cash",
      product_type: ORDER_FINANCE_DEFAULTS.product_type,
      term: ORDER_FINANCE_DEFAULTS.term,
      deposit: ORDER_FINANCE_DEFAULTS.deposit,
      mileage: ORDER_FINANCE_DEFAULTS.mileage,
    };
  // The order takes whole pounds; a deposit with pence (a settlement in pence) is the deal's own to show.
  const deposit = deal.deposit.cash + deal.deposit.part_exchange;
  const mileage = q.product === "PCP" ? q.annual_mileage : ORDER_FINANCE_DEFAULTS.mileage;
  if (!Number.isInteger(Math.round(deposit * 100) / 100) || deposit < MIN_DEPOSIT) return undefined;
  if (q.term > MAX_TERM[q.product] || !(MILEAGES as readonly number[]).includes(mileage)) return undefined;
  return { type: "finance", product_type: q.product, term: q.term, deposit, mileage };
}

/**
 * Answers a new order's sections from the customer's deal on the car, as far as the deal and the order's rules go;
 * what cannot be carried is left for the customer to answer. Answers the order as it then stands.
 */
export async function carryDeal(token: string, order: Order, dealId: string): Promise<AccountResult<Order>> {
  const saved = await orFallback(readDeal(dealId, token), undefined);
  if (!saved?.answer.ok) return { ok: true, value: order };
  const { deal } = saved.answer;
  let current = order;
  if (deal.part_exchange) {
    const answered = await saveSection(token, order.id, "partex", { wanted: true, deal_id: dealId });
    if (answered.ok) current = answered.value;
  }
  const payment = paymentOfDeal(deal);
  if (payment) {
    const answered = await saveSection(token, order.id, "paymentMethod", payment);
    if (answered.ok) current = answered.value;
  }
  return { ok: true, value: current };
}
