import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { Order } from "@contract/click-collect";
import { listOrders } from "~/dealer/click-collect.server";
import { listDeals } from "~/dealer/deals.server";
import { DealerApiError, pageLoader } from "~/dealer/errors";
import { asCustomer, requireCustomer } from "~/lib/account/guard.server";
import { formatPrice, formatRegistration } from "~/lib/format";
import { orderPath } from "~/lib/click-collect/order-steps";
import { FormPage } from "~/components/forms/FormPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const STATUS: Record<Order["status"], { label: string; next: string }> = {
  draft: { label: "Not finished", next: "Finish your order to reserve the car, or cancel it." },
  awaiting_payment: {
    label: "Waiting for the £99 reservation fee",
    next: "Pay the fee to hold the car for you.",
  },
  placed: { label: "Placed", next: "The branch will contact you to confirm your collection." },
  cancelled: { label: "Cancelled", next: "The car is no longer held for you." },
};

/**
 * /account: who is signed in, their click-and-collect orders and what to do next, the deals on their account (each
 * opens on its car's deal page, priced again), and signing out.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const { customer, login } = await requireCustomer(request);
  let orders: Order[] | null;
  try {
    orders = await asCustomer(() => listOrders(login.token));
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    orders = null;
  }
  const deals = await listDeals(login.token);
  return json({
    customer: { name: `${customer.first_name} ${customer.last_name}`, email: customer.email },
    orders: orders?.map((order) => ({
      id: order.id,
      car: `${order.invoice.vehicle.name}, ${formatRegistration(order.invoice.vehicle.vrm)}`,
      // A live order opens at its own page (where a draft is finished or cancelled); a cancelled one at the car.
      href:
        order.status === "cancelled"
          ? `/used/cars/${order.invoice.vehicle.slug}`
          : orderPath(order.invoice.vehicle.stock_id),
      status: STATUS[order.status],
      // Nothing is left to pay on a cancelled order.
      due: order.status === "cancelled" ? null : formatPrice(order.invoice.amount_due),
      checkout: order.status === "awaiting_payment" ? (order.checkout?.url ?? null) : null,
    })),
    deals: deals.map((deal) => ({
      id: deal.id,
      car: `${deal.vehicle.name}, ${formatRegistration(deal.vrm)}`,
      href: `/used/cars/${deal.vehicle.slug}/deal`,
    })),
  });
});

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: "Your account | Northway Cars" }, { name: "robots", content: "noindex" }];

export default function Account() {
  const { customer, orders, deals } = useLoaderData<typeof loader>();
  return (
    <FormPage
      title="Your account"
      subtitle={
        <>
          Signed in as {customer.name} ({customer.email})
        </>
      }
    >
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-2xl font-bold text-gray-900">
          Your orders
        </h2>
        {orders === undefined ? (
          <p role="status" className="mt-3 text-gray-800">
            Your orders cannot be shown just now. Please try again in a few minutes.
          </p>
        ) : orders.length === 0 ? (
          <p className="mt-3 text-gray-800">
            You have no click-and-collect orders yet.{" "}
            <Link to="/used/cars/search" className="font-semibold underline underline-offset-2">
              Find a car
            </Link>
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-gray-200 p-4">
                <p className="font-bold text-gray-900">
                  <Link to={order.href} className="underline underline-offset-2">
                    {order.car}
                  </Link>
                </p>
                <p className="mt-1">
                  <span className="font-semibold">{order.status.label}.</span> {order.status.next}
                </p>
                {order.due ? (
                  <p className="mt-1 text-gray-800">Left to pay at collection: {order.due}</p>
                ) : null}
                {order.checkout ? (
                  <Link to={order.checkout} className="btn-accent mt-3">
                    Pay the £99 reservation fee
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {deals.length > 0 ? (
        <section aria-labelledby="deals-heading" className="mt-10">
          <h2 id="deals-heading" className="text-2xl font-bold text-gray-900">
            Your deals
          </h2>
          <ul className="mt-4 space-y-2">
            {deals.map((deal) => (
              <li key={deal.id}>
                <Link to={deal.href} className="font-semibold underline underline-offset-2">
                  {deal.car}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="alerts-heading" className="mt-10">
        <h2 id="alerts-heading" className="text-2xl font-bold text-gray-900">
          Searches and e-mail alerts
        </h2>
        <p className="mt-2 text-gray-700">
          Your{" "}
          <Link to="/saved-searches" className="font-semibold underline underline-offset-2">
            saved searches
          </Link>{" "}
          show the cars that arrived since you last looked, and can e-mail them to you; your{" "}
          <Link to="/favourites" className="font-semibold underline underline-offset-2">
            saved cars
          </Link>{" "}
          can tell you when their price drops, or they are reserved or sold.
        </p>
      </section>
      <section aria-labelledby="sign-out-heading" className="mt-10 border-t border-gray-200 pt-6">
        <h2 id="sign-out-heading" className="text-2xl font-bold text-gray-900">
          Signing out
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post" action="/logout">
            <button type="submit" className="btn-primary">
              Sign out
            </button>
          </Form>
          <Form method="post" action="/logout">
            <input type="hidden" name="everywhere" value="yes" />
            <button type="submit" className="btn-secondary">
              Sign out on every device
            </button>
          </Form>
        </div>
      </section>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
