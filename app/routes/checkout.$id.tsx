import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { cancelReservation, getCheckoutSession, getReservation, payReservation } from "~/dealer/forms.server";
import { pushEvent } from "~/lib/data-layer";
import { CHECKOUT_HOLD_TEXT, formatInstant } from "~/lib/forms/reservation";
import { FormPage } from "~/components/forms/FormPage";
import { CheckoutPanel, TestModeBanner } from "~/components/reservation/CheckoutPanel";
import { ReservedCar } from "~/components/reservation/ReservedCar";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { keepReservations, readKeptReservations } from "~/lib/reservation/cookie.server";
import { withOwn, withPaid } from "~/lib/reservation/kept";
import { dealingBranch } from "~/lib/reservation/branch";

/** /checkout/{session}: the built-in, clearly labelled test-mode checkout for the £99 reservation deposit. */
export const loader = pageLoader(async ({ params }: LoaderFunctionArgs) => {
  const session = await getCheckoutSession(params.id ?? "");
  if (!session) throw new Response(null, { status: 404 });
  const reservation = await getReservation(session.reservation_id);
  if (!reservation) throw new Response(null, { status: 404 });
  if (session.status === "paid") throw redirect(`/reservation-success/${reservation.id}`);
  if (session.status === "cancelled") throw redirect(`/reservation-cancel/${reservation.id}`);
  // Nothing about the shopper: the address may be anyone's (ADR 245).
  const { customer: _customer, visit: _visit, ...held } = reservation;
  return json({ session, reservation: held });
});

export async function action({ request, params }: ActionFunctionArgs) {
  const parsed = z
    .object({ intent: z.enum(["pay", "cancel"]) })
    .safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ problem: "Choose Pay or Cancel." }, { status: 400 });
  const sessionId = params.id ?? "";
  const result =
    parsed.data.intent === "pay" ? await payReservation(sessionId) : await cancelReservation(sessionId);
  if (result.ok && parsed.data.intent === "pay") {
    // The payment is recorded once (a second is refused), so is its sale: on this browser's next view of the
    // success page (ADR 245).
    // The browser that pays is the buyer's, also when the reservation was made elsewhere (a click-and-collect order
    // places its reservation from the order page): its success page shows them their details (ADR 245).
    const kept = withPaid(withOwn(await readKeptReservations(request), result.value.id), result.value.id);
    return redirect(`/reservation-success/${result.value.id}`, {
      status: 303,
      headers: { "Set-Cookie": await keepReservations(kept) },
    });
  }
  if (result.ok) return redirect(`/reservation-cancel/${result.value.id}`, { status: 303 });
  const problem =
    result.kind === "failed"
      ? "The payment could not be completed just now. You have not been charged: please try again."
      : result.message;
  return json({ problem }, { status: result.kind === "failed" ? 503 : 409 });
}

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: "Test checkout: pay your £99 deposit | Northway Cars" },
        { name: "robots", content: "noindex" },
      ];

/**
 * docs/product/accounts-and-reservations.md#reserving-a-car: the reservation form's submission is tracked
 * when the shopper reaches the checkout (once per checkout).
 */
function useReservationEvent(sessionId: string, details: Record<string, unknown>) {
  useEffect(() => {
    const key = `reservation_form_submission:${sessionId}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    pushEvent("reservation_form_submission", details);
    // The details describe the same checkout for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);
}

export default function CheckoutPage() {
  const { session, reservation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  useReservationEvent(session.id, {
    reservation_id: reservation.id,
    vehicle_id: reservation.vehicle.id,
    value: session.amount_pence / 100,
    currency: session.currency,
  });
  const car = {
    ...reservation.vehicle,
    plate: reservation.vehicle.vrm,
    branch: reservation.vehicle.branch.name,
    chosenBranch: dealingBranch(reservation).name,
  };
  const expired = session.status === "expired" || reservation.status === "lapsed";
  return (
    <FormPage title="Checkout" subtitle="Reserve your car with a fully refundable £99 deposit">
      <div className="grid gap-6">
        <TestModeBanner />
        <ReservedCar car={car} />
        {expired ? (
          <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-bold">This checkout has expired</p>
            <p className="mt-1">
              We held the car for {CHECKOUT_HOLD_TEXT} and the time is up. You have not been charged.{" "}
              <Link to={`/reserve/${reservation.vehicle.slug}`} className="underline">
                Reserve it again
              </Link>{" "}
              if it is still available.
            </p>
          </div>
        ) : (
          <>
            <p className="text-gray-700">
              We are holding this car for you until <strong>{formatInstant(session.expires_at)}</strong> while
              you pay.
            </p>
            <CheckoutPanel session={session} problem={answer?.problem} />
          </>
        )}
      </div>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
