import type { ReactNode } from "react";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { formatMonthlyPayment, formatPrice } from "~/lib/format";
import { PlainLink } from "~/components/PlainLink";

interface MonthlyFigureProps {
  figure: MonthlyFigureData;
  /** Where the link to the example sits: a card's link covers the card, so this one is lifted above it. */
  onCard?: boolean;
}

/**
 * A monthly payment away from its full quote (search cards, similar cars, the sticky bar): with its representative APR
 * (no less prominent) and a link to the representative example (CONC 3.5.3R).
 */
export function MonthlyFigure({ figure, onCard = false }: MonthlyFigureProps) {
  return (
    <p className="text-sm text-gray-700">
      <strong className="text-base text-gray-900">{formatMonthlyPayment(figure.regularPayment)}</strong>
      {` a month (${figure.product}), `}
      <strong className="text-base text-gray-900">{`${figure.apr.toFixed(1)}% APR`}</strong>
      {" representative. "}
      <PlainLink
        to={figure.exampleHref}
        className={
          onCard
            ? "whitespace-nowrap font-semibold underline relative z-10"
            : "whitespace-nowrap font-semibold underline"
        }
      >
        Representative example
        <span className="sr-only">
          {` of ${figure.product} over ${figure.term} months with a ${formatPrice(figure.deposit)} deposit`}
        </span>
      </PlainLink>
    </p>
  );
}

/**
 * The cards' figures by slug (`attachMonthlyFigures`), for a list's `monthly` slot. A car the lender does not finance
 * shows none (false, so the card does not fall back to its own estimate, which has no APR).
 */
export function cardMonthlyFigures(figures: Record<string, MonthlyFigureData>): (slug: string) => ReactNode {
  return (slug) => {
    const figure = figures[slug];
    return figure ? <MonthlyFigure figure={figure} onCard /> : false;
  };
}
