import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { ContactBlock } from "~/components/shell/ContactBlock";
import { HeroSearch } from "~/components/hero/HeroSearch";
import { loadHero } from "~/lib/hero/hero.server";
import { canonicalHomeQuery, parseHeroSelection, searchUrl } from "~/lib/hero/selection";

export const meta: MetaFunction = () => [
  { title: "Used cars for sale in Leeds, Manchester, York and Sheffield | Northway Cars" },
  {
    name: "description",
    content:
      "Quality used cars with finance online, a 7 day money-back guarantee, a 90 day warranty and £99 fully refundable reservations.",
  },
];

/** Spec 1 §2.7: the hero's default heading; the dealer can change it with the home-hero-heading snippet. */
const DEFAULT_HEADING = "Perfectly matched at a perfect price";

/** The hero's picks come in the query when a no-JS visitor selects Update; its search button passes through here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const hero = await loadHero(parseHeroSelection(params));
  if (params.get("hero") === "search") return redirect(searchUrl(hero.selection));
  // A shareable address for the picks: "/?make=ford" rather than repeated names and empty selects.
  const tidy = canonicalHomeQuery(params, hero.selection);
  if (tidy !== params.toString()) return redirect(tidy ? `/?${tidy}` : "/");
  return json({ hero });
}

const SELLING_POINTS = [
  "Reserve any car for 7 days with a fully refundable £99 deposit",
  "7 day money-back guarantee on every delivery option",
  "90 day warranty and a multi-point health check on every car",
  "Free contactless delivery within 40 miles",
];

export default function Home() {
  const { hero } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  const dealer = root?.shell.selectedDealer;
  const snippet = root?.shell.snippets["home-hero-heading"]?.trim();
  // The snippet is plain text; anything marked up is not a heading we can show as text.
  const heading = snippet && !snippet.includes("<") ? snippet : DEFAULT_HEADING;
  return (
    <>
      <HeroSearch heading={heading} hero={hero} />
      <section className="bg-brand-light px-4 py-10" aria-labelledby="start-search-heading">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4">
          <h2 id="start-search-heading" className="text-2xl font-bold text-gray-900">
            Hundreds of quality used cars across our four branches
          </h2>
          <Link to="/used/cars/search" className="btn-primary">
            Start your search
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold text-gray-900">
          Why buy from Northway Cars
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SELLING_POINTS.map((point) => (
            <li key={point} className="rounded-lg border border-gray-200 p-5 text-gray-800">
              {point}
            </li>
          ))}
        </ul>
      </section>
      {dealer && root ? (
        <section className="bg-gray-50 px-4 py-12" aria-label="Contact us">
          <div className="mx-auto max-w-7xl">
            <ContactBlock department={dealer} group={root.shell.group} />
          </div>
        </section>
      ) : null}
    </>
  );
}
