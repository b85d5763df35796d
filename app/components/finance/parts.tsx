import { useEffect, useRef, useState } from "react";
import { pushEvent } from "~/lib/data-layer";
import type { DeclinedTerms } from "~/lib/finance/declined";
import { promotionLine } from "~/lib/finance/example-text";
import type { QuotePromotion } from "~/lib/finance/figures";
import type { ProductKey } from "~/lib/finance/quotes";
import { FIGURES_NOT_UPDATED } from "~/lib/finance/tool-answer";
import type { Branch } from "~/lib/finance/views";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

/**
 * The words for a car without a quote (docs/product/finance.md#personalise, rule 4), with the branch to call.
 */
export const FINANCE_NOT_AVAILABLE = "Finance is not available. Please give us a call.";

/** `reasons`: the lender's, when it gave any (`unavailableReasons`). */
export function FinanceUnavailable({ branch, reasons = [] }: { branch: Branch; reasons?: string[] }) {
  return (
    <div className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
      <p className="font-semibold">{FINANCE_NOT_AVAILABLE}</p>
      {reasons.map((reason) => (
        <p key={reason} className="mt-1">
          {reason}
        </p>
      ))}
      <p className="mt-1">
        {branch.name}:{" "}
        <a href={`tel:${branch.telephone.replace(/\s+/g, "")}`} className="font-semibold underline">
          {branch.telephone}
        </a>
      </p>
    </div>
  );
}

/**
 * The terms the lender offers a declined product over (`declinedTermsOf`), each a link to the car's page quoting it
 * (`href`), which works without JavaScript; with it, `choose` requotes in place.
 */
export function DeclinedTermsOffers({
  declined,
  href,
  choose,
}: {
  declined: DeclinedTerms[];
  href: (product: ProductKey, term: number) => string;
  choose: (product: ProductKey, term: number) => void;
}) {
  if (declined.length === 0) return null;
  return (
    <div className="space-y-3 rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
      {declined.map(({ product, message, terms }) => (
        <div key={product}>
          <p className="font-semibold">{message}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {terms.map((term) => (
              <li key={term}>
                <a
                  href={href(product, term)}
                  onClick={(event) => {
                    // A new tab or window still opens the link.
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    choose(product, term);
                  }}
                  className="btn-secondary bg-white"
                >
                  {`${product} over ${term} months`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Beside a quote's figure: the promotion it is priced under ("Priced with our 0% APR on Kia and Hyundai offer."), and
 * what the car's other finance offers apply to (`unmetPromotionNotes`).
 */
export function PromotionNotes({
  promotion,
  unmet = [],
}: {
  promotion: QuotePromotion | null;
  unmet?: string[];
}) {
  if (!promotion && unmet.length === 0) return null;
  return (
    <div className="space-y-1">
      {promotion ? <p className="font-semibold text-gray-900">{promotionLine(promotion)}</p> : null}
      {unmet.map((note) => (
        <p key={note} className="text-gray-800">
          {note}
        </p>
      ))}
    </div>
  );
}

interface ApplyLinkProps {
  href: string;
  product: ProductKey;
  /** Which block the click came from, for the data layer. */
  source: "personalise" | "calculator" | "sticky-bar";
  vrm: string;
  children: string;
  className?: string;
}

/**
 * 'Apply for finance': the quote's application page in a new tab (docs/product/finance.md#personalise), and
 * its data-layer event.
 */
export function ApplyLink({
  href,
  product,
  source,
  vrm,
  children,
  className = "btn-accent",
}: ApplyLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={() => pushEvent("button_clicked_apply_for_finance", { product, source, vrm })}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The financial disclosure from the content service (sanitised by the loader). */
export function Disclosure({ html }: { html: SafeHtml | null }) {
  return html ? <Html as="div" className="prose-content mt-4 text-sm text-gray-700" html={html} /> : null;
}

/**
 * Says what an in-place update changed, politely, for screen-reader users
 * (docs/product/site-wide.md#accessibility: Remix announces nothing by itself). Silent on the first render:
 * nothing has changed yet.
 */
export function LiveMessage({ message }: { message: string }) {
  const [spoken, setSpoken] = useState("");
  const last = useRef(message);
  useEffect(() => {
    if (message === last.current) return;
    last.current = message;
    setSpoken(message);
  }, [message]);
  return (
    <p className="sr-only" aria-live="polite">
      {spoken}
    </p>
  );
}

/**
 * A tool whose figures could not be updated (no answer from the site arrived): its figures are hidden, since they were
 * for the earlier choice, and this says so. The status region is always there, so the note is announced when it
 * appears; the controls stay usable and 'Try again' asks for the same choice again.
 */
export function NotUpdatedNote({ shown, retry }: { shown: boolean; retry: () => void }) {
  return (
    <div className="space-y-2">
      <div role="status">
        {shown ? (
          <p className="rounded-md border-l-4 border-brand bg-brand-light p-4 font-semibold text-gray-900">
            {FIGURES_NOT_UPDATED}
          </p>
        ) : null}
      </div>
      {shown ? (
        <button type="button" onClick={retry} className="btn-secondary">
          Try again
        </button>
      ) : null}
    </div>
  );
}
