import { branches } from "../branches";
import type { DealPrice, DealPriceAnswer, DealPriceAsked } from "../contract/deals";
import { dealPriceRequest } from "../contract/deals";
import { deliveryQuote } from "../contract/delivery-quote";
import { readDeliveryTariff } from "../content/delivery-tariff";
import type { DealerDb } from "../db/database";
import { priceCarDeal, type CarDeal } from "../finance/car-deal";
import { financeCars } from "../finance/cars";
import { financePricing } from "../finance/promotions";
import { milesBetween } from "../places/distance";
import { lookUpPlace } from "../places/look-up";
import type { PlaceFinder } from "../places/place-finder";
import { whyNotForSale } from "../reservations/service";
import { findValuation } from "../valuations/service";
import { PART_EXCHANGE_MESSAGE } from "../contract/click-collect-vocabulary";
import { acceptsPartExchange } from "./branch-settings";

/** An answer the call refuses: bad input (400), or no such car or valuation (404). */
export type DealRefusal = { status: 400 | 404; message: string };

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
/** "£750.50", and "£1,000" for whole pounds. */
const pounds = (amount: number) => money.format(amount).replace(/\.00$/, "");

/** A registration as the stock holds it: upper case, no spaces. */
export const stockVrm = (vrm: string) => vrm.replace(/\s+/g, "").toUpperCase();

/** The request's first problem, named by its field ("settlement: Use pounds and pence"). */
function readRequest(body: unknown): { ok: true; value: DealPriceAsked } | { ok: false; message: string } {
  const parsed = dealPriceRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path.join(".") || "body"}: ${issue.message}` };
  }
  if (parsed.data.valuation_id === null && parsed.data.settlement > 0)
    return { ok: false, message: "settlement: Only with a part-exchange (valuation_id)" };
  return { ok: true, value: parsed.data };
}

/** What the shopper reads when the deal stops short of a price. */
function problemOf(
  deal: Extract<CarDeal, { ok: false }>,
  financed: boolean,
): Extract<DealPriceAnswer["data"], { ok: false }>["problem"] {
  switch (deal.problem) {
    case "negative-equity":
      return {
        problem: "negative-equity",
        negative_equity: deal.negativeEquity,
        message:
          `You owe ${pounds(deal.negativeEquity)} more on your car than it is worth. We cannot add that to the ` +
          "finance: pay it yourself to go on, or choose another car.",
      };
    case "deposit-covers-price":
      return {
        problem: "deposit-covers-price",
        deposit: deal.deposit,
        message: financed
          ? `Your car and deposit (${pounds(deal.deposit)}) cover the whole price, so there is nothing to finance. ` +
            "Choose to pay in full, or a smaller deposit."
          : `Your car is worth more than this one (${pounds(deal.deposit)}): we cannot pay you the difference ` +
            "online. Call the branch, or choose another car.",
      };
    case "declined":
      return { problem: "declined", message: deal.reason };
    case "not-a-quote":
      return { problem: "not-a-quote", message: deal.message };
  }
}

/**
 * POST /api/deals/price: a deal on one car priced as a whole from what the dealer API holds (contract/deals.ts).
 * The car must still be for sale and not held; the part-exchange value is the shopper's valuation's lower figure,
 * while it holds; delivery is the tariff's price for the miles from the car's branch.
 */
export async function priceDealRequest(
  {
    db,
    places,
    now,
    today,
    ownHold,
  }: {
    db: DealerDb;
    places: PlaceFinder;
    now: Date;
    today: Date;
    /** The reservation carrying the deal: its own hold does not make the car unavailable to the deal. */
    ownHold?: string;
  },
  body: unknown,
): Promise<{ ok: true; answer: DealPriceAnswer } | { ok: false; refusal: DealRefusal }> {
  const request = readRequest(body);
  if (!request.ok) return { ok: false, refusal: { status: 400, message: request.message } };
  const ask = request.value;
  const vrm = stockVrm(ask.vrm);
  const row = await db
    .selectFrom("vehicles")
    .select(["id", "status", "site_id"])
    .where("vrm", "=", vrm)
    .executeTakeFirst();
  if (!row) return { ok: false, refusal: { status: 404, message: "No car for sale with that registration" } };
  const unavailable = await whyNotForSale(db, row, now, ownHold);
  if (unavailable) {
    const problem = { problem: "car-unavailable" as const, message: unavailable };
    return { ok: true, answer: { data: { ok: false, problem } } };
  }

  // A part-exchange only where the car's branch takes them now (the dealer's setting); off, the spec's own words.
  if (ask.valuation_id !== null && !(await acceptsPartExchange(db, row.site_id))) {
    const problem = { problem: "part-exchange-off" as const, message: PART_EXCHANGE_MESSAGE };
    return { ok: true, answer: { data: { ok: false, problem } } };
  }

  const valuation = ask.valuation_id === null ? undefined : await findValuation(db, ask.valuation_id);
  if (ask.valuation_id !== null && !valuation)
    return { ok: false, refusal: { status: 404, message: "We could not find that valuation" } };
  if (valuation && new Date(valuation.expires_at).getTime() <= now.getTime()) {
    const problem = {
      problem: "valuation-expired" as const,
      expired_at: valuation.expires_at,
      message: "Your valuation has expired (a valuation holds for 7 days): value your car again to use it.",
    };
    return { ok: true, answer: { data: { ok: false, problem } } };
  }

  const branch = branches.find((each) => each.id === row.site_id);
  if (!branch) throw new Error(`Car ${vrm} is at no known branch (site ${row.site_id})`);
  let delivery: DealPrice["delivery"] = { kind: "collection", branch: branch.name, price: 0 };
  if (ask.delivery_postcode !== null) {
    const found = await lookUpPlace(places, ask.delivery_postcode);
    if (!found.ok)
      return { ok: false, refusal: { status: found.status, message: `delivery_postcode: ${found.message}` } };
    const miles = Math.round(milesBetween(found.place, branch));
    const quote = deliveryQuote(await readDeliveryTariff(db), miles, found.place.outward);
    const where = { branch: branch.name, outward: found.place.outward, miles };
    delivery =
      quote.kind === "by-arrangement"
        ? { kind: "by-arrangement", ...where, price: null }
        : { kind: quote.kind, ...where, price: quote.kind === "priced" ? quote.price : 0 };
  }

  const pricing = await financePricing(db, today);
  const car = (await financeCars(db, "vrm", [vrm], pricing)).get(vrm);
  if (!car) return { ok: false, refusal: { status: 404, message: "No car for sale with that registration" } };
  const deal = priceCarDeal(car, {
    partExchange: valuation ? { valuation: valuation.cap_below, settlement: ask.settlement } : undefined,
    cashDeposit: ask.cash_deposit,
    paysNegativeEquity: ask.pays_negative_equity,
    delivery: delivery.price ?? 0,
    finance: ask.finance
      ? { product: ask.finance.product, term: ask.finance.term, annualMileage: ask.finance.annual_mileage }
      : undefined,
  });
  if (!deal.ok)
    return { ok: true, answer: { data: { ok: false, problem: problemOf(deal, Boolean(ask.finance)) } } };

  const finance: DealPrice["finance"] =
    deal.quote && ask.finance
      ? {
          product: ask.finance.product,
          term: ask.finance.term,
          annual_mileage: ask.finance.annual_mileage,
          regular_payment: deal.quote.regularPayment,
          number_of_regular_payments: deal.quote.numberOfRegularPayments,
          first_payment: deal.quote.firstPayment,
          final_payment: deal.quote.finalPayment,
          amount_of_credit: deal.quote.amountOfCredit,
          total_charge_for_credit: deal.quote.totalChargeForCredit,
          total_amount_payable: deal.quote.totalAmountPayable,
          apr: deal.quote.apr,
          fixed_rate: deal.quote.fixedRate,
          option_to_purchase_fee: deal.terms?.optionToPurchaseFee ?? 0,
          gmfv: deal.terms?.gmfv ?? null,
          excess_mileage_pence: deal.lender?.excessMileagePence ?? null,
          promotion: deal.lender?.promotion
            ? { id: deal.lender.promotion.id, heading: deal.lender.promotion.contents.heading }
            : null,
        }
      : null;
  return {
    ok: true,
    answer: {
      data: {
        ok: true,
        deal: {
          vrm,
          cash_price: deal.cashPrice,
          part_exchange: valuation
            ? {
                valuation_id: valuation.id,
                value: deal.partExchangeValue,
                settlement: deal.settlement,
                equity: deal.equity,
                expires_at: valuation.expires_at,
              }
            : null,
          negative_equity_paid: deal.negativeEquityPaid,
          deposit: {
            cash: deal.deposit.cash,
            part_exchange: deal.deposit.partExchange,
            dealer_contribution: deal.deposit.dealerContribution,
            total: deal.deposit.total,
          },
          finance,
          delivery,
          total_payable: deal.totalPayable,
          due_before_handover: deal.dueBeforeHandover,
        },
      },
    },
  };
}
