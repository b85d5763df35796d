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
} from "~/lib/click-collect/order-steps";
import {
  collectionValidator,
  complianceValidator,
  isOrderSubaction,
  noAnswersValidator,
  partexValidator,
  paymentValidator,
  type OrderSubaction,
} from "~/lib/click-collect/order-validators";
import { validatePost } from "~/lib/forms/validate-post.server";
import { figuresFromQuote } from "~/lib/finance/figures";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { getVisitorSession } from "~/sessions.server";
import { visitorDealId } from "~/lib/deal/own.server";
import { readDeal } from "~/dealer/deals.server";
import { carryDeal, dealForOrder } from "~/lib/deal/order.server";
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
  const session = await getVisitorSession(request);
  const dealId = await visitorDealId(session, car.slug, login.token);
  const saved = dealId ? await orFallback(readDeal(dealId, login.token), undefined) : undefined;
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
      acceptsPartExchange: car.location.site.accepts_part_exchange,
    },
    deal: dealForOrder(saved, `/used/${car.category}/${car.slug}/deal`),
    order,
    step,
    quote: order ? await quoteFor(car.vrm, order) : null,
    branches: departments,
    today: ukToday(),
    days: collectionDayList(ukToday()),
  });
});

/** The dealer API's names for the payment choice are the form's one radio group. */
const FIELD_NAMES: Record<string, string> = { type: "payment", product_type: "payment" };

/** Each form's validator, by its subaction; the collection's needs the branches and their opening hours. */
async function validatorFor(subaction: OrderSubaction) {
  switch (subaction) {
    case "compliance":
      return complianceValidator;
    case "partex":
      return partexValidator;
    case "paymentMethod":
      return paymentValidator;
    case "collection":
      return collectionValidator(await orFallback(getDepartments(), []), ukToday());
    default:
      return noAnswersValidator;
  }
}

/**
 * Every form of the page posts here, named by its subaction (remix-validated-form's): start an order, answer a step,
 * place or cancel it. Each is checked by its validator, then sent to the dealer API; a good answer goes on to the next
 * step (Post/Redirect/Get), a refused one comes back with the API's messages and everything chosen kept.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { login } = await requireCustomer(request);
  const stockId = params.stockId ?? "";
  // Which form was sent decides its validator, which then reads the post itself.
  const subaction = (await request.clone().formData()).get("subaction");
  const go = (step?: Parameters<typeof orderPath>[1]) => redirect(orderPath(stockId, step), 303);
  if (!isOrderSubaction(subaction)) return go();
  const orders = await asCustomer(() => listOrders(login.token));
  const order = orderFor(orders, stockId);
  if (subaction === "start" && order) return go(nextStep(order));
  if (subaction !== "start" && !order) return go();
  const post = await validatePost(request, await validatorFor(subaction));
  if (!post.ok) return post.answer;
  const car = await carFor(stockId);
  const dealId = car
    ? await visitorDealId(await getVisitorSession(request), car.slug, login.token)
    : undefined;
  const result = await send(login.token, stockId, subaction, order, post.data, dealId);
  if (typeof result === "string") return redirect(result, 303);
  if (result.ok) return go(nextStep(result.value));
  if (result.kind === "invalid") {
    const errors: Record<string, string> = {};
    for (const [name, message] of Object.entries(result.fields))
      errors[FIELD_NAMES[name] ?? name] ??= message;
    return post.refuse(errors, { status: 422 });
  }
  if (result.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
  return post.problem(result.message, { status: 409 });
}

/** Sends the form's answers to the dealer API: its answer, or where the customer goes on (the checkout, their account). */
async function send(
  token: string,
  stockId: string,
  subaction: OrderSubaction,
  order: Order | undefined,
  data: unknown,
  dealId: string | undefined,
) {
  if (subaction === "start" || !order) {
    const car = await carFor(stockId);
    if (!car) throw new Response(null, { status: 404 });
    const started = await startOrder(token, car.slug);
    // A deal the customer worked out for this car goes into the order: its part-exchange and how they pay.
    return started.ok && dealId ? carryDeal(token, started.value, dealId) : started;
  }
  switch (subaction) {
    case "partex": {
      // The deal is the one this visitor's session holds for the car: a form names none.
      const wanted = (data as { wanted: boolean }).wanted && dealId !== undefined;
      return saveSection(
        token,
        order.id,
        "partex",
        wanted ? { wanted: true, deal_id: dealId } : { wanted: false },
      );
    }
    case "compliance":
    case "paymentMethod":
    case "collection":
      // The form's answers as checked: already the section's body (contract/order-forms.ts).
      return saveSection(token, order.id, subaction, data);
    case "place": {
      const result = await placeOrder(token, order.id);
      return result.ok && result.value.checkout ? result.value.checkout.url : result;
    }
    case "cancel": {
      const result = await cancelOrder(token, order.id);
      return result.ok ? "/account" : result;
    }
  }
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
