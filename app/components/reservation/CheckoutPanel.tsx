import { Form, useNavigation } from "@remix-run/react";
import type { CheckoutSession } from "@contract/reservations";
import { formatPrice } from "~/lib/format";

/** The built-in test checkout's two buttons; a real provider's hosted page replaces this (docs/decisions). */
export function CheckoutPanel({ session, problem }: { session: CheckoutSession; problem?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const amount = formatPrice(session.amount_pence / 100);
  return (
    <section
      aria-labelledby="checkout-pay-heading"
      className="rounded-lg border-2 border-gray-300 bg-white p-6"
    >
      <h2 id="checkout-pay-heading" className="text-xl font-bold text-gray-900">
        Pay your deposit
      </h2>
      <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold text-gray-900">For</dt>
        <dd className="text-gray-700">{session.description}</dd>
        <dt className="font-semibold text-gray-900">Amount</dt>
        <dd className="text-2xl font-bold text-gray-900">{amount}</dd>
      </dl>
      {problem ? (
        <div
          role="alert"
          className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
        >
          {problem}
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="pay"
          disabled={busy}
          className="btn-accent disabled:opacity-70"
        >
          Pay {amount} (test)
        </button>
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={busy}
          className="btn-secondary disabled:opacity-70"
        >
          Cancel and return
        </button>
      </Form>
    </section>
  );
}

/** Unmissable: this page takes no real money. */
export function TestModeBanner() {
  return (
    <div className="rounded-md border-4 border-dashed border-amber-600 bg-amber-50 p-4 text-gray-900">
      <p className="text-lg font-bold uppercase tracking-wide">Test mode</p>
      <p className="mt-1">
        This checkout stands in for the card payment provider. No card details are asked for and no money is
        taken: the buttons below act as if the payment went through or was cancelled.
      </p>
    </div>
  );
}
