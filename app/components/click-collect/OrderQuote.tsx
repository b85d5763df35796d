import type { RepresentativeFigures } from "~/lib/finance/figures";
import { exampleSentence } from "~/lib/finance/example-text";
import { formatMonthlyPayment } from "~/lib/format";

/** The finance engine's quote for the order's choice: the monthly figure with its representative example. */
export function OrderQuote({ quote }: { quote: RepresentativeFigures }) {
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-4 text-gray-800">
      <p>
        <strong className="text-lg text-gray-900">{formatMonthlyPayment(quote.regularPayment)}</strong> a
        month ({quote.product}),{" "}
        <strong className="text-lg text-gray-900">{quote.apr.toFixed(1)}% APR</strong> representative.
      </p>
      <p className="mt-1 text-sm">{exampleSentence(quote)}</p>
    </div>
  );
}
