import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CHECKOUT_HOLD_MINUTES } from "@contract/reservations-vocabulary";
import { getReservation } from "~/dealer/forms.server";
import { FormPage } from "~/components/forms/FormPage";
import { ReservedCar } from "~/components/reservation/ReservedCar";
import { NextSteps } from "~/components/reservation/NextSteps";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { dealingBranch } from "~/lib/reservation/branch";

/** /reservation-cancel/{id}: the shopper left the checkout (or let it lapse): nothing charged, the car is free again. */
export const loader = pageLoader(async ({ params }: LoaderFunctionArgs) => {
  const reservation = await getReservation(params.id ?? "");
  if (!reservation) throw new Response(null, { status: 404 });
  if (reservation.status === "paid") throw redirect(`/reservation-success/${reservation.id}`);
  // Nothing about the shopper: the address may be anyone's (ADR 245).
  const { customer: _customer, visit: _visit, ...held } = reservation;
  return json({ reservation: held });
});

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: "Reservation not completed | Northway Cars" }, { name: "robots", content: "noindex" }];

export default function ReservationCancelPage() {
  const { reservation } = useLoaderData<typeof loader>();
  const { vehicle } = reservation;
  const branch = dealingBranch(reservation);
  const car = { ...vehicle, plate: vehicle.vrm, branch: vehicle.branch.name, chosenBranch: branch.name };
  const pending = reservation.status === "pending" && reservation.checkout;
  const heading =
    reservation.status === "lapsed"
      ? "Your reservation has lapsed"
      : pending
        ? "Your reservation is not finished"
        : "Your reservation has been cancelled";
  return (
    <FormPage title={heading}>
      <div className="grid gap-8">
        <div role="status" className="rounded-lg border-l-8 border-brand bg-brand-light p-5 text-gray-900">
          <p className="text-lg font-bold">You have not been charged.</p>
          <p className="mt-1">
            {reservation.status === "lapsed"
              ? `The deposit was not paid within ${CHECKOUT_HOLD_MINUTES} minutes, so we are no longer holding the car.`
              : pending
                ? "We are still holding the car for you while you pay."
                : "We are no longer holding the car: it is back on sale for anyone to reserve."}
          </p>
        </div>
        <ReservedCar car={car} />
        <NextSteps
          headingId="what-now"
          heading="What you can do now"
          steps={[
            pending && reservation.checkout ? (
              <Link to={reservation.checkout.url} className="underline">
                Return to the checkout and pay your deposit
              </Link>
            ) : (
              <>
                <Link to={`/reserve/${vehicle.slug}`} className="underline">
                  Reserve this car again
                </Link>
                , if nobody else has.
              </>
            ),
            <>
              Questions first? Call {branch.name} on{" "}
              <a href={`tel:${branch.telephone.replace(/\s+/g, "")}`} className="underline">
                {branch.telephone}
              </a>
              .
            </>,
            <>
              <Link to="/used/cars/search" className="underline">
                Look at other cars
              </Link>{" "}
              in our stock.
            </>,
          ]}
        />
      </div>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
