import { hasSeparateFinalPayment, PRODUCT_NAMES, type RepresentativeFigures } from "~/lib/finance/figures";
import { cashPriceLabel } from "~/lib/finance/example-text";
import { formatChargeForCredit, formatMonthlyPayment, formatNumber, formatPrice } from "~/lib/format";

interface Row {
  label: string;
  value: string;
  note?: string;
}

/**
 * Every figure of a representative example (CONC 3.5.5R), in the order a shopper reads a finance agreement.
 * `adminFee`: the car's compulsory admin fee, which the cash price includes (null where no one car is priced).
 */
export function breakdownRows(figures: RepresentativeFigures, adminFee?: number | null): Row[] {
  const pcp = figures.product === "PCP";
  const fee = figures.optionToPurchaseFee;
  const rows: Row[] = [
    { label: "Product", value: `${PRODUCT_NAMES[figures.product]} (${figures.product})` },
    { label: cashPriceLabel(adminFee), value: formatPrice(figures.cashPrice) },
    { label: "Deposit", value: formatPrice(figures.deposit) },
  ];
  if (figures.dealerContribution > 0)
    rows.push({ label: "Dealer deposit contribution", value: formatPrice(figures.dealerContribution) });
  rows.push(
    { label: "Total amount of credit", value: formatPrice(figures.credit) },
    { label: "Duration of agreement", value: `${figures.term} months` },
  );
  if (figures.firstPayment !== null)
    rows.push({ label: "First monthly payment", value: formatMonthlyPayment(figures.firstPayment) });
  rows.push({
    label: `${figures.regularPayments} monthly payments of`,
    value: formatMonthlyPayment(figures.regularPayment),
  });
  if (pcp || hasSeparateFinalPayment(figures))
    rows.push({
      label: pcp ? "Optional final payment" : "Final payment",
      value: formatPrice(figures.finalPayment),
      note: fee > 0 ? `Includes the ${formatPrice(fee)} option to purchase fee` : undefined,
    });
  rows.push(
    { label: "Option to purchase fee", value: fee > 0 ? formatPrice(fee) : "None" },
    { label: "Total charge for credit", value: formatChargeForCredit(figures.chargeForCredit) },
    { label: "Total amount payable", value: formatPrice(figures.totalAmountPayable) },
    { label: "Fixed rate of interest", value: `${figures.fixedRate.toFixed(2)}% a year (fixed)` },
  );
  if (figures.annualMileage !== null)
    rows.push({ label: "Annual mileage", value: `${formatNumber(figures.annualMileage)} miles` });
  if (figures.excessMileagePence !== null)
    rows.push({ label: "Excess mileage charge", value: `${figures.excessMileagePence}p a mile` });
  rows.push({ label: "Representative APR", value: `${figures.apr.toFixed(1)}% APR` });
  return rows;
}

/** Figures as a description list, each with its note; `label` names it for assistive technology. */
export function FigureList({ rows, label }: { rows: readonly Row[]; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-gray-200 border-y border-gray-200">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className="text-right font-semibold text-gray-900">
            {row.value}
            {row.note ? <span className="block text-sm font-normal text-gray-700">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A representative example as a description list; `label` names it for assistive technology. */
export function QuoteBreakdown({
  figures,
  label,
  adminFee,
}: {
  figures: RepresentativeFigures;
  label: string;
  adminFee?: number | null;
}) {
  return <FigureList rows={breakdownRows(figures, adminFee)} label={label} />;
}

/**
 * The headline of a quote: the representative APR at least as prominent as the monthly payment (CONC 3.5.7R asks for
 * the APR to stand out more than any other cost-of-credit figure).
 */
export function QuoteHeadline({ monthly, apr }: { monthly: number; apr: number }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-gray-900">
      <span>
        <span className="text-3xl font-bold">{formatMonthlyPayment(monthly)}</span> a month
      </span>
      <span>
        <span className="text-3xl font-bold">{apr.toFixed(1)}%</span> APR representative
      </span>
    </p>
  );
}
