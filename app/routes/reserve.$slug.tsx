import { keepRetryAfter } from "~/lib/http/retry-after-headers";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FORM_IDS } from "@contract/forms-vocabulary";
import type { Vehicle } from "@contract/vehicle";
import { getVehicle } from "~/dealer/stock.server";
import { DealerApiError, pageLoader } from "~/dealer/errors";
import { loadFormView } from "~/lib/forms/load.server";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { checkPost, parsePost } from "~/lib/forms/form-post.server";
import { sendReservation } from "~/lib/forms/reserve.server";
import { FORM_NOT_FOUND, SUBMISSION_FAILED, UNAVAILABLE_DETAIL } from "~/lib/forms/names";
import type { FormActionData } from "~/lib/forms/view";
import { getVisitorSession } from "~/sessions.server";
import { keepReservations, readKeptReservations } from "~/lib/reservation/cookie.server";
import { withOwn } from "~/lib/reservation/kept";
import { DefinitionForm } from "~/components/forms/DefinitionForm";
import { visitorDealId } from "~/lib/deal/own.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { FormPage } from "~/components/forms/FormPage";
import { ReservedCar, type ReservedCarView } from "~/components/reservation/ReservedCar";
import { ReservationFacts } from "~/components/reservation/ReservationFacts";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function carView(vehicle: Vehicle): ReservedCarView {
  return {
    name: vehicle.name,
    plate: vehicle.formatted_plate,
    price: vehicle.final_price,
    admin_fee: vehicle.admin_fee,
    image: vehicle.media_urls[0]?.thumb ?? null,
    branch: vehicle.location.site.name,
  };
}

/**
 * /reserve/{slug}: the reservation form for a car (docs/product/forms.md#submitting), on its own page; posts
 * here and goes to the checkout.
 */
export const loader = pageLoader(async ({ params }: LoaderFunctionArgs) => {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) throw new Response(null, { status: 404 });
  let vehicle: Vehicle | undefined;
  try {
    vehicle = await getVehicle(slug);
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    return json({ state: "unavailable" as const, car: null, form: null, slug }, { status: 503 });
  }
  if (!vehicle) throw new Response(null, { status: 404 });
  const car = carView(vehicle);
  if (vehicle.status !== "FOR_SALE_RETAIL") {
    return json({
      state: vehicle.status === "SOLD" ? ("sold" as const) : ("reserved" as const),
      car,
      form: null,
      slug,
    });
  }
  const form = await loadFormView(FORM_IDS.reservation, {
    key: "reserve",
    action: `/reserve/${slug}`,
    redirectTo: `/used/cars/${slug}`,
    vehicleSlug: slug,
    vehicleName: `${vehicle.name}, ${vehicle.formatted_plate}`,
  });
  if (form.status === "not-found") throw new Response(FORM_NOT_FOUND, { status: 404 });
  if (form.status === "unavailable")
    return json({ state: "unavailable" as const, car, form: null, slug }, { status: 503 });
  return json({ state: "open" as const, car, form: form.view, slug });
});

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) throw new Response(null, { status: 404 });
  const post = await parsePost(request, {
    action: () => `/reserve/${slug}`,
    key: "reserve",
    formId: FORM_IDS.reservation,
  });
  const checked = await checkPost(post);
  if (!checked.ok) return json(checked.data, { status: checked.status });
  const session = await getVisitorSession(request);
  const login = await readLogin(request);
  const dealId = await visitorDealId(session, slug, login?.token);
  const sent = await sendReservation(
    context,
    session,
    post,
    slug,
    checked.definition,
    checked.submission,
    dealId ? { id: dealId, token: login?.token } : undefined,
  );
  if (!sent.ok) return json(sent.data, { status: sent.status, headers: sent.headers });
  // This browser made the reservation: its pages show it the buyer's details (ADR 245).
  const kept = withOwn(await readKeptReservations(request), sent.reservationId);
  return redirect(sent.location, { status: 303, headers: { "Set-Cookie": await keepReservations(kept) } });
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) return errorPageMeta(error);
  const car = data?.car ? `: ${data.car.name}` : "";
  return [
    { title: errorTitle(`Reserve this car${car} | Northway Cars`, answersFormPost(matches)) },
    { name: "robots", content: "noindex" },
  ];
};

function NotAvailable({
  state,
  car,
  slug,
}: {
  state: "reserved" | "sold";
  car: ReservedCarView;
  slug: string;
}) {
  return (
    <FormPage
      title={state === "sold" ? "Sorry, this car has been sold" : "Sorry, this car is already reserved"}
      backTo={`/used/cars/${slug}`}
    >
      <ReservedCar car={car} />
      <p className="mt-6 text-lg text-gray-700">
        {state === "sold"
          ? "It is no longer for sale, but we have plenty more like it."
          : "Another customer has paid a deposit to hold it. If they do not buy it, it will be back on sale."}
      </p>
      <p className="mt-6">
        <Link to="/used/cars/search" className="btn-primary">
          Find a similar car
        </Link>
      </p>
    </FormPage>
  );
}

export default function ReservePage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  if (!answer && (data.state === "reserved" || data.state === "sold") && data.car) {
    return <NotAvailable state={data.state} car={data.car} slug={data.slug} />;
  }
  const view = answer?.form ?? data.form;
  if (!view) {
    return (
      <FormPage title={answer?.formError?.message ?? SUBMISSION_FAILED} backTo={`/used/cars/${data.slug}`}>
        <p className="text-lg text-gray-700">{answer?.formError?.detail ?? UNAVAILABLE_DETAIL}</p>
      </FormPage>
    );
  }
  return (
    <FormPage
      title={view.definition.form_title}
      subtitle={data.car ? undefined : view.context.vehicleName}
      backTo={view.context.redirectTo}
    >
      <div className="grid gap-6">
        {data.car ? <ReservedCar car={data.car} /> : null}
        <ReservationFacts headingId="reserve-facts" />
        <section aria-labelledby="reserve-form-heading">
          <h2 id="reserve-form-heading" className="mb-4 text-2xl font-bold text-gray-900">
            Your details
          </h2>
          <DefinitionForm view={view} variant="labelled" mode="navigation" headingLevel={3} />
        </section>
      </div>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
