import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { loadSearchPage } from "~/lib/search/search-page.server";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";
import { SearchPage, SearchUnavailable } from "~/components/search/SearchPage";
import { loadFormView, returnPath } from "~/lib/forms/load.server";
import { EnquirySection } from "~/components/forms/EnquirySection";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { isCrawler } from "~/lib/crawler.server";
import { pageViewWrites } from "~/lib/http/page-view-writes";

/**
 * /used/cars/search (docs/product/search.md#results-page): every filter in the URL. A URL that isn't the
 * canonical form of its search (a no-JS form's repeated and empty fields, unknown or malformed values) is
 * redirected to it, so the dealer API only ever sees values it accepts and a shared URL shows exactly the
 * same page.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const session = await getVisitorSession(request);
  const writes = pageViewWrites(request.headers);
  const [page, enquiryForm] = await Promise.all([
    loadSearchPage(new URL(request.url), session, { rememberPostcode: writes.postcode }),
    // docs/product/search.md#results-page: the search page ends with the enquiry form 7.
    loadFormView(7, { redirectTo: returnPath(request) }),
  ]);
  if ("redirect" in page) return redirect(page.redirect);
  const view = session.get("listingsView") === "list" ? ("list" as const) : ("grid" as const);
  // A crawler has no shopper's basis to keep (as on the car page), nor has a picture that names this page.
  const headers = new Headers();
  const { rememberedBasis, rememberedPostcode, ...shown } = page;
  if (
    (rememberedBasis || rememberedPostcode) &&
    writes.session &&
    !isCrawler(request.headers.get("user-agent"))
  )
    headers.append("Set-Cookie", await commitVisitorSession(session));
  return json({ ...shown, view, enquiryForm }, { status: shown.kind === "unavailable" ? 503 : 200, headers });
});

/** The grid/list switch: kept in the visitor's session, then back to the same search (Post/Redirect/Get). */
export async function action({ request }: ActionFunctionArgs) {
  const [form, session] = await Promise.all([request.formData(), getVisitorSession(request)]);
  const view = form.get("view");
  if (view === "grid" || view === "list") session.set("listingsView", view);
  const url = new URL(request.url);
  // Remix posts to an index route with ?index; the search itself is the rest of the query, as it was.
  const search = url.search
    .slice(1)
    .split("&")
    .filter((part) => part && part !== "index" && !part.startsWith("index="))
    .join("&");
  return redirect(`${url.pathname}${search ? `?${search}` : ""}`, {
    status: 303,
    headers: { "Set-Cookie": await commitVisitorSession(session) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const page =
    data.kind === "results" && data.meta.current_page > 1 ? ` (page ${data.meta.current_page})` : "";
  return [
    { title: `${data.content.title}${page} | Northway Cars` },
    { name: "description", content: data.content.description },
  ];
};

export default function UsedCarSearch() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  if (data.kind === "unavailable")
    return <SearchUnavailable title={data.content.title} retryHref={location.pathname + location.search} />;
  return <SearchPage data={data} view={data.view} footer={<EnquirySection form={data.enquiryForm} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
