import {
  financeTerms,
  type FinanceDecline,
  type FinanceQuote,
  type FinanceQuotes,
} from "../contract/finance";
import { productOffer, type FinanceCar, type ProductOffer } from "./offer";
import { resolveChoice, type FinanceChoice, type RequestedChoice } from "./rules";

/**
 * The personalise-flow answer (docs/product/finance.md#quotes-and-products): an hpQuote and a pcpQuote for
 * one car. Pure.
 */

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
    total_deposit: Math.round((choice.deposit + offer.dealerContribution) * 100) / 100,
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
    dealer_contribution: offer.dealerContribution,
    promotion: offer.promotion && {
      id: offer.promotion.id,
      heading: offer.promotion.contents.heading,
      text: offer.promotion.contents.text,
    },
  };
}

/**
 * Why the lender declines the product at the choice, and the terms it would offer with the same deposit and mileage
 * (a car too old for 48 months may still have 24 and 36), so the site can offer them.
 */
function declined(key: "HP" | "PCP", car: FinanceCar, choice: FinanceChoice, reason: string): FinanceDecline {
  const terms = financeTerms.filter(
    (term) => term !== choice.term && productOffer(key, car, { ...choice, term }).ok,
  );
  return { reason, terms };
}

/**
 * Both products for one car. A declined product's quote is null and its `…Declined` says why and which terms are on
 * offer instead; an offered product's `…Declined` is null.
 */
export function financeQuotesFor(
  car: FinanceCar & { vrm: string },
  requested: RequestedChoice,
): FinanceQuotes {
  const choice = resolveChoice(requested, car.cashPrice);
  const offers = { HP: productOffer("HP", car, choice), PCP: productOffer("PCP", car, choice) };
  const quoteOf = (offer: ProductOffer) => (offer.ok ? toFinanceQuote(offer, car.vrm) : null);
  const declineOf = (key: "HP" | "PCP", offer: ProductOffer) =>
    offer.ok ? null : declined(key, car, choice, offer.reason);
  return {
    hpQuote: quoteOf(offers.HP),
    pcpQuote: quoteOf(offers.PCP),
    hpDeclined: declineOf("HP", offers.HP),
    pcpDeclined: declineOf("PCP", offers.PCP),
  };
}
