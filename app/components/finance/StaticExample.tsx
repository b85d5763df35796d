import { STATIC_REPRESENTATIVE_EXAMPLE as example } from "~/lib/finance/figures";
import { sentenceMoney } from "~/lib/finance/example-text";
import { formatNumber } from "~/lib/format";
import { QuoteBreakdown } from "./QuoteBreakdown";

/**
 * The dealer's standing representative example (docs/product/finance.md#representative-example), with the
 * option-to-purchase fee and the total amount payable that a representative example must show (CONC 3.5.5R).
 */
export function StaticExample({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const contractMiles = (example.annualMileage ?? 0) * (example.term / 12);
  return (
    <div className="space-y-3">
      <Heading className="text-xl font-bold text-gray-900">Our representative PCP example</Heading>
      <p className="text-gray-800">
        {example.regularPayments} monthly payments of {sentenceMoney(example.regularPayment)} and an optional
        final payment of {sentenceMoney(example.finalPayment)}, on a car with a cash price of{" "}
        {sentenceMoney(example.cashPrice)} and a contract mileage of {formatNumber(contractMiles)} miles.
        Representative {example.apr.toFixed(1)}% APR.
      </p>
      <QuoteBreakdown figures={example} label="Our representative PCP example" />
    </div>
  );
}
