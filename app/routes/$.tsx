import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPage, lookupRedirect } from "~/dealer/content.server";
import { findVehicleSlug } from "~/dealer/stock.server";
import { isNotFound } from "~/dealer/errors";
import { legacyLookupFrom, stockIdFromPath } from "~/lib/legacy-links";
import { toContentPageView } from "~/lib/content-page.server";
import { ContentPage } from "~/components/content/ContentPage";
import { GeneralErrorBoundary, NOT_FOUND_HEADING } from "~/components/errors/GeneralErrorBoundary";
import { loadFormView, returnPath } from "~/lib/forms/load.server";
import { EnquirySection } from "~/components/forms/EnquirySection";

const SLUG = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/** Old stock-locator links: find the car by plate or stock id, else send the shopper to the search. */
async function legacyVehicleRedirect(url: URL): Promise<Response | undefined> {
  const lookup = legacyLookupFrom(url);
  if (!lookup) return undefined;
  const slug =
    (await findVehicleSlug(lookup)) ??
    (stockIdFromPath(url.pathname)
      ? await findVehicleSlug({ stock_id: stockIdFromPath(url.pathname) })
      : undefined);
  return redirect(slug ? `/used/cars/${slug}` : "/used/cars/search", 301);
}

async function recordedRedirect(pathname: string): Promise<Response | undefined> {
  try {
    const target = await lookupRedirect(pathname);
    const status = [301, 302, 307, 308].includes(target.status) ? target.status : 301;
    return redirect(target.url, status);
  } catch {
    // The spec ignores redirect lookup failures: the visitor gets the not-found page.
    return undefined;
  }
}

/** The catch-all `/{id}`: a content page when the content service has one, a legacy redirect, or a real 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const legacy = await legacyVehicleRedirect(url);
  if (legacy) return legacy;
  const slug = (params["*"] ?? "").replace(/\/+$/, "").toLowerCase();
  if (SLUG.test(slug)) {
    try {
      const page = await getPage(slug);
      // Page parts (header, footer, pop-up content) are content, not pages of their own.
      if (page.template !== "system") {
        const view = toContentPageView(page);
        // The page's form (spec 3 §2.6: form 7 at the foot of content pages), when it names one.
        const enquiry = view.formId
          ? await loadFormView(view.formId, { redirectTo: returnPath(request) })
          : null;
        return json({ page: view, enquiry });
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  const moved = await recordedRedirect(url.pathname);
  if (moved) return moved;
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return [{ title: `${NOT_FOUND_HEADING} | Northway Cars` }];
  return [
    { title: `${data.page.title} | Northway Cars` },
    { name: "description", content: data.page.description },
  ];
};

export default function CatchAllContentPage() {
  const { page, enquiry } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} />
      {enquiry ? <EnquirySection form={enquiry} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
