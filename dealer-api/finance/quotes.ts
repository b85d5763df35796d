import type { FinanceQuote, FinanceQuotes } from "../contract/finance";
import { productOffer, type FinanceCar, type ProductOffer } from "./offer";
import { resolveChoice, type FinanceChoice, type RequestedChoice } from "./rules";

/** The personalise-flow answer (spec 2 §3): an hpQuote and a pcpQuote for one car. Pure. */

/** Where the site takes an application for this quote (a site page; the lender's form would sit behind it). */
export function applicationLink(vrm: string, key: "HP" | "PCP", choice: FinanceChoice): string {
  const query = new URLSearchParams({
    vrm,
    product: key,
    term: String(choice.term),
    deposit: String(choice.deposit),
    mileage: String(choice.annualMileage),
  });
  return `/finance/apply?${query}`;
}

export function toFinanceQuote(offer: Extract<ProductOffer, { ok: true }>, vrm: string): FinanceQuote {
  const { product, choice, pricing, quote } = offer;
  return {
    key: product.key,
    product: product.name,
    regular_payment: quote.regularPayment,
    number_of_regular_payments: Math.max(0, choice.term - 2),
    first_payment: quote.firstPayment,
    final_payment: quote.finalPayment,
    total_deposit: choice.deposit,
    deposit: choice.deposit,
    apr: quote.apr,
    interest_rate: quote.fixedRate,
    total_amount_payable: quote.totalAmountPayable,
    total_amount_of_charges: quote.totalChargeForCredit,
    balance: quote.amountOfCredit,
    cash_price: offer.cashPrice,
    term: choice.term,
    residual: offer.gmfv ?? 0,
    mileage: choice.annualMileage,
    purchase_fee: pricing.optionToPurchaseFee,
    excess_mileage_rate: pricing.excessMileagePence,
    application_link: applicationLink(vrm, product.key, choice),
  };
}

export function financeQuotesFor(
  car: FinanceCar & { vrm: string },
  requested: RequestedChoice,
): FinanceQuotes {
  const choice = resolveChoice(requested, car.cashPrice);
  const answer = (key: "HP" | "PCP") => {
    const offer = productOffer(key, car, choice);
    return offer.ok ? toFinanceQuote(offer, car.vrm) : null;
  };
  return { hpQuote: answer("HP"), pcpQuote: answer("PCP") };
}
