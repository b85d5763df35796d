import { formatMonthlyPayment, formatNumber, formatPrice } from "../format";
import { hasSeparateFinalPayment, type QuotePromotion, type RepresentativeFigures } from "./figures";

/**
 * The words of a representative example beside a monthly figure (CONC 3.5.5R): every figure from the quote itself,
 * none worked out here.
 */

/**
 * The compulsory admin fee is part of the cash price the dealer API quotes on (docs/decisions/070-finance-ui.md), so
 * the label says so when the car has one; `adminFee` is unknown (null) where the figure is not for one car.
 */
export function cashPriceLabel(adminFee?: number | null): string {
  return adminFee && adminFee > 0
    ? `Cash price (including ${formatPrice(adminFee)} admin fee)`
    : "Cash price";
}

/**
 * Every amount of the example's sentence to the penny, as lenders print theirs: its payments keep their pence, so a
 * price beside them does too ("£3,179.00", never "£3,179" next to "£31.00"): one money format per sentence
 * (docs/decisions/265-finance-money-and-add-ons.md).
 */
export const sentenceMoney = formatMonthlyPayment;

/** "a, b and c". */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function payments(figures: RepresentativeFigures): string[] {
  const fee = figures.optionToPurchaseFee;
  const separateFinal = hasSeparateFinalPayment(figures);
  const instalments: string[] = [];
  if (figures.firstPayment !== null)
    instalments.push(`a first payment of ${sentenceMoney(figures.firstPayment)}`);
  instalments.push(`${figures.regularPayments} monthly payments of ${sentenceMoney(figures.regularPayment)}`);
  if (separateFinal)
    instalments.push(
      `${figures.product === "PCP" ? "an optional" : "a"} final payment of ${sentenceMoney(figures.finalPayment)}` +
        (fee > 0 ? ` (including the ${sentenceMoney(fee)} option to purchase fee)` : ""),
    );
  const parts = [`${inWords(instalments)} over ${figures.term} months`];
  if (fee > 0 && !separateFinal)
    parts.push(`option to purchase fee ${sentenceMoney(fee)} (paid with the last payment)`);
  return parts;
}

/**
 * "Representative example: cash price £…, deposit £…, total amount of credit £…, 47 monthly payments of £… and an
 * optional final payment of £… over 48 months, …, 8.9% APR representative." For a card, the sticky bar and the true
 * cost table; the car's finance blocks show the same figures as a table.
 */
export function exampleSentence(figures: RepresentativeFigures, adminFee?: number | null): string {
  return `Representative example: ${exampleFigures(figures, adminFee)}`;
}

/** The sentence after "Representative example:", for a block that makes those words a link to the full table. */
export function exampleFigures(figures: RepresentativeFigures, adminFee?: number | null): string {
  const parts = [
    `cash price ${sentenceMoney(figures.cashPrice)}${adminFee && adminFee > 0 ? ` (including ${sentenceMoney(adminFee)} admin fee)` : ""}`,
    `deposit ${sentenceMoney(figures.deposit)}`,
  ];
  if (figures.dealerContribution > 0)
    parts.push(`dealer deposit contribution ${sentenceMoney(figures.dealerContribution)}`);
  parts.push(`total amount of credit ${sentenceMoney(figures.credit)}`, ...payments(figures));
  if (figures.annualMileage !== null)
    parts.push(
      `${formatNumber(figures.annualMileage)} miles a year` +
        (figures.excessMileagePence !== null
          ? ` with excess mileage at ${figures.excessMileagePence}p a mile`
          : ""),
    );
  parts.push(
    `fixed interest rate ${figures.fixedRate.toFixed(2)}% a year`,
    `total charge for credit ${sentenceMoney(figures.chargeForCredit)}`,
    `total amount payable ${sentenceMoney(figures.totalAmountPayable)}`,
    `${figures.apr.toFixed(1)}% APR representative`,
  );
  return `${parts.join(", ")}.`;
}

/** Said next to a figure whose quote a promotion priced. */
export const promotionLine = (promotion: QuotePromotion) => `Priced with our ${promotion.heading} offer.`;
