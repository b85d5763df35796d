import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { formatPrice } from "~/lib/format";
import { depositText } from "~/lib/forms/reservation";
import { vehicleFormHref, vehicleFormOpenerId, type VehicleForm } from "~/lib/forms/vehicle-forms";
import { loadVehicleFormBody } from "~/components/forms/VehicleFormDialog";

interface StickyBarProps {
  name: string;
  price: number;
  availability: "Sold" | "Reserved" | undefined;
  /** The forms the car's status offers (vehicleFormsOffered): a sold car has only the enquiry. */
  forms: readonly VehicleForm[];
  /** 'Apply for finance' for the shown quote: beside the price on a phone, with the actions from md. */
  finance?: ReactNode;
  /** The monthly payment's representative example, shown with the payment: a full-width row of the bar's. */
  financeExample?: ReactNode;
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

/** Each action a third of the row below md, its own width from md. */
const action = "flex-1 px-3 md:flex-none md:px-5";

const menuLink =
  "flex min-h-[44px] items-center rounded px-3 font-semibold text-brand underline-offset-2 hover:underline";

/**
 * The sticky bar (docs/product/vehicle-page.md#sticky-bar): price, 'Enquire' and the reservation stay in
 * reach while the shopper scrolls, with the test drive and the request for more images under 'More'. Each is
 * a real link to the page's URL with that form open, so it works without JavaScript. Only the forms the car
 * offers are there: no reservation of a sold or reserved car, only a question (about cars like it) for a sold
 * one. It is sticky at the end of the page's <main>, so at the end of the page it stands above the footer instead of over
 * it (docs/decisions/275-layout-edges.md).
 */
export function StickyBar({ name, price, availability, forms, finance, financeExample }: StickyBarProps) {
  const more = (["testdrivesearch", "images"] as const).filter((form) => forms.includes(form));
  return (
    <div
      role="region"
      aria-label="Price and enquiry"
      // Sticky, not fixed, and the last thing in <main>: it stays at the foot of the window while the car's page
      // scrolls under it, and stops above the footer, whose links it would otherwise cover (WCAG 2.4.11).
      className="sticky bottom-0 z-30 mt-10 border-t border-gray-300 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur print:hidden"
    >
      <div className="mx-auto flex w-full max-w-screen-xl flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-4 py-2 md:gap-y-2 md:py-3">
        <p className="min-w-0">
          <span className="hidden truncate text-sm text-gray-700 md:block">{name}</span>
          <span className="text-xl font-bold text-gray-900 md:text-2xl">{formatPrice(price)}</span>
          {availability ? (
            <span className="ml-2 rounded bg-gray-900 px-2 py-0.5 text-sm font-semibold uppercase text-white">
              {availability}
            </span>
          ) : null}
        </p>
        {/* On a phone 'Apply for finance' shares the price's row; the car's own actions have the next row. */}
        <div className="md:ml-auto">{finance}</div>
        <div className="flex w-full items-center gap-2 md:w-auto md:gap-3">
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
            <details className="relative flex-1 md:flex-none">
              <summary className="btn-secondary w-full cursor-pointer list-none px-3 md:px-5 [&::-webkit-details-marker]:hidden">
                More<span className="sr-only"> options</span>
                <span aria-hidden="true" className="ml-1">
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
        {financeExample}
      </div>
    </div>
  );
}
