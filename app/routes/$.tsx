import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContentPage, lookupRedirect } from "~/dealer/content.server";
import { findVehicleSlug } from "~/dealer/stock.server";
import { isNotFound, pageLoader } from "~/dealer/errors";
import { contentSlugOf } from "~/lib/content-paths";
import { legacyLookupFrom, stockIdFromPath } from "~/lib/legacy-links.server";
import { loadContentPage } from "~/lib/content-page-load.server";
import { ContentPage } from "~/components/content/ContentPage";
import { PageEnquiry } from "~/components/content/PageEnquiry";
import { LatestFromBlog } from "~/components/blog/LatestFromBlog";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** Old stock-locator links: find the car by plate or stock id, else send the shopper to the search. */
async function legacyVehicleRedirect(url: URL): Promise<Response | undefined> {
  const lookup = legacyLookupFrom(url);
  if (!lookup) return undefined;
  if (lookup === "broken") throw notFound();
  const stockId = stockIdFromPath(url.pathname);
  const slug =
    (await findVehicleSlug(lookup)) ?? (stockId ? await findVehicleSlug({ stock_id: stockId }) : undefined);
  return redirect(slug ? `/used/cars/${slug}` : "/used/cars/search", 301);
}

async function recordedRedirect(pathname: string): Promise<Response | undefined> {
  try {
    const target = await lookupRedirect(pathname);
    const status = [301, 302, 307, 308].includes(target.status) ? target.status : 301;
    return redirect(target.url, status);
  } catch {
    // Redirect lookup failures are ignored: the visitor gets the not-found page.
    return undefined;
  }
}

/**
 * The content page a path names with its form and latest posts (one answer: GET /api/content-pages/{slug}), if the
 * content service has one; its failures are the page's (pageLoader).
 */
async function contentPage(slug: string) {
  try {
    return await getContentPage(slug);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The catch-all: a content page where the route table puts them (contentSlugOf) and the content service has one, a
 * legacy redirect, or a real 404. While the content service cannot answer, a path that may be a page answers 503.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const legacy = await legacyVehicleRedirect(url);
  if (legacy) return legacy;
  const slug = contentSlugOf(params["*"] ?? "");
  const answer = slug ? await contentPage(slug) : undefined;
  // Page parts (header, footer, pop-up content) are content, not pages of their own.
  // Every template ends with its form (the general enquiry form unless the page names another, or none).
  if (answer && answer.page.template !== "system") return json(await loadContentPage(answer, request));
  const moved = await recordedRedirect(url.pathname);
  if (moved) return moved;
  throw notFound();
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: `${data.page.title} | Northway Cars` },
    { name: "description", content: data.page.description },
  ];
};

export default function CatchAllContentPage() {
  const { page, enquiry, financeExample, latestPosts } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} financeExample={financeExample} />
      <LatestFromBlog posts={latestPosts} />
      <PageEnquiry page={page} enquiry={enquiry} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
