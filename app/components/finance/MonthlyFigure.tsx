import type { ReactNode } from "react";
import { exampleFigures, promotionLine, sentenceMoney } from "~/lib/finance/example-text";
import type {
  MonthlyFigureData,
  QuotedMonthlyFigure,
  UnavailableFinance,
} from "~/lib/finance/monthly-figure";
import { formatMonthlyPayment } from "~/lib/format";
import { Link } from "@remix-run/react";

interface MonthlyFigureProps {
  figure: MonthlyFigureData;
  /** Where the link to the example sits: a card's link covers the card, so this one is lifted above it. */
  onCard?: boolean;
}

/**
 * A monthly payment away from the car's finance blocks (search cards, similar cars, favourites, compare, the saved
 * bars, site search): with its representative APR and, in the same block and the same size as the words around the
 * figure, its representative example (CONC 3.5.5R), never folded away. Its first words link to the car's page, which
 * shows the same example as a table.
 */
export function MonthlyFigure({ figure, onCard = false }: MonthlyFigureProps) {
  if ("unavailable" in figure) return <NoMonthlyFigure note={figure} onCard={onCard} />;
  return <QuotedFigure figure={figure} onCard={onCard} />;
}

function QuotedFigure({ figure, onCard }: { figure: QuotedMonthlyFigure; onCard: boolean }) {
  const { example } = figure;
  return (
    <div className="space-y-1 text-sm text-gray-800">
      <p>
        <strong className="text-base text-gray-900">{formatMonthlyPayment(figure.regularPayment)}</strong>
        {` a month (${figure.product}), `}
        <strong className="text-base text-gray-900">{`${figure.apr.toFixed(1)}% APR`}</strong>
        {" representative."}
      </p>
      {example.promotion ? <p className="font-semibold">{promotionLine(example.promotion)}</p> : null}
      <p>
        <Link
          to={figure.exampleHref}
          className={onCard ? "relative z-10 font-semibold underline" : "font-semibold underline"}
        >
          Representative example
          <span className="sr-only">
            {` of ${figure.product} over ${figure.term} months with a ${sentenceMoney(figure.deposit)} deposit`}
          </span>
        </Link>
        {`: ${exampleFigures(example, figure.adminFee)}`}
      </p>
    </div>
  );
}

/** Why a car has no monthly figure on the shopper's choice, as its page says it, and the way to its finance options. */
function NoMonthlyFigure({ note, onCard }: { note: UnavailableFinance; onCard: boolean }) {
  return (
    <div className="space-y-1 text-sm text-gray-800">
      <p className="font-semibold text-gray-900">{note.summary}</p>
      {note.reasons.length > 0 ? <p>{note.reasons.join(" ")}</p> : null}
      <p>
        {/* A link on its own line, not in a sentence: a 24 px high target (WCAG 2.5.8), on a 320 px card too. */}
        <Link
          to={note.href}
          className={`inline-flex min-h-6 items-center font-semibold underline ${onCard ? "relative z-10" : ""}`}
        >
          Finance options for this car
        </Link>
      </p>
    </div>
  );
}

/**
 * The cards' figures by slug (`attachMonthlyFigures`), for a list's `monthly` slot: a figure, or why there is none. A car
 * the dealer API said nothing about shows none (false, so the card does not fall back to its own estimate, which has no APR).
 */
export function cardMonthlyFigures(figures: Record<string, MonthlyFigureData>): (slug: string) => ReactNode {
  return (slug) => {
    const figure = figures[slug];
    return figure ? <MonthlyFigure figure={figure} onCard /> : false;
  };
}
