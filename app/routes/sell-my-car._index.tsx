import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPage } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { toContentPageView } from "~/lib/content-page.server";
import { carWorthFromQuery } from "~/lib/home/car-worth";
import { loadFormView, returnPath } from "~/lib/forms/load.server";
import { errorTitle } from "~/lib/forms/error-title";
import { VALUATION_ENTRY } from "~/lib/valuation/steps";
import { Html } from "~/components/Html";
import { CarWorthForm } from "~/components/home/CarWorthForm";
import { EnquirySection } from "~/components/forms/EnquirySection";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const HOW_IT_WORKS = [
  ["Tell us about your car", "Its registration and mileage, and the branch you would like to sell it to."],
  [
    "Check it is yours",
    "We show the car the registration belongs to; tell us its service history and owners.",
  ],
  ["Get your price", "A price range straight away, valid for 7 days, sent to your branch."],
  [
    "Get paid",
    "Bring the car in: we check it matches your answers and pay you by bank transfer the same day.",
  ],
] as const;

/**
 * /sell-my-car: the way into the valuation wizard. The registration and mileage form is the home page's (same
 * component, same rules); the words around it are the content service's 'sell-my-car' page, with the site's own
 * when it cannot answer. Without JavaScript the form comes back here to be checked, like on the home page.
 */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const carWorth = carWorthFromQuery(new URL(request.url).searchParams);
  if (carWorth.redirectTo) return redirect(carWorth.redirectTo);
  const page = await orFallback(getPage("sell-my-car"), undefined);
  const view = page ? toContentPageView(page) : undefined;
  const enquiry = view?.formId
    ? await orFallback(loadFormView(view.formId, { redirectTo: returnPath(request) }), null)
    : null;
  return json({
    heading: view?.heading ?? "Sell my car",
    description: view?.description ?? "Get a free valuation for your car in minutes.",
    introHtml: view?.introHtml,
    ticks: view?.tickLists.flatMap((list) => list.items) ?? [],
    enquiry,
    carWorth: carWorth.submitted,
  });
};

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: errorTitle(`${data.heading} | Northway Cars`, Boolean(data.carWorth)) },
    { name: "description", content: data.description },
  ];
};

export default function SellMyCar() {
  const { heading, introHtml, ticks, enquiry, carWorth } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-10">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{heading}</h1>
        {introHtml ? (
          <Html as="div" className="prose-content mt-3 max-w-3xl text-lg text-gray-700" html={introHtml} />
        ) : null}
      </div>
      <CarWorthForm key={JSON.stringify(carWorth ?? null)} submitted={carWorth} checkAt={VALUATION_ENTRY} />
      <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="how-it-works" className="text-2xl font-bold text-gray-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map(([title, text], index) => (
            <li key={title} className="rounded-lg border border-gray-200 bg-white p-5">
              <span
                aria-hidden="true"
                className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold text-gray-900">{title}</h3>
              <p className="mt-1 text-gray-800">{text}</p>
            </li>
          ))}
        </ol>
      </section>
      {ticks.length > 0 ? (
        <section aria-labelledby="why-sell" className="mx-auto max-w-7xl px-4 pb-10">
          <h2 id="why-sell" className="text-2xl font-bold text-gray-900">
            Why sell to us?
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {ticks.map((tick) => (
              <li key={tick} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-green-700">
                  ✓
                </span>
                <span>{tick}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {enquiry ? <EnquirySection form={enquiry} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
