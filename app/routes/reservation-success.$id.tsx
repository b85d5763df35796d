import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { pushEvent } from "~/lib/data-layer";
import { getReservation } from "~/dealer/forms.server";
import { formatPrice } from "~/lib/format";
import { formatInstant, formatVisit } from "~/lib/forms/reservation";
import { FormPage } from "~/components/forms/FormPage";
import { ReservedCar } from "~/components/reservation/ReservedCar";
import { NextSteps } from "~/components/reservation/NextSteps";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

/** /reservation-success/{id}: the car is held; what happens next, until when, and how the refund works. */
export const loader = pageLoader(async ({ params }: LoaderFunctionArgs) => {
  const reservation = await getReservation(params.id ?? "");
  if (!reservation) throw new Response(null, { status: 404 });
  if (reservation.status === "pending" && reservation.checkout) throw redirect(reservation.checkout.url);
  if (reservation.status !== "paid") throw redirect(`/reservation-cancel/${reservation.id}`);
  return json({ reservation });
});

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: "Your car is reserved | Northway Cars" }, { name: "robots", content: "noindex" }];

/**
 * The sale event (tracked with a transaction id and the order's value in GBP): the deposit paid, once per
 * reservation even if the page is reloaded or revisited in the same tab session.
 */
function useSaleEvent(id: string, amountPence: number, vehicleId: number) {
  useEffect(() => {
    const key = `purchase:${id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    pushEvent("purchase", {
      transaction_id: id,
      value: amountPence / 100,
      currency: "GBP",
      items: [{ item_id: String(vehicleId), item_category: "reservation deposit" }],
    });
  }, [id, amountPence, vehicleId]);
}

export default function ReservationSuccessPage() {
  const { reservation } = useLoaderData<typeof loader>();
  useSaleEvent(reservation.id, reservation.amount_pence, reservation.vehicle.id);
  const { vehicle, customer } = reservation;
  const holdUntil = formatInstant(reservation.hold_until ?? reservation.expires_at);
  const deposit = formatPrice(reservation.amount_pence / 100);
  const car = { ...vehicle, plate: vehicle.vrm, branch: vehicle.branch.name };
  return (
    <FormPage title="Your car is reserved">
      <div className="grid gap-8">
        <div role="status" className="rounded-lg border-l-8 border-green-700 bg-green-50 p-5 text-green-900">
          <p className="text-lg font-bold">
            Thank you, {customer.first_name}. We have taken your {deposit} deposit and the car is held for
            you.
          </p>
          <dl className="mt-3 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Held until</dt>
            <dd>{holdUntil}</dd>
            <dt className="font-semibold">Deposit paid</dt>
            <dd>{formatPrice(reservation.amount_pence / 100)}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd className="break-all font-mono">{reservation.id.slice(0, 8).toUpperCase()}</dd>
          </dl>
        </div>
        <ReservedCar car={car} />
        <NextSteps
          headingId="next-steps"
          heading="What happens next"
          steps={[
            <>
              {vehicle.branch.name} will contact you at <strong>{customer.email}</strong> or by phone within
              one working day to confirm your visit
              {reservation.visit.date
                ? ` on ${formatVisit(reservation.visit.date, reservation.visit.time)}`
                : ""}
              .
            </>,
            <>Bring your driving licence and, if you are part-exchanging, your car and its V5C logbook.</>,
            <>
              When you buy the car, your {deposit} deposit comes off the price. We hold the car for you until{" "}
              {holdUntil}.
            </>,
          ]}
        />
        <section aria-labelledby="refund-terms" className="rounded-lg bg-gray-50 p-5">
          <h2 id="refund-terms" className="text-xl font-bold text-gray-900">
            Changed your mind?
          </h2>
          <p className="mt-2 text-gray-700">
            Your deposit is fully refundable. Call {vehicle.branch.name} on{" "}
            <a href={`tel:${vehicle.branch.telephone.replace(/\s+/g, "")}`} className="underline">
              {vehicle.branch.telephone}
            </a>{" "}
            before {holdUntil} and we will refund the {deposit} to the card you paid with, usually within 5
            working days. If you buy the car, you still have our 7 day money-back guarantee and a 90 day
            warranty.
          </p>
        </section>
        <section aria-labelledby="account-offer" className="rounded-lg border border-gray-200 p-5">
          <h2 id="account-offer" className="text-xl font-bold text-gray-900">
            Buy online next time
          </h2>
          <p className="mt-2 text-gray-700">
            With an account you can buy a car online with click-and-collect and follow your orders.{" "}
            <Link to="/account/sign-up" className="font-semibold underline underline-offset-2">
              Create an account
            </Link>
          </p>
        </section>
        <p className="flex flex-wrap gap-3">
          <Link to={`/used/cars/${vehicle.slug}`} className="btn-primary">
            Back to the car
          </Link>
          <Link to="/used/cars/search" className="btn-secondary">
            Keep browsing
          </Link>
        </p>
      </div>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
