import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FORM_IDS } from "@contract/forms-vocabulary";
import { getOffers } from "~/dealer/offers-reviews.server";
import { searchVehicles } from "~/dealer/stock.server";
import { pageLoader } from "~/dealer/errors";
import { attachMonthlyFigures } from "~/lib/finance/monthly-figures.server";
import { loadFormView, returnPath } from "~/lib/forms/load.server";
import { findOffer, OFFER_CARS_SHOWN, offerCarSearch } from "~/lib/offers/offers";
import { listedCars } from "~/lib/search/page-content.server";
import { toCardVehicle } from "~/lib/search/vehicle-card";
import { getVisitorSession } from "~/sessions.server";
import { OfferIcon } from "~/components/home/OfferIcon";
import { OfferCars } from "~/components/offers/OfferCars";
import { EnquirySection } from "~/components/forms/EnquirySection";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/**
 * /special-offers/{slug}: one offer and the cars it applies to (the stock search by the offer's tag, newest first), with
 * their monthly figures on the shopper's basis. The offer's number redirects to its slug; anything else is a 404.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const found = findOffer(await getOffers(), params.id ?? "");
  if (!found) throw notFound();
  if ("redirectTo" in found) return redirect(found.redirectTo, 301);
  const { offer } = found;
  const search = offerCarSearch(offer);
  const [cars, session, enquiry] = await Promise.all([
    listedCars().then((listed) =>
      searchVehicles({
        ...listed,
        ...search.query,
        sort: "date_stock_in|desc",
        resultsPerPage: OFFER_CARS_SHOWN,
      }),
    ),
    getVisitorSession(request),
    loadFormView(FORM_IDS.generalEnquiry, { redirectTo: returnPath(request) }),
  ]);
  const figures = await attachMonthlyFigures(cars.vehicles, session);
  return json({
    offer,
    cars: {
      vehicles: cars.vehicles.map(toCardVehicle),
      total: cars.meta.total,
      figures,
      searchHref: search.href,
      allStock: offer.vehicle_tag === null,
    },
    enquiry,
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: `${data.offer.heading} | Special offers | Northway Cars` },
    { name: "description", content: data.offer.text },
  ];
};

export default function SpecialOffer() {
  const { offer, cars, enquiry } = useLoaderData<typeof loader>();
  // The offer's own page (a finance guide, the warranty terms); not when it is the same search as the cars below.
  const moreLink = offer.link !== cars.searchHref ? offer.link : null;
  return (
    <>
      <article className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm">
          <Link to="/special-offers" className="underline">
            Special offers
          </Link>
        </nav>
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-light px-3 py-1 text-sm font-bold text-brand-dark">
              <OfferIcon name={offer.icon} />
              {offer.icon_text}
            </p>
            <h1 className="mt-3 text-3xl font-bold text-gray-900 sm:text-4xl">{offer.heading}</h1>
            <p className="mt-3 text-lg text-gray-800">{offer.text}</p>
            {moreLink ? (
              <p className="mt-5">
                <a href={moreLink} aria-label={`${offer.btn_text}: ${offer.heading}`} className="btn-primary">
                  {offer.btn_text}
                </a>
              </p>
            ) : null}
          </div>
          <img
            src={offer.image}
            alt=""
            width={1200}
            height={675}
            decoding="async"
            className="aspect-[16/9] h-auto w-full rounded-lg bg-gray-100 object-cover"
          />
        </div>
        <OfferCars {...cars} />
      </article>
      <EnquirySection form={enquiry} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
