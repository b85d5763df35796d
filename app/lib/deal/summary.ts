import type { DealPrice } from "@contract/deals";
import { formatOrdinalDate } from "@contract/day-format";
import type { RepresentativeFigures } from "~/lib/finance/figures";
import { formatMonthlyPayment, formatNumber, formatPrice } from "~/lib/format";

/**
 * The deal page's summary (docs/decisions/326-a-deal-priced-once.md): every figure of the deal once, in the order a
 * shopper reads a deal, each exactly as the dealer API priced it. The finance figures come from the one quote engine;
 * the page shows them as the representative example every other page shows (`figuresOfDeal`).
 */
export interface SummaryRow {
  label: string;
  value: string;
  note?: string;
}

/** "£1,234" for whole pounds, "£1,234.56" otherwise: a deal's settlement and cash may be in pence. */
const money = (amount: number) =>
  Number.isInteger(amount) ? formatPrice(amount) : formatMonthlyPayment(amount);

export function summaryRows(deal: DealPrice, adminFee: number): SummaryRow[] {
  const rows: SummaryRow[] = [
    {
      label: "Cash price",
      value: money(deal.cash_price),
      note: adminFee > 0 ? `Includes the ${money(adminFee)} admin fee` : undefined,
    },
  ];
  const px = deal.part_exchange;
  if (px) {
    rows.push(
      {
        label: "Part-exchange value",
        value: money(px.value),
        note: `Your valuation holds until ${formatOrdinalDate(px.expires_at)}`,
      },
      {
        label: "Settlement of your finance",
        value: px.settlement > 0 ? `− ${money(px.settlement)}` : "None",
      },
      px.equity >= 0
        ? { label: "Your car's equity", value: money(px.equity) }
        : {
            label: "Negative equity you pay",
            value: money(deal.negative_equity_paid),
            note: "Paid by you to clear your old finance: never added to the new credit",
          },
    );
  }
  if (deal.finance) {
    const q = deal.finance;
    rows.push({ label: "Cash deposit", value: money(deal.deposit.cash) });
    if (px) rows.push({ label: "Deposit from your car", value: money(deal.deposit.part_exchange) });
    if (deal.deposit.dealer_contribution > 0)
      rows.push({ label: "Dealer deposit contribution", value: money(deal.deposit.dealer_contribution) });
    rows.push(
      { label: "Total deposit", value: money(deal.deposit.total) },
      { label: "Total amount of credit", value: money(q.amount_of_credit) },
      { label: "Duration of agreement", value: `${q.term} months` },
    );
    if (Math.round(q.first_payment * 100) !== Math.round(q.regular_payment * 100))
      rows.push({ label: "First monthly payment", value: formatMonthlyPayment(q.first_payment) });
    rows.push({
      label: `${q.number_of_regular_payments} monthly payments of`,
      value: formatMonthlyPayment(q.regular_payment),
    });
    const separateFinal = Math.round(q.final_payment * 100) !== Math.round(q.regular_payment * 100);
    if (q.product === "PCP" || separateFinal)
      rows.push({
        label: q.product === "PCP" ? "Optional final payment" : "Final payment",
        value: money(q.final_payment),
        note:
          q.option_to_purchase_fee > 0
            ? `Includes the ${money(q.option_to_purchase_fee)} option to purchase fee`
            : undefined,
      });
    rows.push({ label: "Total charge for credit", value: formatMonthlyPayment(q.total_charge_for_credit) });
    // The finance's own total (deposit, every payment); the deal's total below adds delivery, which is never financed.
    if (Math.round(q.total_amount_payable * 100) !== Math.round(deal.total_payable * 100))
      rows.push({ label: "Total amount payable on finance", value: money(q.total_amount_payable) });
    rows.push({ label: "Fixed rate of interest", value: `${q.fixed_rate.toFixed(2)}% a year (fixed)` });
    if (q.product === "PCP") {
      rows.push({ label: "Annual mileage", value: `${formatNumber(q.annual_mileage)} miles` });
      if (q.excess_mileage_pence !== null)
        rows.push({ label: "Excess mileage charge", value: `${q.excess_mileage_pence}p a mile` });
    }
    rows.push({ label: "Representative APR", value: `${q.apr.toFixed(1)}% APR` });
  } else if (px) {
    rows.push({ label: "Part-exchange towards the price", value: `− ${money(deal.deposit.part_exchange)}` });
  }
  rows.push(
    { label: "Delivery", value: deliveryValue(deal.delivery) },
    { label: "Total payable", value: money(deal.total_payable) },
    { label: "Due before you get the car", value: money(deal.due_before_handover) },
  );
  return rows;
}

function deliveryValue(delivery: DealPrice["delivery"]): string {
  switch (delivery.kind) {
    case "collection":
      return `Collect from ${delivery.branch}: free`;
    case "free":
      return `Free delivery to ${delivery.outward} (${delivery.miles} miles)`;
    case "priced":
      return `${money(delivery.price)} to ${delivery.outward} (${delivery.miles} miles)`;
    case "by-arrangement":
      return `To ${delivery.outward} by arrangement: call the branch for a price (not in the total)`;
  }
}

/**
 * The deal's finance as a representative example (CONC 3.5.5R), in the shape every other page's example takes: the
 * deposit is the shopper's (cash and their car's equity); the dealer's contribution is shown on its own.
 */
export function figuresOfDeal(deal: DealPrice): RepresentativeFigures | null {
  const q = deal.finance;
  if (!q) return null;
  const same = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);
  return {
    product: q.product,
    regularPayment: q.regular_payment,
    regularPayments: q.number_of_regular_payments,
    firstPayment: same(q.first_payment, q.regular_payment) ? null : q.first_payment,
    finalPayment: q.final_payment,
    term: q.term,
    cashPrice: deal.cash_price,
    deposit: Math.round((deal.deposit.cash + deal.deposit.part_exchange) * 100) / 100,
    dealerContribution: deal.deposit.dealer_contribution,
    credit: q.amount_of_credit,
    optionToPurchaseFee: q.option_to_purchase_fee,
    chargeForCredit: q.total_charge_for_credit,
    totalAmountPayable: q.total_amount_payable,
    apr: q.apr,
    fixedRate: q.fixed_rate,
    annualMileage: q.product === "PCP" ? q.annual_mileage : null,
    excessMileagePence: q.product === "PCP" ? q.excess_mileage_pence : null,
    promotion: q.promotion ? { ...q.promotion, text: "" } : null,
  };
}
