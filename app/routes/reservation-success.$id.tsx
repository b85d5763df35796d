import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { pushEvent } from "~/lib/data-layer";
import { getReservation } from "~/dealer/forms.server";
import { formatPrice } from "~/lib/format";
import { formatInstant, formatVisit } from "~/lib/forms/reservation";
import { FormPage } from "~/components/forms/FormPage";
import { ReservedCar, type ReservedCarView } from "~/components/reservation/ReservedCar";
import { dealingBranch } from "~/lib/reservation/branch";
import { NextSteps } from "~/components/reservation/NextSteps";
import { DealFigures } from "~/components/deal/DealFigures";
import { QuoteHeadline } from "~/components/finance/QuoteBreakdown";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { keepReservations, readKeptReservations } from "~/lib/reservation/cookie.server";
import { successView } from "~/lib/reservation/kept";

/**
 * /reservation-success/{id}: the car is held; what happens next, until when, and how the refund works. The address is
 * no secret (it is in the browser's history, and may be shared): the buyer's name, e-mail and visit are shown only to
 * the browser that made the reservation, and the sale is recorded once, on the first view after paying (ADR 245).
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const [reservation, kept] = await Promise.all([
    getReservation(params.id ?? ""),
    readKeptReservations(request),
  ]);
  if (!reservation) throw new Response(null, { status: 404 });
  if (reservation.status === "pending" && reservation.checkout) throw redirect(reservation.checkout.url);
  if (reservation.status !== "paid") throw redirect(`/reservation-cancel/${reservation.id}`);
  const view = successView(kept, reservation.id);
  const { customer, visit, deal, ...held } = reservation;
  const buyer = view.own ? { firstName: customer.first_name, email: customer.email, visit } : null;
  const headers = view.next ? { "Set-Cookie": await keepReservations(view.next) } : undefined;
  // The deal (the buyer's own car and its value) is the buyer's, like their details: only their browser is sent it.
  const dealt = buyer && deal?.answer.ok ? deal.answer.deal : null;
  return json({ reservation: held, buyer, deal: dealt, recordSale: view.recordSale }, { headers });
});

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: "Your car is reserved | Northway Cars" }, { name: "robots", content: "noindex" }];

/**
 * The sale event (tracked with a transaction id and the order's value in GBP): the deposit paid, once per
 * reservation. The server says when: on the first view of this page by the browser that paid (ADR 245), never on a
 * reload, another tab or another browser.
 */
function useSaleEvent(recordSale: boolean, id: string, amountPence: number, vehicleId: number) {
  useEffect(() => {
    if (!recordSale) return;
    pushEvent("purchase", {
      transaction_id: id,
      value: amountPence / 100,
      currency: "GBP",
      items: [{ item_id: String(vehicleId), item_category: "reservation deposit" }],
    });
  }, [recordSale, id, amountPence, vehicleId]);
}

/** The page as anyone but the buyer sees it: the car is reserved, and nothing about who reserved it. */
function ReservedForSomeone({ car, holdUntil }: { car: ReservedCarView; holdUntil: string }) {
  return (
    <FormPage title="This car is reserved">
      <div className="grid gap-8">
        <div role="status" className="rounded-lg border-l-8 border-brand bg-brand-light p-5 text-gray-900">
          <p className="text-lg font-bold">A deposit has been paid and the car is held until {holdUntil}.</p>
          <p className="mt-1">
            The details of a reservation are shown only in the browser it was made in. If it is yours, open
            this page there, or call {car.branch}.
          </p>
        </div>
        <ReservedCar car={car} />
        <p className="flex flex-wrap gap-3">
          <Link to="/used/cars/search" className="btn-primary">
            Find a similar car
          </Link>
        </p>
      </div>
    </FormPage>
  );
}

export default function ReservationSuccessPage() {
  const { reservation, buyer, deal, recordSale } = useLoaderData<typeof loader>();
  useSaleEvent(recordSale, reservation.id, reservation.amount_pence, reservation.vehicle.id);
  const { vehicle } = reservation;
  const holdUntil = formatInstant(reservation.hold_until ?? reservation.expires_at);
  const deposit = formatPrice(reservation.amount_pence / 100);
  const car = { ...vehicle, plate: vehicle.vrm, branch: vehicle.branch.name };
  if (!buyer) return <ReservedForSomeone car={car} holdUntil={holdUntil} />;
  const branch = dealingBranch(reservation);
  return (
    <FormPage title="Your car is reserved">
      <div className="grid gap-8">
        <div role="status" className="rounded-lg border-l-8 border-green-700 bg-green-50 p-5 text-green-900">
          <p className="text-lg font-bold">
            Thank you, {buyer.firstName}. We have taken your {deposit} deposit and the car is held for you.
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
        <ReservedCar car={{ ...car, chosenBranch: branch.name }} />
        {deal ? (
          <section aria-labelledby="your-deal" className="rounded-lg border border-gray-200 p-5">
            <h2 id="your-deal" className="mb-3 text-xl font-bold text-gray-900">
              Your deal, as {branch.name} sees it
            </h2>
            {deal.finance ? (
              <QuoteHeadline monthly={deal.finance.regular_payment} apr={deal.finance.apr} />
            ) : null}
            <DealFigures deal={deal} adminFee={vehicle.admin_fee} />
          </section>
        ) : null}
        <NextSteps
          headingId="next-steps"
          heading="What happens next"
          steps={[
            <>
              {branch.name} will contact you at <strong>{buyer.email}</strong> or by phone within one working
              day to confirm your visit
              {buyer.visit.date ? ` on ${formatVisit(buyer.visit.date, buyer.visit.time)}` : ""}.
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
            Your deposit is fully refundable. Call {branch.name} on{" "}
            <a href={`tel:${branch.telephone.replace(/\s+/g, "")}`} className="underline">
              {branch.telephone}
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
