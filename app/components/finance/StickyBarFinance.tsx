import { formatMonthlyPayment } from "~/lib/format";
import { useVehicleFinance } from "./FinanceContext";
import { ApplyLink } from "./parts";

/** The sticky bar's monthly payment and 'Apply for Finance' (spec 2 §2), following the personalised quote. */
export function StickyBarFinance() {
  const { personalise, shown } = useVehicleFinance();
  const quote = shown ? personalise.quotes[shown] : null;
  if (!quote) return null;
  return (
    <>
      <p className="hidden text-right text-sm text-gray-700 md:block">
        <span className="block">
          <strong className="text-base text-gray-900">{formatMonthlyPayment(quote.regular_payment)}</strong> a
          month ({quote.key}),{" "}
          <strong className="text-base text-gray-900">{quote.apr.toFixed(1)}% APR</strong>
        </span>
        <a href="#finance-personalise" className="font-semibold underline">
          Representative example
        </a>
      </p>
      <ApplyLink
        href={quote.application_link}
        product={quote.key}
        source="sticky-bar"
        vrm={personalise.vrm}
        className="btn-primary hidden sm:inline-flex"
      >
        Apply for Finance
      </ApplyLink>
    </>
  );
}
