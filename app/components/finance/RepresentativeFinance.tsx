import { Link } from "@remix-run/react";
import type { FinanceQuote } from "@contract/finance";
import { declinedTermsOf, unavailableReasons } from "~/lib/finance/declined";
import { cashPriceLabel } from "~/lib/finance/example-text";
import { figuresFromQuote, type RepresentativeFigures } from "~/lib/finance/figures";
import { FIGURES_NOT_UPDATED } from "~/lib/finance/tool-answer";
import { formatChargeForCredit, formatMonthlyPayment, formatNumber, formatPrice } from "~/lib/format";
import { useVehicleFinance } from "./FinanceContext";
import { FinanceUnavailable } from "./parts";
import { TableRegion } from "~/components/tables/TableRegion";
import { panelClass } from "./styles";

type Cell = (figures: RepresentativeFigures) => string;

/**
 * The table's rows: every figure of both examples. The dealer's deposit contribution and the promotion a quote is
 * priced under have rows only when a quote has them.
 */
function rowsFor(adminFee: number, quotes: (FinanceQuote | null)[]): [string, Cell][] {
  const figures = quotes.flatMap((quote) => (quote ? [figuresFromQuote(quote)] : []));
  return [
    ["Monthly payment", (f) => formatMonthlyPayment(f.regularPayment)],
    ["Number of monthly payments", (f) => String(f.regularPayments)],
    ["Final payment", (f) => `${formatPrice(f.finalPayment)}${f.product === "PCP" ? " (optional)" : ""}`],
    [cashPriceLabel(adminFee), (f) => formatPrice(f.cashPrice)],
    ["Deposit", (f) => formatPrice(f.deposit)],
    ...(figures.some((f) => f.dealerContribution > 0)
      ? [["Dealer deposit contribution", (f) => formatPrice(f.dealerContribution)] satisfies [string, Cell]]
      : []),
    ...ROWS,
    ...(figures.some((f) => f.promotion)
      ? [["Priced with our offer", (f) => f.promotion?.heading ?? "None"] satisfies [string, Cell]]
      : []),
  ];
}

const ROWS: [string, Cell][] = [
  ["Total amount of credit", (f) => formatPrice(f.credit)],
  [
    "Option to purchase fee",
    (f) => (f.optionToPurchaseFee > 0 ? formatPrice(f.optionToPurchaseFee) : "None"),
  ],
  ["Total charge for credit", (f) => formatChargeForCredit(f.chargeForCredit)],
  ["Total amount payable", (f) => formatPrice(f.totalAmountPayable)],
  ["Duration of agreement", (f) => `${f.term} months`],
  ["Fixed rate of interest", (f) => `${f.fixedRate.toFixed(2)}% a year`],
  ["Representative APR", (f) => `${f.apr.toFixed(1)}% APR`],
  [
    "Annual mileage",
    (f) => (f.annualMileage === null ? "No limit" : `${formatNumber(f.annualMileage)} miles`),
  ],
  [
    "Excess mileage charge",
    (f) => (f.excessMileagePence === null ? "None" : `${f.excessMileagePence}p a mile`),
  ],
];

const EXPLAINERS = [
  {
    question: "What is Hire Purchase?",
    answer:
      "With Hire Purchase (HP) you pay a deposit, then fixed monthly payments that repay the whole price of the car " +
      "with interest. Once the last payment, with the small option to purchase fee, is made, the car is yours. There " +
      "is no mileage limit.",
    href: "/finance/hire-purchase",
    more: "More about Hire Purchase",
  },
  {
    question: "What is Personal Contract Purchase?",
    answer:
      "With Personal Contract Purchase (PCP) part of the price is deferred to an optional final payment, the " +
      "guaranteed future value, so the monthly payments are lower. At the end you can pay it and keep the car, hand " +
      "the car back, or part-exchange it. You agree an annual mileage; each mile over it is charged.",
    href: "/finance/personal-contract-purchase",
    more: "More about Personal Contract Purchase",
  },
  {
    question: "Why finance through a dealership?",
    answer:
      "We arrange the finance with the car: you compare HP and PCP on the car you want, agree both in one visit and " +
      "can drive away as soon as the lender approves. We are a credit broker, not a lender, so we can introduce you " +
      "to lenders who may be able to offer you finance.",
    href: "/finance",
    more: "Car finance explained",
  },
] as const;

function Figure({ quote, cell }: { quote: FinanceQuote | null; cell: Cell }) {
  if (!quote)
    return (
      <td className="px-3 py-2 text-right text-gray-700">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not available</span>
      </td>
    );
  return (
    <td className="px-3 py-2 text-right font-semibold text-gray-900">{cell(figuresFromQuote(quote))}</td>
  );
}

/**
 * The representative finance table (docs/product/finance.md#representative-table): HP and PCP on this car
 * side by side for the personalised choice, the three explainers, and the static representative example. With
 * no quote: 'Finance is not available…'.
 */
export function RepresentativeFinance() {
  const { finance, personalise, notUpdated } = useVehicleFinance();
  const { HP: hp, PCP: pcp } = personalise.quotes;
  const { deposit, term, mileage } = personalise.choice;
  const declined = declinedTermsOf(personalise);
  return (
    <section aria-labelledby="finance-table-heading" className={`${panelClass} space-y-6`}>
      <h2 id="finance-table-heading" className="text-2xl font-bold text-gray-900">
        HP and PCP on this car
      </h2>
      {hp || pcp ? (
        <TableRegion captionId="finance-table-caption">
          <table className="w-full border-collapse text-left">
            <caption id="finance-table-caption" className="mb-2 text-left text-gray-700">
              With a {formatPrice(deposit)} deposit over {term} months, {formatNumber(mileage)} miles a year
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-3 font-semibold text-gray-900">
                  Figure
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-900">
                  HP{hp ? "" : " (not available)"}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-900">
                  PCP{pcp ? "" : " (not available)"}
                </th>
              </tr>
            </thead>
            <tbody>
              {rowsFor(finance.adminFee, [hp, pcp]).map(([label, cell]) => (
                <tr key={label} className="border-b border-gray-200">
                  <th scope="row" className="py-2 pr-3 font-normal text-gray-700">
                    {label}
                  </th>
                  <Figure quote={hp} cell={cell} />
                  <Figure quote={pcp} cell={cell} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : notUpdated ? (
        <p className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
          {FIGURES_NOT_UPDATED}
        </p>
      ) : declined.length > 0 ? (
        <div className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
          {declined.map((note) => (
            <p key={note.product}>{note.message.replace(/:$/, ".")}</p>
          ))}
          <p className="mt-1">
            <a href="#finance-personalise" className="font-semibold underline">
              Choose a term for your quote
            </a>
          </p>
        </div>
      ) : (
        <FinanceUnavailable branch={finance.branch} reasons={unavailableReasons(personalise)} />
      )}
      <div>
        <h3 className="text-xl font-bold text-gray-900">Finance explained</h3>
        <div className="mt-3 divide-y divide-gray-200 rounded-md border border-gray-200">
          {EXPLAINERS.map((entry) => (
            <details key={entry.question} name="finance-explainers" className="px-4 py-3">
              <summary className="font-semibold text-gray-900">{entry.question}</summary>
              <p className="mt-2 text-gray-800">{entry.answer}</p>
              <p className="mt-2">
                <Link to={entry.href} className="font-semibold underline">
                  {entry.more}
                </Link>
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
