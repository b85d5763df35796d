import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { ContactBlock } from "~/components/shell/ContactBlock";
import { HeroSearch } from "~/components/hero/HeroSearch";
import { StartSearch } from "~/components/home/StartSearch";
import { CarWorthForm } from "~/components/home/CarWorthForm";
import { SavingsBlock, WhyList } from "~/components/home/ContentBlocks";
import { FollowUs } from "~/components/home/FollowUs";
import { ReviewsBlock } from "~/components/home/ReviewsBlock";
import { PopularManufacturers } from "~/components/home/PopularManufacturers";
import { OffersCarousel } from "~/components/home/OffersCarousel";
import { PopularOffers } from "~/components/home/PopularOffers";
import { LatestFromBlog } from "~/components/blog/LatestFromBlog";
import { loadHero } from "~/lib/hero/hero.server";
import { canonicalHomeQuery, searchUrl } from "~/lib/hero/selection";
import { loadHomeContent } from "~/lib/home/home.server";
import { carWorthFromQuery } from "~/lib/home/car-worth";
import { ALL_MANUFACTURERS } from "~/lib/home/manufacturers";
import { getVisitorSession } from "~/sessions.server";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import { pageLoader } from "~/dealer/errors";

const TITLE = "Used cars for sale in Leeds, Manchester, York and Sheffield | Northway Cars";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  // GOV.UK: a page showing a form's errors has a title starting "Error: ".
  { title: data?.carWorth ? `Error: ${TITLE}` : TITLE },
  {
    name: "description",
    content:
      "Quality used cars with finance online, a 7 day money-back guarantee, a 90 day warranty and £99 fully refundable reservations.",
  },
];

/**
 * docs/product/home.md#hero-search: the hero's default heading; the dealer can change it with the
 * home-hero-heading snippet.
 */
const DEFAULT_HEADING = "Perfectly matched at a perfect price";

/**
 * The hero's picks come in the query when a no-JS visitor selects Update; its search button passes through here.
 * So does a no-JS car-worth form: checked here, it goes on to the valuation wizard or comes back with its errors.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  const carWorth = carWorthFromQuery(params);
  if (carWorth.redirectTo) return redirect(carWorth.redirectTo);

  // Everything the page needs, at once.
  const loaded = loadHomeContent();
  const session = await getVisitorSession(request);
  const hero = await loadHero(params, financeDefaultsOf(session).defaults);
  if (params.get("hero") === "search") return redirect(searchUrl(hero.selection, hero.basis));
  // A shareable address for the picks: "/?make=ford" rather than repeated names and empty selects.
  const tidy = canonicalHomeQuery(params, hero.selection);
  if (!carWorth.sent && tidy !== params.toString()) return redirect(tidy ? `/?${tidy}` : "/");
  return json({
    hero,
    home: (await loaded).content,
    latestPosts: (await loaded).latestPosts,
    carWorth: carWorth.submitted,
    showAllManufacturers: params.get("manufacturers") === ALL_MANUFACTURERS,
  });
});

export default function Home() {
  const { hero, home, carWorth, showAllManufacturers, latestPosts } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  const shell = root?.shell;
  const heading = shell?.heroHeading ?? DEFAULT_HEADING;
  return (
    <>
      <HeroSearch heading={heading} hero={hero} />
      {/* Cars straight after the hero: a phone reaches one within its first two screens (ADR 311). */}
      <OffersCarousel vehicles={home.offerCars} />
      <StartSearch />
      {/* A new submission's errors replace the last ones: the key gives the form fresh state. */}
      <CarWorthForm key={JSON.stringify(carWorth ?? null)} submitted={carWorth} />
      <WhyList html={home.whyHtml} />
      <SavingsBlock html={home.savingsHtml} />
      {shell ? <FollowUs socials={shell.socials} owner={shell.group.name} /> : null}
      <ReviewsBlock summary={home.reviews} />
      <PopularManufacturers makes={home.manufacturers} showAll={showAllManufacturers} />
      <PopularOffers offers={home.offers} />
      <LatestFromBlog posts={latestPosts} />
      {shell ? (
        <section className="bg-gray-50 px-4 py-12" aria-label="Contact us">
          <div className="mx-auto max-w-7xl">
            <ContactBlock department={shell.selectedDealer} group={shell.group} />
          </div>
        </section>
      ) : null}
    </>
  );
}
