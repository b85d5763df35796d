import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContentPage } from "~/dealer/content.server";
import { getOffers } from "~/dealer/offers-reviews.server";
import { pageLoader } from "~/dealer/errors";
import { loadContentPage } from "~/lib/content-page-load.server";
import { offerPath } from "~/lib/offers/offers";
import { ContentPage } from "~/components/content/ContentPage";
import { PageEnquiry } from "~/components/content/PageEnquiry";
import { OfferCard } from "~/components/offers/OfferCard";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * /special-offers: the 'special-offers' content page (with its form: GET /api/content-pages/{slug}) around every offer
 * card, each leading to its own page.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const [page, offers] = await Promise.all([getContentPage("special-offers"), getOffers()]);
  return json({
    ...(await loadContentPage(page, request)),
    offers: offers.map((offer) => ({ ...offer, path: offerPath(offer) })),
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: `${data.page.title} | Northway Cars` },
    { name: "description", content: data.page.description },
  ];
};

export default function SpecialOffers() {
  const { page, enquiry, financeExample, offers } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} financeExample={financeExample}>
        <section aria-label="Our offers" className="mb-10">
          {offers.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((offer) => (
                <li key={offer.slug}>
                  <OfferCard offer={offer} href={offer.path} buttonText="See the offer" headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800">We have no offers running just now. Please check back soon.</p>
          )}
        </section>
      </ContentPage>
      <PageEnquiry page={page} enquiry={enquiry} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
