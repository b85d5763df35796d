import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import keenSliderStyles from "keen-slider/keen-slider.min.css";
import { pageViewWrites } from "~/lib/http/page-view-writes";
import { commitVisitorSession, getVisitorSession, RECENTLY_VIEWED_LIMIT } from "~/sessions.server";
import type { RouteHandle } from "~/lib/layout";
import { backToResultsHref } from "~/lib/vehicle/breadcrumbs";
import { toCardVehicle } from "~/lib/search/vehicle-card";
import { vehiclePageDescription, vehiclePageTitle } from "~/lib/vehicle/meta";
import { recordRecentlyViewed } from "~/lib/vehicle/recently-viewed";
import { isCrawler } from "~/lib/crawler.server";
import { publicUrl } from "~/lib/env.server";
import { VehiclePage, type VehiclePageData } from "~/components/vehicle-page/VehiclePage";
import vehiclePageStyles from "~/components/vehicle-page/vehicle-page.css";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { vehicleFinanceView } from "~/lib/finance/vehicle-finance.server";
import { financeDefaultsOf, rememberFinanceDefaults } from "~/lib/finance/defaults.server";
import { figuresFrom } from "~/lib/finance/monthly-figures.server";
import { financeLinks } from "~/components/finance/finance-links";
import { keepPageForFormAnswer } from "~/lib/forms/revalidate";
import { galleryPictures } from "~/lib/vehicle/gallery";
import type { MediaItem } from "@contract/vehicle";
import { deliveryOf, loadOpenForm, loadVehiclePage, vehiclePageParams } from "./load.server";
import { offers } from "@contract/vehicle-offers";

export const handle: RouteHandle = {
  layout: "vehicle",
  // The gallery's first picture: the largest paint of a car's page on a phone.
  leadPicture: (data) => {
    const media = (data as { vehicle?: { media_urls?: MediaItem[] } } | undefined)?.vehicle?.media_urls;
    return media && media.length > 0 ? galleryPictures(media)[0]?.medium : undefined;
  },
};

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: keenSliderStyles },
  { rel: "stylesheet", href: vehiclePageStyles },
  ...financeLinks(),
];

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export const loader = pageLoader(async ({ request, params: raw }: LoaderFunctionArgs) => {
  const parsed = vehiclePageParams.safeParse(raw);
  if (!parsed.success) throw notFound();
  const { category, locationid } = parsed.data;
  const url = new URL(request.url);
  const session = await getVisitorSession(request);
  // The finance tools read their choice from this URL and the session's finance defaults (issue 5), so the defaults
  // the URL changes are the session's before the page is asked for.
  const rememberedFinance = rememberFinanceDefaults(session, url.searchParams);
  const storedPostcode = session.get("postcode") ?? undefined;
  const page = await loadVehiclePage(parsed.data.slug, url, session);
  if (!page) throw notFound();
  const { vehicle, answer } = page;
  const canonicalPath = `/used/${vehicle.category}/${vehicle.slug}`;
  // One address per car: an old or mistyped category, or a branch the car is not at, lands on the car's own URL.
  const atItsBranch = locationid === undefined || Number(locationid) === vehicle.location.site_id;
  if (vehicle.category !== category || !atItsBranch) throw redirect(`${canonicalPath}${url.search}`, 301);

  const delivery = deliveryOf(url, storedPostcode, answer);
  // What this request may keep: nothing for a picture naming the page; no postcode from another site's link.
  const writes = pageViewWrites(request.headers);
  const rememberedPostcode = writes.postcode ? delivery?.remember : undefined;
  // A sold car has no finance tools (dealer-api/contract/vehicle-offers.ts).
  const finance =
    offers(vehicle.status, "finance") && answer.finance
      ? vehicleFinanceView(url, vehicle, session, answer.finance, {
          promotions: page.promotions,
          snippets: page.snippets,
        })
      : null;
  const openForm = loadOpenForm(url, vehicle, request);
  const similarFigures = figuresFrom(
    answer.similar_quotes ?? {},
    page.similar ?? [],
    financeDefaultsOf(session).defaults,
  );
  // A crawler has no shopper's history to keep, and a page it fetches needn't set a cookie.
  const crawler = isCrawler(request.headers.get("user-agent"));
  const viewed = recordRecentlyViewed(
    session.get("recentlyViewed") ?? undefined,
    vehicle.slug,
    RECENTLY_VIEWED_LIMIT,
  );
  const headers = new Headers();
  if (!crawler && writes.session && (viewed.changed || rememberedFinance || rememberedPostcode)) {
    session.set("recentlyViewed", viewed.list);
    // A postcode the shopper gave this page becomes theirs, as a search's does.
    if (rememberedPostcode) session.set("postcode", rememberedPostcode);
    headers.append("Set-Cookie", await commitVisitorSession(session));
  }
  const { answer: _answer, snippets: _snippets, ...shown } = page;
  const data: VehiclePageData = {
    ...shown,
    similar: page.similar?.map(toCardVehicle) ?? null,
    delivery: delivery?.view ?? null,
    backHref: backToResultsHref(request.headers.get("Referer"), url.origin),
  };
  return json(
    {
      ...data,
      canonicalUrl: publicUrl(canonicalPath, request),
      openForm: await openForm,
      finance,
      similarFigures,
    },
    { headers },
  );
});

export const shouldRevalidate = keepPageForFormAnswer;

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: vehiclePageTitle(data.vehicle) },
    { name: "description", content: vehiclePageDescription(data.vehicle) },
    // The same car at its branch's address, or with finance choices in the query, is this one page.
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
  ];
};

export default function VehicleRoute() {
  return <VehiclePage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
