import { Link } from "@remix-run/react";
import type { FinanceQuote } from "@contract/finance";
import type { VehicleListing } from "@contract/vehicle";
import type { ApplicationChoice } from "~/lib/finance/apply";
import { addOnMonthly, CALCULATOR_ADD_ONS, monthlyWithAddOns } from "~/lib/finance/calculator-bounds";
import { creditCheckHref, type CreditCheckVehicle } from "~/lib/finance/credit-check";
import { figuresFromQuote, PRODUCT_NAMES } from "~/lib/finance/figures";
import { representativeExampleHref } from "~/lib/finance/finance-params";
import { cardAltText } from "~/lib/search/vehicle-card";
import {
  formatMileage,
  formatMonthlyPayment,
  formatNumber,
  formatPrice,
  formatRegistration,
} from "~/lib/format";
import type { SafeHtml } from "~/lib/safe-html";
import { Disclosure, FinanceUnavailable, PromotionNotes } from "./parts";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";
import { QuoteBreakdown, QuoteHeadline } from "./QuoteBreakdown";

/** What the page shows of the car (the credit-check link needs the most). */
export type ApplyVehicle = CreditCheckVehicle &
  Pick<VehicleListing, "range" | "final_price" | "admin_fee" | "category" | "location">;

// prettier-ignore
const APPLY_FIELDS = [
  "make", "model", "derivative", "slug", "vrm", "odometer_value", "price", "discount_price", "colour", "fuel_type",
  "transmission", "date_first_registered", "year", "cap_id", "range", "final_price", "admin_fee", "category",
  "location",
] as const satisfies readonly (keyof VehicleListing)[];

/** The car cut down to what the page shows, so the browser is not sent its whole record. */
export function applyVehicleOf(vehicle: VehicleListing): ApplyVehicle {
  const picked = Object.fromEntries(APPLY_FIELDS.map((field) => [field, vehicle[field]]));
  return { ...picked, media_urls: vehicle.media_urls.slice(0, 1) } as ApplyVehicle;
}

export interface ApplyPageData {
  choice: ApplicationChoice;
  vehicle: ApplyVehicle;
  /** The quote for the choice; null when the lender offers no finance on it. */
  quote: FinanceQuote | null;
  disclosureHtml: SafeHtml | null;
}

/**
 * Where every 'Apply for finance' lands: the chosen quote for the car, and how the application is made. A finance
 * application is made with the lender by phone or in the branch, so this page gives the branch to call, not a form.
 */
export function ApplyPage({ data }: { data: ApplyPageData }) {
  const { choice, vehicle, quote } = data;
  const site = vehicle.location.site;
  const phoneHref = `tel:${site.telephone.replace(/\s+/g, "")}`;
  const name = `${vehicle.make.name} ${vehicle.range.name}`;
  const figures = quote ? figuresFromQuote(quote) : null;
  const product = quote?.key ?? choice.product;
  const addOns = CALCULATOR_ADD_ONS.filter((addOn) => choice.addOns.includes(addOn.id));
  const backHref = representativeExampleHref(
    vehicle.slug,
    { term: choice.term, deposit: choice.deposit, mileage: choice.mileage, type: product },
    vehicle.category,
  );
  const picture = vehicle.media_urls[0];
  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">
          Apply for {PRODUCT_NAMES[product]} finance
        </h1>
        <p className="text-lg text-gray-700">
          Your quote for the {name}, and how to make your application with our lender.
        </p>
      </header>

      <section
        aria-labelledby="apply-car-heading"
        className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4 sm:flex-row"
      >
        {picture ? (
          <img
            src={picture.medium}
            alt={cardAltText({
              colour: vehicle.colour,
              year: vehicle.year,
              make: vehicle.make.name,
              range: vehicle.range.name,
            })}
            width={800}
            height={600}
            className="aspect-[4/3] w-full rounded bg-gray-100 object-cover sm:w-56"
          />
        ) : null}
        <div className="space-y-1">
          <h2 id="apply-car-heading" className="text-xl font-bold text-gray-900">
            {name}
          </h2>
          <p className="text-gray-700">{vehicle.derivative}</p>
          <p className="text-gray-700">
            {formatRegistration(vehicle.vrm)} · {vehicle.year} · {formatMileage(vehicle.odometer_value)}
          </p>
          <p>
            <FeeInclusivePrice cashPrice={cashPriceWithFees(vehicle)} adminFee={vehicle.admin_fee} />
          </p>
          <p>
            <Link to={backHref} className="font-semibold underline">
              Back to the car and change your quote
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="apply-quote-heading" className="space-y-4">
        <h2 id="apply-quote-heading" className="text-2xl font-bold text-gray-900">
          Your quote
        </h2>
        {figures && quote ? (
          <>
            {quote.key !== choice.product ? (
              <p className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
                {choice.product} is not available on this car for this choice, so this is the {quote.key}{" "}
                quote.
              </p>
            ) : null}
            <QuoteHeadline monthly={figures.regularPayment} apr={figures.apr} />
            <PromotionNotes promotion={figures.promotion} />
            <QuoteBreakdown
              figures={figures}
              label={`Your ${quote.product} quote`}
              adminFee={vehicle.admin_fee}
            />
          </>
        ) : (
          <FinanceUnavailable branch={{ name: site.name, telephone: site.telephone }} />
        )}
      </section>

      {figures && addOns.length > 0 ? (
        <section aria-labelledby="apply-add-ons-heading" className="space-y-3">
          <h2 id="apply-add-ons-heading" className="text-2xl font-bold text-gray-900">
            Your add-ons
          </h2>
          <ul className="divide-y divide-gray-200 border-y border-gray-200">
            {addOns.map((addOn) => (
              <li key={addOn.id} className="flex justify-between gap-4 py-2">
                <span>
                  {addOn.name} {formatPrice(addOn.price)}
                </span>
                <span className="font-semibold">
                  +{formatMonthlyPayment(addOnMonthly(addOn.price, figures.term))} a month
                </span>
              </li>
            ))}
          </ul>
          <p className="text-gray-900">
            With your add-ons:{" "}
            <strong>
              {formatMonthlyPayment(monthlyWithAddOns(figures.regularPayment, figures.term, choice.addOns))} a
              month
            </strong>
            . We confirm how they are paid for when you apply.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="apply-next-heading" className="space-y-4">
        <h2 id="apply-next-heading" className="text-2xl font-bold text-gray-900">
          How to apply
        </h2>
        <p className="text-gray-800">
          Finance applications are made with our lender by phone or in the branch, with one of our finance
          team beside you. There is nothing to fill in online.
        </p>
        <ol className="list-decimal space-y-2 pl-6 text-gray-800">
          <li>
            Call {site.name} on{" "}
            <a href={phoneHref} className="font-semibold underline">
              {site.telephone}
            </a>{" "}
            or visit the branch in {site.city_town} ({site.postcode}). Give the registration{" "}
            <strong>{formatRegistration(vehicle.vrm)}</strong> and this quote: {product}, {choice.term}{" "}
            months, {formatPrice(quote?.deposit ?? choice.deposit)} deposit
            {product === "PCP" ? `, ${formatNumber(choice.mileage)} miles a year` : ""}.
          </li>
          <li>We check your eligibility with a soft search, which does not affect your credit score.</li>
          <li>We complete the application with the lender together; most decisions take minutes.</li>
          <li>Once you are accepted, you sign the agreement and choose collection or delivery.</li>
        </ol>
        <p className="text-gray-800">
          Have to hand: three years of address history, your employment details, your bank details and your UK
          driving licence.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <a href={phoneHref} className="btn-accent">
            Call {site.telephone}
          </a>
          <a
            href={creditCheckHref(vehicle, { quoteTerm: quote?.term, sliderTerm: choice.term })}
            className="font-semibold underline"
          >
            Can I get credit? Check your eligibility
          </a>
        </div>
      </section>
      <Disclosure html={data.disclosureHtml} />
    </div>
  );
}
