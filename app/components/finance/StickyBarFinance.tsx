import { exampleFigures, promotionLine } from "~/lib/finance/example-text";
import { figuresFromQuote } from "~/lib/finance/figures";
import { formatMonthlyPayment } from "~/lib/format";
import { useVehicleFinance } from "./FinanceContext";
import { ApplyLink } from "./parts";

function useShownQuote() {
  const { personalise, shown } = useVehicleFinance();
  return shown ? personalise.quotes[shown] : null;
}

/** The sticky bar's 'Apply for Finance' (spec 2 §2), for the personalised quote. */
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
      className="btn-primary hidden sm:inline-flex"
    >
      Apply for Finance
    </ApplyLink>
  );
}

/**
 * The sticky bar's monthly payment (spec 2 §2), following the personalised quote, on a row of its own with its APR
 * and its representative example (CONC 3.5.5R), and the promotion the quote is priced under. The row shows from `lg`,
 * where it takes three or four lines; on a narrower screen the bar keeps to the price and the actions, and the figure
 * is never on screen without its example.
 */
export function StickyBarExample() {
  const { finance } = useVehicleFinance();
  const quote = useShownQuote();
  if (!quote) return null;
  const figures = figuresFromQuote(quote);
  return (
    <p className="hidden w-full text-sm text-gray-800 lg:block">
      <strong className="text-base text-gray-900">{formatMonthlyPayment(figures.regularPayment)}</strong>
      {` a month (${figures.product}), `}
      <strong className="text-base text-gray-900">{`${figures.apr.toFixed(1)}% APR`}</strong>
      {" representative. "}
      {figures.promotion ? <strong>{`${promotionLine(figures.promotion)} `}</strong> : null}
      <a href="#finance-personalise" className="font-semibold underline">
        Representative example
      </a>
      {`: ${exampleFigures(figures, finance.adminFee)}`}
    </p>
  );
}
