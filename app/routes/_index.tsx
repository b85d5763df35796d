import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { ContactBlock } from "~/components/shell/ContactBlock";

export const meta: MetaFunction = () => [
  { title: "Used cars for sale in Leeds, Manchester, York and Sheffield | Northway Cars" },
  {
    name: "description",
    content:
      "Quality used cars with finance online, a 7 day money-back guarantee, a 90 day warranty and £99 fully refundable reservations.",
  },
];

const SELLING_POINTS = [
  "Reserve any car for 7 days with a fully refundable £99 deposit",
  "7 day money-back guarantee on every delivery option",
  "90 day warranty and a multi-point health check on every car",
  "Free contactless delivery within 40 miles",
];

export default function Home() {
  const root = useRouteLoaderData<RootData>("root");
  const dealer = root?.shell.selectedDealer;
  return (
    <>
      <section className="bg-brand px-4 py-16 text-white" aria-labelledby="hero-heading">
        <div className="mx-auto max-w-7xl">
          <h1 id="hero-heading" className="text-3xl font-bold sm:text-5xl">
            Perfectly matched at a perfect price
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">
            Hundreds of quality used cars across our four branches, with finance you can arrange online.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/used/cars/search" className="btn bg-white text-brand hover:bg-brand-light">
              Start your search
            </Link>
            <Link to="/can-i-get-credit" className="btn border-2 border-white text-white hover:bg-brand-dark">
              CAN I GET CREDIT?
            </Link>
          </div>
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
