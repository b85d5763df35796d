import type { FinanceProductKey } from "../contract/finance-vocabulary";
import { dealDeposit, priceDeal, type DealInput, type PricedDeal } from "./deal";
import type { Promo } from "../contract/content";
import { productTerms, type FinanceCar } from "./offer";

/** What the shopper asks to finance on: the product, the term and their yearly mileage (the deposit is the deal's). */
export interface DealFinanceChoice {
  product: FinanceProductKey;
  term: number;
  annualMileage: number;
}

export type CarDealInput = Omit<DealInput, "cashPrice" | "finance"> & { finance?: DealFinanceChoice };

/** A deal the lender will not quote on: the product and its reason, as every other quote of the car says it. */
export type DeclinedDeal = { ok: false; problem: "declined"; reason: string };

/**
 * A deal on one stock car: its cash price (with the admin fee) and, financed, the lender's own terms for the car at the
 * deal's deposit — the promotion it is priced under, its APR and fees, the GMFV, or why it declines — exactly as the
 * car's page and search price it (offer.ts `productTerms`), then the deal's figures (deal.ts). Pure.
 */
/** Financed: what else the representative example names about the lender's terms. */
export interface LenderTerms {
  excessMileagePence: number | null;
  promotion: Promo | null;
}

export type CarDeal = (PricedDeal & { lender?: LenderTerms }) | DeclinedDeal;

export function priceCarDeal(car: FinanceCar, input: CarDealInput): CarDeal {
  const { finance, ...rest } = input;
  if (!finance) return priceDeal({ ...rest, cashPrice: car.cashPrice });
  const deposit = dealDeposit(rest);
  if (!deposit.ok) return deposit;
  // Said before the lender is asked: its refusal ("lends £1,000 to …") would hide the reason.
  if (deposit.deposit >= car.cashPrice)
    return { ok: false, problem: "deposit-covers-price", deposit: deposit.deposit };
  const terms = productTerms(finance.product, car, {
    term: finance.term,
    annualMileage: finance.annualMileage,
    deposit: deposit.deposit,
  });
  if (!terms.ok) return { ok: false, problem: "declined", reason: terms.reason };
  const deal = priceDeal({
    ...rest,
    cashPrice: car.cashPrice,
    finance: {
      product: finance.product,
      term: finance.term,
      apr: terms.input.apr,
      gmfv: terms.input.gmfv,
      optionToPurchaseFee: terms.input.optionToPurchaseFee,
      documentationFee: terms.input.documentationFee,
      dealerContribution: terms.dealerContribution,
    },
  });
  return {
    ...deal,
    lender: { excessMileagePence: terms.pricing.excessMileagePence, promotion: terms.promotion },
  };
}
