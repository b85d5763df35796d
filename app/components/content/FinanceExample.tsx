import { PAGE_EXAMPLE_PARAMS } from "~/lib/finance/page-example";
import { PRODUCT_NAMES } from "~/lib/finance/figures";
import type { PageExampleView } from "~/lib/finance/page-example.server";
import { formatNumber } from "~/lib/format";
import { QuoteBreakdown, QuoteHeadline } from "~/components/finance/QuoteBreakdown";
import { fieldClass, hintClass, labelClass } from "~/components/finance/styles";

export const FINANCE_EXAMPLE_ANCHOR = "finance-example";

const range = (min: number, max: number, step: number) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);

/**
 * The finance pages' calculator example: HP and PCP representative examples from the quote engine for the car the
 * shopper describes. Each monthly figure sits with its APR, as prominent, and its whole example, open (CONC 3.5). A GET
 * form on the page's own URL, so it works without JavaScript and the figures can be shared.
 */
export function FinanceExample({ example }: { example: PageExampleView }) {
  const { input, bounds } = example;
  return (
    <section
      id={FINANCE_EXAMPLE_ANCHOR}
      aria-labelledby="finance-example-heading"
      className="my-12 scroll-mt-24 rounded-lg border border-gray-300 bg-gray-50 p-6 sm:p-8"
    >
      <h2 id="finance-example-heading" className="text-2xl font-bold text-gray-900">
        Representative finance example
      </h2>
      <p className="mt-2 text-gray-800">
        Worked out by our finance calculator for a car with a cash price of £{formatNumber(input.price)}.
        Change the figures to see an example for your budget. Finance is subject to status.
      </p>
      <form
        method="get"
        action={`#${FINANCE_EXAMPLE_ANCHOR}`}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div>
          <label htmlFor="example-price" className={labelClass}>
            Cash price (£)
          </label>
          <input
            id="example-price"
            name={PAGE_EXAMPLE_PARAMS.price}
            inputMode="numeric"
            defaultValue={input.price}
            className={fieldClass}
            aria-describedby="example-price-hint"
          />
          <span id="example-price-hint" className={hintClass}>
            £{formatNumber(bounds.price.min)} to £{formatNumber(bounds.price.max)}
          </span>
        </div>
        <div>
          <label htmlFor="example-deposit" className={labelClass}>
            Deposit (£)
          </label>
          <input
            id="example-deposit"
            name={PAGE_EXAMPLE_PARAMS.deposit}
            inputMode="numeric"
            defaultValue={input.deposit}
            className={fieldClass}
            aria-describedby="example-deposit-hint"
          />
          <span id="example-deposit-hint" className={hintClass}>
            Up to £{formatNumber(bounds.deposit.max)}, in £{bounds.deposit.step} steps
          </span>
        </div>
        <div>
          <label htmlFor="example-term" className={labelClass}>
            Term
          </label>
          <select
            id="example-term"
            name={PAGE_EXAMPLE_PARAMS.term}
            defaultValue={input.term}
            className={fieldClass}
          >
            {range(bounds.term.min, bounds.term.max, bounds.term.step).map((term) => (
              <option key={term} value={term}>
                {term} months
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="example-mileage" className={labelClass}>
            Annual mileage
          </label>
          <select
            id="example-mileage"
            name={PAGE_EXAMPLE_PARAMS.mileage}
            defaultValue={input.mileage}
            className={fieldClass}
          >
            {range(Math.max(bounds.mileage.min, 4000), bounds.mileage.max, bounds.mileage.step).map(
              (miles) => (
                <option key={miles} value={miles}>
                  {formatNumber(miles)} miles
                </option>
              ),
            )}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Work it out
          </button>
        </div>
      </form>
      {example.failed ? (
        <p role="status" className="mt-6 font-semibold text-gray-900">
          Our finance calculator is not answering just now, so we cannot show an example. Please try again
          shortly.
        </p>
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
          {(["PCP", "HP"] as const).map((product) => {
            const result = example.results[product];
            if (!result) return null;
            const name = `${PRODUCT_NAMES[product]} (${product})`;
            return (
              <div key={product} className="rounded-lg border border-gray-200 bg-white p-5">
                <h3 className="text-xl font-bold text-gray-900">{name}</h3>
                {"figures" in result ? (
                  <div className="mt-3 space-y-4">
                    <QuoteHeadline monthly={result.figures.regularPayment} apr={result.figures.apr} />
                    <QuoteBreakdown figures={result.figures} label={`Representative example: ${name}`} />
                  </div>
                ) : (
                  <p className="mt-3 text-gray-800">
                    {product} isn&apos;t available on these figures: {result.reason}.
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
