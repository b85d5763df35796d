import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { ukToday } from "@contract/form-rules";
import { fetchValuation } from "~/dealer/valuations.server";
import { pageLoader } from "~/dealer/errors";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { ownsValuation } from "~/lib/valuation/own";
import { getVisitorSession } from "~/sessions.server";
import { getVehicle } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { latestDeal } from "~/lib/deal/own";
import { exceptionsOf, serviceHistoryLabel, WIZARD } from "~/lib/valuation/steps";
import { formatNumber, formatPrice, formatRegistration } from "~/lib/format";
import { formatOrdinalDate } from "~/lib/vehicle/dates";
import { pushEvent } from "~/lib/data-layer";
import { valuationUrl } from "~/lib/home/car-worth";
import { WizardPage } from "~/components/valuation/WizardPage";
import { VehicleSummary } from "~/components/valuation/VehicleSummary";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * Step 4, 'Your valuation summary', at an address the seller can keep: the price range, until when it holds, and the
 * branch to contact. Only the visitor who made the valuation sees it: to anyone else, with the link or a guess, it is
 * not found, like an id that names none (docs/decisions/240-whose-valuation.md). An expired valuation says so and
 * offers a new one for the same car.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const id = params.id ?? "";
  const [session, answers] = await Promise.all([getVisitorSession(request), readAnswers(request)]);
  const own = ownsValuation(session.get("valuations"), id);
  const valuation = own ? await fetchValuation(id) : undefined;
  if (!valuation) throw new Response(null, { status: 404, statusText: "Not Found" });
  const justValued = answers.valued === id;
  const alreadyValued = answers.existing === id;
  const expired = Date.parse(valuation.expires_at) <= Date.now();
  const view = {
    id: valuation.id,
    vehicle: valuation.vehicle,
    mileage: valuation.mileage,
    range: { low: formatPrice(valuation.cap_below), high: formatPrice(valuation.cap_average) },
    valuedOn: formatOrdinalDate(ukToday(new Date(valuation.valued_at))),
    validUntil: formatOrdinalDate(ukToday(new Date(valuation.expires_at))),
    expired,
    serviceHistory: serviceHistoryLabel(valuation.service_history),
    previousOwners: formatNumber(valuation.previous_keepers),
    exceptions: exceptionsOf(valuation.condition),
    branch: valuation.department,
    again: valuationUrl(valuation.vehicle.vrm, valuation.mileage),
  };
  const deal = expired ? undefined : await dealToUseIn(session.get("deals"), session.get("recentlyViewed"));
  // The news that this valuation is new is told once; the cookie forgets it.
  const told = justValued || alreadyValued;
  const headers = told
    ? { "Set-Cookie": await keepAnswers({ ...answers, valued: undefined, existing: undefined }) }
    : undefined;
  return json({ valuation: view, justValued, alreadyValued, deal }, { headers });
});

/**
 * The car whose deal this valuation can go into (docs/decisions/326-a-deal-priced-once.md): the visitor's newest deal,
 * else the car they last looked at; none when the car is no longer for sale (or the dealer API cannot say).
 */
async function dealToUseIn(
  deals: Parameters<typeof latestDeal>[0],
  recent: readonly string[] | null | undefined,
) {
  const slug = latestDeal(deals)?.slug ?? recent?.[0];
  const car = slug ? await orFallback(getVehicle(slug), undefined) : undefined;
  if (!car || car.status !== "FOR_SALE_RETAIL") return null;
  return { name: car.name, href: `/used/${car.category}/${car.slug}/deal` };
}

export const meta: MetaFunction<typeof loader> = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: "Your valuation summary | Sell my car | Northway Cars" },
        { name: "robots", content: "noindex" },
      ];

/** Spec: 'form_submitted_valuation' once the valuation is made (once per valuation, even if the page is reloaded). */
function useValuationEvent(id: string, justValued: boolean) {
  useEffect(() => {
    if (!justValued) return;
    const key = `form_submitted_valuation:${id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    pushEvent("form_submitted_valuation", { valuation_id: id });
  }, [id, justValued]);
}

export default function ValuationSummary() {
  const { valuation, justValued, alreadyValued, deal } = useLoaderData<typeof loader>();
  useValuationEvent(valuation.id, justValued);
  const { branch } = valuation;
  const contact = `/contact?branch=${encodeURIComponent(branch.slug)}`;
  return (
    <WizardPage title="Your valuation summary" step={justValued || alreadyValued ? 4 : undefined}>
      {alreadyValued ? (
        <p role="status" className="mb-6 rounded-md border-l-4 border-brand bg-blue-50 p-4 text-gray-900">
          You already have a valuation for {formatRegistration(valuation.vehicle.vrm)}, made on{" "}
          {valuation.valuedOn}. It is still valid, so here it is.
        </p>
      ) : null}
      {justValued ? (
        <p
          role="status"
          className="mb-6 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-gray-900"
        >
          Thank you. We have sent your valuation to {branch.name}, who will contact you about it.
        </p>
      ) : null}
      <VehicleSummary vehicle={valuation.vehicle} mileage={valuation.mileage} />
      <section
        aria-labelledby="valuation-price"
        className="mt-8 rounded-lg border-2 border-brand bg-white p-5"
      >
        <h2 id="valuation-price" className="text-xl font-bold text-gray-900">
          {valuation.expired ? "What we offered" : "We would pay"}
        </h2>
        <p className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">
          {valuation.range.low} <span className="text-xl font-semibold">to</span> {valuation.range.high}
        </p>
        {valuation.expired ? (
          <div className="mt-4">
            <p className="font-semibold text-red-800">
              This valuation expired on {valuation.validUntil}. Prices change: value your{" "}
              {formatRegistration(valuation.vehicle.vrm)} again for today&apos;s price.
            </p>
            <Link to={valuation.again} className="btn-accent mt-4">
              Value this vehicle again
            </Link>
          </div>
        ) : (
          <p className="mt-2 text-gray-800">
            Valued on {valuation.valuedOn}, valid until <strong>{valuation.validUntil}</strong>, as long as
            the car matches your answers (its condition, service history and MOT) when we see it.
          </p>
        )}
      </section>
      <section aria-labelledby="valuation-next" className="mt-8">
        <h2 id="valuation-next" className="text-2xl font-bold text-gray-900">
          What happens next
        </h2>
        {deal ? (
          <p className="mt-2 text-gray-800">
            Buying from us?{" "}
            <Link to={deal.href} className="font-semibold underline underline-offset-2">
              Use this valuation in your deal on the {deal.name}
            </Link>{" "}
            as part of your deposit.
          </p>
        ) : null}
        <p className="mt-2 text-gray-800">
          {branch.name} will check the car when you bring it in and pay you the same day by bank transfer.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Link to={contact} className="btn-accent">
            Contact {branch.name}
          </Link>
          <p>
            Or call us on{" "}
            <a
              href={`tel:${branch.telephone.replace(/\s+/g, "")}`}
              className="font-semibold underline underline-offset-2"
            >
              {branch.telephone}
            </a>
          </p>
        </div>
      </section>
      <section aria-labelledby="valuation-answers" className="mt-8">
        <h2 id="valuation-answers" className="text-2xl font-bold text-gray-900">
          What you told us
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Service history</dt>
          <dd>{valuation.serviceHistory}</dd>
          <dt className="font-semibold">Previous owners</dt>
          <dd>{valuation.previousOwners}</dd>
          <dt className="font-semibold">Not as we assume</dt>
          <dd>{valuation.exceptions.length > 0 ? valuation.exceptions.join("; ") : "Nothing"}</dd>
        </dl>
      </section>
      <p className="mt-8">
        <Link to={WIZARD} className="font-semibold underline underline-offset-2">
          Value another vehicle
        </Link>
      </p>
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
