import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/format";

interface StickyBarProps {
  name: string;
  price: number;
  availability: "Sold" | "Reserved" | undefined;
  /** The finance issue adds the monthly payment and 'Apply for Finance' here. */
  finance?: ReactNode;
}

/**
 * Spec 2 §2 sticky bar: price and 'Enquire' stay in reach while the shopper scrolls. 'Enquire' is a real link
 * (`?modal=enquire`), so it works without JavaScript; the forms issue renders the enquiry for that URL.
 */
export function StickyBar({ name, price, availability, finance }: StickyBarProps) {
  return (
    <div
      role="region"
      aria-label="Price and enquiry"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-300 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur print:hidden"
    >
      <div className="mx-auto flex w-full max-w-screen-xl items-center justify-between gap-4 px-4 py-3">
        <p className="min-w-0">
          <span className="block truncate text-sm text-gray-700">{name}</span>
          <span className="text-2xl font-bold text-gray-900">{formatPrice(price)}</span>
          {availability ? (
            <span className="ml-2 rounded bg-gray-900 px-2 py-0.5 text-sm font-semibold uppercase text-white">
              {availability}
            </span>
          ) : null}
        </p>
        <div className="flex shrink-0 items-center gap-3">
          {finance}
          <Link to="?modal=enquire" preventScrollReset className="btn-accent">
            Enquire<span className="sr-only"> about the {name}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
