import type { DealChange, DealPrice, DealPriced } from "../contract/deals";
import { formatOrdinalDate } from "../contract/day-format";
import { ukToday } from "../contract/form-rules";

/**
 * What changed in a stored deal since the shopper saved it (issue 35: "re-priced when its inputs expire … the page
 * says what changed"), in their words: the answer priced now against the answer saved. Pure. Empty when nothing the
 * shopper would notice changed.
 */

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
/** "£750.50", and "£12,495" for whole pounds (as the deal's own messages write money). */
const pounds = (amount: number) => money.format(amount).replace(/\.00$/, "");

const deliveryWords = (delivery: DealPrice["delivery"]) =>
  delivery.kind === "collection"
    ? `collection from ${delivery.branch}`
    : delivery.price === null
      ? "by arrangement"
      : delivery.price === 0
        ? "free"
        : pounds(delivery.price);

export function dealChanges(
  saved: DealPriced,
  now: DealPriced,
  /** The shopper's own car's registration, as written ("AB12 CDE"), when the deal has a part-exchange. */
  { valuedVrm }: { valuedVrm?: string | null } = {},
): DealChange[] {
  if (!now.ok) {
    const problem = now.problem;
    // The same reason as when it was saved: the shopper saw it then; nothing new to say.
    if (!saved.ok && saved.problem.problem === problem.problem) return [];
    switch (problem.problem) {
      case "valuation-expired": {
        const day = formatOrdinalDate(ukToday(new Date(problem.expired_at)));
        const whose = valuedVrm ? `Your valuation of ${valuedVrm}` : "Your valuation";
        return [
          {
            kind: "valuation-expired",
            message: `${whose} expired on ${day}: value your car again to use it in this deal.`,
          },
        ];
      }
      case "car-unavailable":
        return [{ kind: "car-unavailable", message: problem.message }];
      case "part-exchange-off":
        return [{ kind: "part-exchange-off", message: problem.message }];
      default:
        return [{ kind: "not-priced", message: problem.message }];
    }
  }
  // Saved without a price (the shopper saw why), priced now: the deal itself is the news, there is no "from".
  if (!saved.ok) return [];
  const before = saved.deal;
  const after = now.deal;
  const changes: DealChange[] = [];
  if (before.cash_price !== after.cash_price)
    changes.push({
      kind: "cash-price",
      message: `The price of this car went from ${pounds(before.cash_price)} to ${pounds(after.cash_price)} since you saved this deal.`,
    });
  if (before.finance && after.finance && before.finance.regular_payment !== after.finance.regular_payment)
    changes.push({
      kind: "monthly",
      message: `Your monthly payment went from ${pounds(before.finance.regular_payment)} to ${pounds(after.finance.regular_payment)}.`,
    });
  const [was, is] = [deliveryWords(before.delivery), deliveryWords(after.delivery)];
  if (was !== is)
    changes.push({
      kind: "delivery",
      message:
        after.delivery.kind === "by-arrangement"
          ? `Delivery to ${after.delivery.outward} is now by arrangement: call ${after.delivery.branch} for a price.`
          : after.delivery.kind === "collection"
            ? `This car has moved to ${after.delivery.branch}: collect it there.`
            : `Delivery went from ${was} to ${is}.`,
    });
  return changes;
}
