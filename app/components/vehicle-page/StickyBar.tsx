import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { formatPrice } from "~/lib/format";
import { depositText } from "~/lib/forms/reservation";
import { vehicleFormHref, vehicleFormOpenerId, type VehicleForm } from "~/lib/forms/vehicle-forms";
import { loadVehicleFormBody } from "~/components/forms/VehicleFormDialog";
import { HEADLINE_PRICE_ID } from "./PriceFacts";

interface StickyBarProps {
  name: string;
  /** The fee-inclusive cash price (cashPriceWithFees), as the headline price. */
  price: number;
  adminFee: number;
  availability: "Sold" | "Reserved" | undefined;
  /** The forms the car's status offers (vehicleFormsOffered): a sold car has only the enquiry. */
  forms: readonly VehicleForm[];
  /** Whether one of the car's forms is open: its opener is in the bar, and gets the focus back when it closes. */
  formOpen: boolean;
}

/**
 * A link that opens one of the page's forms: a real URL (docs/product/vehicle-page.md#the-page), a dialog
 * with JavaScript. The form's code is not part of the page's first load: the pointer or focus reaching the
 * link starts its download.
 */
function FormLink({
  form,
  className,
  children,
}: {
  form: VehicleForm;
  className: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Link
      id={vehicleFormOpenerId(form)}
      to={vehicleFormHref(pathname, search, form)}
      preventScrollReset
      onPointerEnter={preload}
      onFocus={preload}
      className={className}
    >
      {children}
    </Link>
  );
}

const preload = () => void loadVehicleFormBody();

/** The actions share the row with the price: small on a phone, their own size from md. */
const action = "px-2 text-sm sm:px-3 md:px-5 md:text-base";

const menuLink =
  "flex min-h-[44px] items-center rounded px-3 font-semibold text-brand underline-offset-2 hover:underline";

/**
 * Whether the headline price has scrolled up out of the window: the bar shows from then on. Before the page is
 * hydrated (and without IntersectionObserver) it answers no, and the `.js` class keeps the bar hidden meanwhile;
 * without JavaScript the bar always shows.
 */
function usePastHeadlinePrice(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const price = document.getElementById(HEADLINE_PRICE_ID);
    if (!price || typeof IntersectionObserver === "undefined") {
      setPast(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(price);
    return () => observer.disconnect();
  }, []);
  return past;
}

/**
 * The sticky bar (docs/product/vehicle-page.md#sticky-bar): one slim row of the fee-inclusive price and the car's
 * actions, 'Reserve', 'Enquire' and 'More' (the test drive and the request for more images). No monthly figure: one
 * must carry its representative example, which a bar this size cannot (docs/decisions/305-car-page-first-screen.md).
 * Each action is a real link to the page's URL with that form open, so it works without JavaScript. Only the forms the
 * car offers are there. With JavaScript it shows once the headline price has scrolled out of the window (an
 * IntersectionObserver; it is hidden in place, so nothing moves), and from a form of its being opened on; without it,
 * it always shows. It is sticky at the end
 * of the page's <main>, so at the end of the page it stands above the footer instead of over it
 * (docs/decisions/275-layout-edges.md), and while the cookie sheet shows it stands on the sheet, not under it.
 */
export function StickyBar({ name, price, adminFee, availability, forms, formOpen }: StickyBarProps) {
  const more = (["testdrivesearch", "images"] as const).filter((form) => forms.includes(form));
  const past = usePastHeadlinePrice();
  // Once a form of the bar's has been open on this page, the bar stays: the form gives the focus back to its link.
  const formWasOpen = useRef(false);
  if (formOpen) formWasOpen.current = true;
  return (
    <div
      role="region"
      aria-label="Price and enquiry"
      data-sticky-bar=""
      data-shown={past || formWasOpen.current ? "" : undefined}
      className="sticky bottom-[var(--cookie-sheet-room,0px)] z-30 mt-10 border-t border-gray-300 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur transition-transform print:hidden [.js_&:not([data-shown])]:invisible [.js_&:not([data-shown])]:translate-y-full"
    >
      <div className="mx-auto flex w-full max-w-screen-xl items-center justify-between gap-x-2 px-4 py-2 md:gap-x-4">
        <p className="min-w-0 flex-1 leading-tight md:flex-none">
          <span className="hidden truncate text-sm text-gray-700 md:block">{name}</span>
          <span
            className="block whitespace-nowrap text-lg font-bold leading-tight text-gray-900 md:inline md:text-2xl"
            data-testid="sticky-price"
          >
            {formatPrice(price)}
          </span>
          {adminFee > 0 ? (
            <span className="block text-xs leading-tight text-gray-700 md:ml-2 md:inline md:whitespace-nowrap md:text-sm">
              includes {formatPrice(adminFee)} admin fee
            </span>
          ) : null}
          {/* On a phone the name's own pill says it: the bar keeps to its slim row. */}
          {availability ? (
            <span className="ml-2 hidden rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold uppercase text-white md:inline-block">
              {availability}
            </span>
          ) : null}
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-1.5 md:gap-3">
          {forms.includes("reserve") ? (
            <FormLink form="reserve" className={`btn-primary ${action}`}>
              Reserve<span className="hidden lg:inline">&nbsp;for {depositText}</span>
              <span className="sr-only">: the {name}</span>
            </FormLink>
          ) : null}
          {forms.includes("enquire") ? (
            <FormLink form="enquire" className={`btn-accent ${action}`}>
              {availability === "Sold" ? (
                "Ask about similar cars"
              ) : (
                <>
                  Enquire<span className="sr-only"> about the {name}</span>
                </>
              )}
            </FormLink>
          ) : null}
          {more.length > 0 ? (
            <details className="relative">
              <summary
                className={`btn-secondary cursor-pointer list-none ${action} [&::-webkit-details-marker]:hidden`}
              >
                More<span className="sr-only"> options</span>
                <span aria-hidden="true" className="ml-1 hidden sm:inline">
                  ▴
                </span>
              </summary>
              <ul className="absolute bottom-full right-0 mb-2 w-56 rounded-md border border-gray-300 bg-white p-2 shadow-lg">
                {more.map((form) => (
                  <li key={form}>
                    <FormLink form={form} className={menuLink}>
                      {form === "testdrivesearch" ? "Book a test drive" : "Request more images"}
                    </FormLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </div>
    </div>
  );
}
