import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { Order } from "@contract/click-collect";
import { ukToday } from "@contract/form-rules";
import { getDepartments } from "~/dealer/content.server";
import { findVehicleSlug, getVehicle } from "~/dealer/stock.server";
import { getFinance } from "~/dealer/finance.server";
import { cancelOrder, listOrders, placeOrder, saveSection, startOrder } from "~/dealer/click-collect.server";
import { pageLoader } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { asCustomer, requireCustomer } from "~/lib/account/guard.server";
import { UNAVAILABLE } from "~/lib/account/forms";
import {
  collectionDayList,
  nextStep,
  orderPageTitle,
  orderPath,
  parseStep,
  paymentFrom,
} from "~/lib/click-collect/order-steps";
import { figuresFromQuote } from "~/lib/finance/figures";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { OrderPage } from "~/components/click-collect/OrderPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const STOCK_ID = /^[A-Za-z0-9-]{1,40}$/;

async function carFor(stockId: string) {
  if (!STOCK_ID.test(stockId)) return undefined;
  const slug = await findVehicleSlug({ stock_id: stockId });
  return slug ? getVehicle(slug) : undefined;
}

/** The customer's live order for this car (not cancelled), if any. */
const orderFor = (orders: Order[], stockId: string) =>
  orders.find((order) => order.invoice.vehicle.stock_id === stockId && order.status !== "cancelled");

/** The finance engine's quote for the order's finance choice, as a representative example (none for cash). */
async function quoteFor(vrm: string, order: Order) {
  const choice = order.paymentMethod ?? order.finance_options;
  if (choice.type === "cash") return null;
  const quotes = await orFallback(
    getFinance(vrm, { term: choice.term, deposit: choice.deposit, mileage: choice.mileage }),
    undefined,
  );
  const quote = choice.product_type === "HP" ? quotes?.hpQuote : quotes?.pcpQuote;
  return quote ? figuresFromQuote(quote) : null;
}

/**
 * /click-collect/{stock_id}: buying the car online, for a signed-in customer (others sign in first and come back).
 * Starting is a POST; then each section is a step of its own (`?step=`), and the summary places the order by
 * paying the £99 reservation fee at the checkout.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const { customer, login } = await requireCustomer(request);
  const stockId = params.stockId ?? "";
  const car = await carFor(stockId);
  if (!car) throw new Response(null, { status: 404, statusText: "Not Found" });
  const [orders, departments] = await Promise.all([
    asCustomer(() => listOrders(login.token)),
    orFallback(getDepartments(), []),
  ]);
  const order = orderFor(orders, stockId) ?? null;
  const asked = parseStep(new URL(request.url).searchParams.get("step"));
  const step = order ? (order.status === "draft" ? (asked ?? nextStep(order)) : "summary") : null;
  return json({
    stockId,
    customer: { name: `${customer.first_name} ${customer.last_name}`, email: customer.email },
    car: {
      name: car.name,
      plate: car.formatted_plate,
      image: car.media_urls[0]?.thumb ?? null,
      available: car.status === "FOR_SALE_RETAIL",
      slug: car.slug,
      cashPrice: cashPriceWithFees(car),
      adminFee: car.admin_fee,
    },
    order,
    step,
    quote: order ? await quoteFor(car.vrm, order) : null,
    branches: departments,
    days: collectionDayList(ukToday()),
  });
});

type Problem = { errors: Record<string, string>; typed: Record<string, string>; problem?: string };

const FIELD_NAMES: Record<string, string> = { type: "payment", product_type: "payment" };

export async function action({ request, params }: ActionFunctionArgs) {
  const { login } = await requireCustomer(request);
  const stockId = params.stockId ?? "";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const orders = await asCustomer(() => listOrders(login.token));
  const order = orderFor(orders, stockId);
  const go = (step?: Parameters<typeof orderPath>[1]) => redirect(orderPath(stockId, step), 303);

  let result;
  let typed: Record<string, string> = {};
  if (intent === "start") {
    if (order) return go(nextStep(order));
    const car = await carFor(stockId);
    if (!car) throw new Response(null, { status: 404 });
    result = await startOrder(login.token, car.slug);
  } else if (!order) {
    return go();
  } else if (intent === "compliance") {
    typed = {
      details_confirmed: form.get("details_confirmed") === "yes" ? "yes" : "",
      terms_accepted: form.get("terms_accepted") === "yes" ? "yes" : "",
    };
    result = await saveSection(login.token, order.id, "compliance", {
      details_confirmed: form.get("details_confirmed") === "yes",
      terms_accepted: form.get("terms_accepted") === "yes",
    });
  } else if (intent === "partex") {
    result = await saveSection(login.token, order.id, "partex", { wanted: false });
  } else if (intent === "paymentMethod") {
    const payment = paymentFrom(form);
    typed = payment.typed;
    result = await saveSection(login.token, order.id, "paymentMethod", payment.body);
  } else if (intent === "collection") {
    typed = {
      department_code: String(form.get("department_code") ?? ""),
      date: String(form.get("date") ?? ""),
      time: String(form.get("time") ?? ""),
    };
    result = await saveSection(login.token, order.id, "collection", typed);
  } else if (intent === "place") {
    result = await placeOrder(login.token, order.id);
    if (result.ok && result.value.checkout) return redirect(result.value.checkout.url, 303);
  } else if (intent === "cancel") {
    result = await cancelOrder(login.token, order.id);
    if (result.ok) return redirect("/account", 303);
  } else {
    return go();
  }
  if (result.ok) return go(nextStep(result.value));
  if (result.kind === "invalid") {
    const errors: Record<string, string> = {};
    for (const [name, message] of Object.entries(result.fields))
      errors[FIELD_NAMES[name] ?? name] ??= message;
    return json<Problem>({ errors, typed }, { status: 422 });
  }
  const problem = result.kind === "failed" ? UNAVAILABLE : result.message;
  return json<Problem>({ errors: {}, typed, problem }, { status: result.kind === "failed" ? 503 : 409 });
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error || !data
    ? errorPageMeta(error)
    : [
        { title: errorTitle(orderPageTitle(data.car.name, data.step), answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function ClickCollectOrder() {
  const data = useLoaderData<typeof loader>();
  return <OrderPage {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
