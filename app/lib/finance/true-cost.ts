import type { FinanceQuote } from "../../../dealer-api/contract/finance";
import { formatMonthlyPayment, formatNumber, formatPrice } from "../format";
import type { CostRow } from "../vehicle/true-cost";
import { figuresFromQuote, hasSeparateFinalPayment } from "./figures";
import type { ProductKey } from "./quotes";

const LABELS: Record<ProductKey, string> = {
  HP: "Hire Purchase (HP) monthly payment",
  PCP: "Personal Contract Purchase (PCP) monthly payment",
};

/**
 * The "true cost" table's finance rows: what the car costs a month on HP and on PCP, each with what a representative
 * example needs beside a monthly figure (CONC 3.5): payments, deposit, APR and the total amount payable.
 */
export function financeCostRows(quotes: Record<ProductKey, FinanceQuote | null>): CostRow[] {
  return (["HP", "PCP"] as const).map((key) => {
    const quote = quotes[key];
    if (!quote) return { key: `finance-${key.toLowerCase()}`, label: LABELS[key], value: "Not available" };
    const figures = figuresFromQuote(quote);
    const payments = `${figures.regularPayments} monthly payments`;
    const final = hasSeparateFinalPayment(figures)
      ? ` and ${key === "PCP" ? "an optional" : "a"} final payment of ${formatPrice(figures.finalPayment)}`
      : "";
    const mileage =
      figures.annualMileage !== null ? `, ${formatNumber(figures.annualMileage)} miles a year` : "";
    return {
      key: `finance-${key.toLowerCase()}`,
      label: LABELS[key],
      value: `${formatMonthlyPayment(figures.regularPayment)} a month`,
      note:
        `${payments}${final}, ${formatPrice(figures.deposit)} deposit${mileage}. ` +
        `${figures.apr}% APR representative. Total amount payable ${formatPrice(figures.totalAmountPayable)}.`,
    };
  });
}
