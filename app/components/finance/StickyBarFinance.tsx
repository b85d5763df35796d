import { exampleFigures, promotionLine } from "~/lib/finance/example-text";
import { figuresFromQuote } from "~/lib/finance/figures";
import { formatMonthlyPayment } from "~/lib/format";
import { useVehicleFinance } from "./FinanceContext";
import { ApplyLink } from "./parts";

function useShownQuote() {
  const { personalise, shown } = useVehicleFinance();
  return shown ? personalise.quotes[shown] : null;
}

/**
 * The sticky bar's 'Apply for Finance' (docs/product/vehicle-page.md#sticky-bar), for the personalised quote.
 */
export function StickyBarFinance() {
  const { personalise } = useVehicleFinance();
  const quote = useShownQuote();
  if (!quote) return null;
  return (
    <ApplyLink
      href={quote.application_link}
      product={quote.key}
      source="sticky-bar"
      vrm={personalise.vrm}
      className="btn-primary px-3 md:px-5"
    >
      Apply for Finance
    </ApplyLink>
  );
}

/**
 * The sticky bar's monthly payment (docs/product/vehicle-page.md#sticky-bar), following the personalised
 * quote, with its APR and its representative example (CONC 3.5.5R) and the promotion the quote is priced
 * under, at every width: the monthly figure is what a shopper acts on. From md the example is on the figure's
 * row in full; on a phone, where in full it would take half the screen, it is open under the figure in type
 * of the same size, in a box of three lines that scrolls (docs/decisions/182-phone-layout.md).
 */
export function StickyBarExample() {
  const { finance } = useVehicleFinance();
  const quote = useShownQuote();
  if (!quote) return null;
  const figures = figuresFromQuote(quote);
  return (
    <div className="w-full text-sm text-gray-800">
      <p>
        <strong className="text-base text-gray-900">{formatMonthlyPayment(figures.regularPayment)}</strong>
        {` a month (${figures.product}), `}
        <strong className="text-base text-gray-900">{`${figures.apr.toFixed(1)}% APR`}</strong>
        {" representative. "}
        {figures.promotion ? <strong>{`${promotionLine(figures.promotion)} `}</strong> : null}
      </p>
      <p
        // A box that scrolls must take focus for a keyboard to scroll it; the region's name says what it holds.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Price bar's representative example"
        className="max-h-[3.75rem] overflow-y-auto rounded md:max-h-none md:overflow-visible focus-ring"
      >
        <a href="#finance-personalise" className="font-semibold underline">
          Representative example
        </a>
        {`: ${exampleFigures(figures, finance.adminFee)}`}
      </p>
    </div>
  );
}
