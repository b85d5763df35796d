import type { CalculatorQuote, FinanceQuote } from "@contract/finance";
import type { RepresentativeFigures } from "./figures";

/**
 * The test vectors of docs/product/finance.md#how-figures-are-worked-out as the dealer API answers them, for
 * the site's unit tests.
 */

export const specPcpQuote: FinanceQuote = {
  key: "PCP",
  product: "Personal Contract Purchase (PCP)",
  regular_payment: 150.82,
  number_of_regular_payments: 46,
  first_payment: 150.82,
  final_payment: 4205,
  total_deposit: 1000,
  deposit: 1000,
  apr: 8.9,
  interest_rate: 8.53,
  total_amount_payable: 12293.54,
  total_amount_of_charges: 2298.54,
  balance: 8995,
  cash_price: 9995,
  term: 48,
  residual: 4195,
  mileage: 8000,
  purchase_fee: 10,
  excess_mileage_rate: 6,
  application_link: "/finance/apply?vrm=YD18WBW&product=PCP&term=48&deposit=1000&mileage=8000",
};

export const longHpQuote: FinanceQuote = {
  key: "HP",
  product: "Hire Purchase (HP)",
  regular_payment: 289.31,
  number_of_regular_payments: 58,
  first_payment: 289.31,
  final_payment: 299.31,
  total_deposit: 1500,
  deposit: 1500,
  apr: 10.9,
  interest_rate: 10.37,
  total_amount_payable: 18868.6,
  total_amount_of_charges: 3868.6,
  balance: 13500,
  cash_price: 15000,
  term: 60,
  residual: 0,
  mileage: 8000,
  purchase_fee: 10,
  excess_mileage_rate: null,
  application_link: "/finance/apply?vrm=YD18WBW&product=HP&term=60&deposit=1500&mileage=8000",
};

export const midPcpCalculatorQuote: CalculatorQuote = {
  RegularPayment: 360.67,
  Term: 36,
  Apr: 11.9,
  RateOfInterest: 11.27,
  TotalPrice: 18750,
  Deposit: 2000,
  Balance: 16750,
  TotalAmountPayable: 23083.45,
  ChargeForCredit: 4333.45,
  FirstPayment: 360.67,
  FinalPayment: 8460,
  NumberOfRegularPayments: 35,
  OptionToPurchaseFee: 10,
  GuaranteedFutureValue: 8450,
  AnnualMileage: 10000,
  ExcessMileageRate: 8,
};

/**
 * An HP quote priced under the dealer's "£500 towards your deposit" promotion: the shopper pays £1,000, the dealer
 * adds £500, so £1,500 is paid up front and the credit is the cash price less both (the dealer API's contract).
 */
export const contributionHpQuote: FinanceQuote = {
  ...longHpQuote,
  deposit: 1000,
  dealer_contribution: 500,
  promotion: {
    id: 4,
    heading: "£500 towards your deposit",
    text: "We add £500 to your deposit when you buy a Ford Fiesta or Focus on finance.",
  },
};

/**
 * The same test vector read as an example's figures: a 48-month
 * PCP on a £9,995 car whose final payment is the £4,195 GMFV plus the £10 option-to-purchase fee, with the
 * total amount payable CONC requires. The excess mileage charge is the lender's rate for a car under £10,000.
 */
export const specPcpFigures: RepresentativeFigures = {
  product: "PCP",
  regularPayment: 150.82,
  regularPayments: 47,
  firstPayment: null,
  finalPayment: 4205,
  term: 48,
  cashPrice: 9995,
  deposit: 1000,
  dealerContribution: 0,
  credit: 8995,
  optionToPurchaseFee: 10,
  chargeForCredit: 2298.54,
  totalAmountPayable: 12293.54,
  apr: 8.9,
  fixedRate: 8.53,
  annualMileage: 8000,
  excessMileagePence: 6,
  promotion: null,
};
