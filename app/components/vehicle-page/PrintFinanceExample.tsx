import { figuresFromQuote } from "~/lib/finance/figures";
import type { PrintFinance } from "~/lib/vehicle/print.server";
import { QuoteBreakdown, QuoteHeadline } from "~/components/finance/QuoteBreakdown";
import { FinanceUnavailable } from "~/components/finance/parts";
import { Html } from "~/components/Html";

/**
 * The printed car's finance example: the quote its page shows this shopper first, with every figure of a
 * representative example (CONC 3.5.5R), and the dealer's financial disclosure; else 'Finance is not available'.
 */
export function PrintFinanceExample({
  finance,
  headingClass,
}: {
  finance: PrintFinance;
  headingClass: string;
}) {
  const figures = finance.quote ? figuresFromQuote(finance.quote) : null;
  return (
    <section aria-labelledby="print-finance-heading" className="break-inside-avoid">
      <h2 id="print-finance-heading" className={headingClass}>
        Representative example
      </h2>
      {figures && finance.quote ? (
        <div className="space-y-3">
          <QuoteHeadline monthly={figures.regularPayment} apr={figures.apr} />
          <QuoteBreakdown
            figures={figures}
            label={`Representative example, ${finance.quote.product}`}
            adminFee={finance.adminFee}
          />
        </div>
      ) : (
        <FinanceUnavailable branch={finance.branch} reasons={finance.unavailableReasons} />
      )}
      {/* Content-service copy, sanitised by the loader. */}
      {finance.disclosureHtml ? (
        <Html as="div" className="mt-3 text-sm text-gray-700" html={finance.disclosureHtml} />
      ) : null}
    </section>
  );
}
