import type { CalculatorQuote } from "@contract/finance";
import type { RepresentativeFigures } from "@contract/finance-example";
import type { ProductKey } from "./quotes";

// The figures' shape, a FinanceQuote's figures and the final-payment rule are the contract's (finance-example.ts), so
// the dealer API's alert e-mails read a quote as the pages do.
export {
  figuresFromQuote,
  hasSeparateFinalPayment,
  type QuotePromotion,
  type RepresentativeFigures,
} from "@contract/finance-example";

const pence = (pounds: number) => Math.round(pounds * 100);

export function figuresFromCalculator(key: ProductKey, quote: CalculatorQuote): RepresentativeFigures {
  const pcp = key === "PCP";
  return {
    product: key,
    regularPayment: quote.RegularPayment,
    regularPayments: quote.NumberOfRegularPayments,
    firstPayment: pence(quote.FirstPayment) === pence(quote.RegularPayment) ? null : quote.FirstPayment,
    finalPayment: quote.FinalPayment,
    term: quote.Term,
    cashPrice: quote.TotalPrice,
    deposit: quote.Deposit,
    dealerContribution: quote.DealerContribution ?? 0,
    credit: quote.Balance,
    optionToPurchaseFee: quote.OptionToPurchaseFee,
    chargeForCredit: quote.ChargeForCredit,
    totalAmountPayable: quote.TotalAmountPayable,
    apr: quote.Apr,
    fixedRate: quote.RateOfInterest,
    annualMileage: pcp ? quote.AnnualMileage : null,
    excessMileagePence: pcp ? quote.ExcessMileageRate : null,
    promotion: quote.Promotion
      ? { id: quote.Promotion.Id, heading: quote.Promotion.Heading, text: quote.Promotion.Text }
      : null,
  };
}

export const PRODUCT_NAMES: Record<ProductKey, string> = {
  HP: "Hire Purchase",
  PCP: "Personal Contract Purchase",
};
