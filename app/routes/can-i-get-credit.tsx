import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContentPage } from "~/dealer/content.server";
import { pageLoader } from "~/dealer/errors";
import { loadContentPage } from "~/lib/content-page-load.server";
import { creditCheckCar } from "~/lib/finance/credit-check-query.server";
import { ContentPage } from "~/components/content/ContentPage";
import { PageEnquiry } from "~/components/content/PageEnquiry";
import { LatestFromBlog } from "~/components/blog/LatestFromBlog";
import { CreditCheckCar } from "~/components/finance/CreditCheckCar";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * /can-i-get-credit: the content page of that name, plus the car the shopper came from when the link carries one
 * (docs/product/finance.md#credit-check: Make, Model, Derivative, Slug, Registration, Mileage, RetailValue,
 * …). The catch-all content route cannot show the car, hence this route.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  // An unknown page is a 404 and a failing content service a 503 (pageLoader).
  const page = await getContentPage("can-i-get-credit");
  return json({
    ...(await loadContentPage(page, request)),
    car: creditCheckCar(new URL(request.url).searchParams) ?? null,
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: `${data.page.title} | Northway Cars` },
    { name: "description", content: data.page.description },
  ];
};

export default function CanIGetCredit() {
  const { page, enquiry, financeExample, latestPosts, car } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} financeExample={financeExample}>
        {car ? <CreditCheckCar car={car} /> : null}
      </ContentPage>
      <LatestFromBlog posts={latestPosts} />
      <PageEnquiry page={page} enquiry={enquiry} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
