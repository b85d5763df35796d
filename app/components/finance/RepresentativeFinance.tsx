import { Link } from "@remix-run/react";
import type { FinanceQuote } from "../../../dealer-api/contract/finance";
import { figuresFromQuote, type RepresentativeFigures } from "~/lib/finance/figures";
import { FIGURES_NOT_UPDATED } from "~/lib/finance/tool-answer";
import { formatMonthlyPayment, formatNumber, formatPrice } from "~/lib/format";
import { useVehicleFinance } from "./FinanceContext";
import { FinanceUnavailable } from "./parts";
import { StaticExample } from "./StaticExample";
import { panelClass } from "./styles";

type Cell = (figures: RepresentativeFigures) => string;

const ROWS: [string, Cell][] = [
  ["Monthly payment", (f) => formatMonthlyPayment(f.regularPayment)],
  ["Number of monthly payments", (f) => String(f.regularPayments)],
  ["Final payment", (f) => `${formatPrice(f.finalPayment)}${f.product === "PCP" ? " (optional)" : ""}`],
  ["Deposit", (f) => formatPrice(f.deposit)],
  ["Total amount of credit", (f) => formatPrice(f.credit)],
  [
    "Option to purchase fee",
    (f) => (f.optionToPurchaseFee > 0 ? formatPrice(f.optionToPurchaseFee) : "None"),
  ],
  ["Total charge for credit", (f) => formatPrice(f.chargeForCredit)],
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
 * The representative finance table (spec 2 §2): HP and PCP on this car side by side for the personalised choice, the
 * three explainers, and the static representative example. With no quote: 'Finance is not available…'.
 */
export function RepresentativeFinance() {
  const { finance, personalise, notUpdated } = useVehicleFinance();
  const { HP: hp, PCP: pcp } = personalise.quotes;
  const { deposit, term, mileage } = personalise.choice;
  return (
    <section aria-labelledby="finance-table-heading" className={`${panelClass} space-y-6`}>
      <h2 id="finance-table-heading" className="text-2xl font-bold text-gray-900">
        HP and PCP on this car
      </h2>
      {hp || pcp ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="mb-2 text-left text-gray-700">
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
              {ROWS.map(([label, cell]) => (
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
        </div>
      ) : notUpdated ? (
        <p className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
          {FIGURES_NOT_UPDATED}
        </p>
      ) : (
        <FinanceUnavailable branch={finance.branch} />
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
      <StaticExample />
    </section>
  );
}
