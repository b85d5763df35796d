import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";
import type { Order } from "@contract/click-collect";
import { PART_EXCHANGE_MESSAGE, RESERVATION_FEE } from "@contract/click-collect-vocabulary";
import type { Department } from "@contract/content";
import { formatCollectionDate } from "@contract/collection-slots";
import type { RepresentativeFigures } from "~/lib/finance/figures";
import { formatPrice } from "~/lib/format";
import { adminFeeNote } from "~/lib/vehicle/pricing";
import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";
import { ORDER_STEPS, orderPath, STEP_TITLES, type OrderStep } from "~/lib/click-collect/order-steps";
import {
  complianceValidator,
  noAnswersValidator,
  partexValidator,
  type OrderSubaction,
} from "~/lib/click-collect/order-validators";
import { RadioField } from "~/components/forms/fields";
import { formatOrdinalDate } from "@contract/day-format";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { CheckboxField } from "~/components/forms/CheckboxField";
import { FormPage } from "~/components/forms/FormPage";
import { CollectionStep } from "./CollectionStep";
import { OrderQuote } from "./OrderQuote";
import { PaymentStep } from "./PaymentStep";

interface OrderPageProps {
  stockId: string;
  customer: { name: string; email: string };
  car: {
    name: string;
    plate: string;
    image: string | null;
    available: boolean;
    slug: string;
    /** The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md). */
    cashPrice: number;
    adminFee: number;
    /** Whether the car's branch takes part-exchanges (the dealer's setting). */
    acceptsPartExchange: boolean;
  };
  /** The customer's deal on this car (docs/decisions/326-a-deal-priced-once.md): where it is, its part-exchange. */
  deal: OrderDeal;
  order: Order | null;
  step: OrderStep | null;
  quote: RepresentativeFigures | null;
  branches: Department[];
  /** The UK date the page was drawn on, and the days a car can be collected from it. */
  today: string;
  days: string[];
}

/** The order's steps, with the one shown marked and the answered ones ticked (each a link back to change it). */
function Steps({ stockId, order, step }: { stockId: string; order: Order; step: OrderStep }) {
  return (
    <nav aria-label="Order steps" className="mb-6">
      <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {[...ORDER_STEPS, { section: "summary" as const, name: "Check and pay" }].map((item, index) => {
          const done = item.section !== "summary" && order.sections[item.section];
          return (
            <li key={item.section}>
              <Link
                to={orderPath(stockId, item.section)}
                aria-current={item.section === step ? "step" : undefined}
                className={`flex min-h-[44px] items-center gap-2 rounded-md border-2 p-2 ${
                  item.section === step ? "border-brand font-semibold" : "border-gray-200"
                }`}
              >
                <span aria-hidden="true">{done ? "✓" : index + 1}</span>
                <span>
                  {item.name}
                  {done ? <span className="sr-only"> (done)</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CompliancePage({
  stockId,
  customer,
  answered,
}: Pick<OrderPageProps, "stockId" | "customer"> & { answered: boolean }) {
  return (
    <ValidatedPostForm
      validator={complianceValidator}
      subaction="compliance"
      action={orderPath(stockId, "compliance")}
      submit="Continue"
      // Each step's form has its own key: remix-validated-form keeps a form's state by it, and the next step's form
      // must not start from this one's.
      formKey="order-compliance"
      // Ticked once answered (the API takes both ticked only); after a refused try, as the customer left them.
      defaultValues={answered ? { details_confirmed: "yes", terms_accepted: "yes" } : {}}
    >
      <p>
        You are buying as <strong>{customer.name}</strong> ({customer.email}).
      </p>
      <CheckboxField name="details_confirmed" label="My name and email address above are correct" />
      <CheckboxField
        name="terms_accepted"
        label="I agree to the terms and conditions of sale, with the 7-day money-back guarantee"
      />
    </ValidatedPostForm>
  );
}

/** A form whose button is its whole answer: starting the order, "no part exchange", placing it. */
function ButtonForm({
  stockId,
  step,
  subaction,
  formKey,
  submit,
  children,
}: {
  stockId: string;
  step?: OrderStep;
  subaction: OrderSubaction;
  formKey: string;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <ValidatedPostForm
      validator={noAnswersValidator}
      subaction={subaction}
      action={orderPath(stockId, step)}
      submit={submit}
      formKey={formKey}
      explainRequired={false}
    >
      {children}
    </ValidatedPostForm>
  );
}

/** Cancelling a draft, from any of its steps: a draft counts towards the limit of orders at once. */
function CancelOrder({ stockId, className = "mt-8" }: { stockId: string; className?: string }) {
  return (
    // A plain post (the page it leads to is the account's), so remix-validated-form's own form, with its subaction.
    <ValidatedForm
      id="cancel"
      validator={noAnswersValidator}
      subaction="cancel"
      method="post"
      action={orderPath(stockId, "summary")}
      className={className}
    >
      <button type="submit" className="btn-secondary">
        Cancel this order
      </button>
    </ValidatedForm>
  );
}

export interface OrderDeal {
  path: string;
  partExchange: { value: number; settlement: number; equity: number; expiresAt: string } | null;
}

/**
 * 'Part exchange': the spec's words where the car's branch takes none; where it does, the customer's deal's
 * part-exchange (their valued car, its settlement and equity) to put into the order, or the way to work one out.
 */
function PartExchangeStep({
  stockId,
  order,
  car,
  deal,
}: {
  stockId: string;
  order: Order;
  car: OrderPageProps["car"];
  deal: OrderDeal;
}) {
  const form = { step: "partex" as const, subaction: "partex" as const, formKey: "order-partex" };
  if (!car.acceptsPartExchange)
    return (
      <ButtonForm stockId={stockId} {...form} submit="Continue">
        <p className="text-lg">{PART_EXCHANGE_MESSAGE}</p>
      </ButtonForm>
    );
  const px = deal.partExchange;
  if (!px)
    return (
      <ButtonForm stockId={stockId} {...form} submit="Continue without a part-exchange">
        <p className="text-lg">
          Have a car to part-exchange?{" "}
          <Link to={deal.path} className="font-semibold underline underline-offset-2">
            Work out your deal
          </Link>{" "}
          with your car&apos;s valuation, then come back to your order.
        </p>
      </ButtonForm>
    );
  return (
    <ValidatedPostForm
      validator={partexValidator}
      subaction="partex"
      action={orderPath(stockId, "partex")}
      submit="Continue"
      formKey="order-partex"
      defaultValues={{ wanted: order.partex && !order.partex.wanted ? "no" : "yes" }}
    >
      <p className="text-lg">
        Your deal has your car in part-exchange at {formatPrice(px.value)}
        {px.settlement > 0 ? `, less ${formatPrice(px.settlement)} to settle its finance` : ""}: equity of{" "}
        {formatPrice(px.equity)}. The valuation holds until {formatOrdinalDate(px.expiresAt)}.{" "}
        <Link to={deal.path} className="font-semibold underline underline-offset-2">
          Change your deal
        </Link>
      </p>
      <RadioField
        name="wanted"
        legend="Part-exchange your car in this order?"
        options={[
          { value: "yes", label: "Yes, as in my deal" },
          { value: "no", label: "No part-exchange" },
        ]}
      />
    </ValidatedPostForm>
  );
}

function Summary({
  stockId,
  order,
  quote,
  adminFee,
}: Pick<OrderPageProps, "stockId" | "quote"> & { order: Order; adminFee: number }) {
  const { invoice } = order;
  // The invoice's price is the cash price, admin fee included (dealer API, ADR 131).
  const feeNote = adminFeeNote(adminFee);
  const choice = order.paymentMethod ?? order.finance_options;
  const rows: [string, string, OrderStep][] = [
    ["Your details", order.compliance ? "Confirmed" : "Not answered", "compliance"],
    [
      "Part exchange",
      order.partex?.wanted ? "Your car, as in your deal" : order.partex ? "None" : "Not answered",
      "partex",
    ],
    [
      "How you will pay",
      order.paymentMethod
        ? choice.type === "cash"
          ? "In full at collection"
          : `${choice.product_type} over ${choice.term} months, ${formatPrice(choice.deposit)} deposit`
        : "Not answered",
      "paymentMethod",
    ],
    [
      "Collection",
      order.collection
        ? `${order.collection.department_name}, ${formatCollectionDate(order.collection.date)} at ${order.collection.time}`
        : "Not answered",
      "collection",
    ],
  ];
  const ready = ORDER_STEPS.every((step) => order.sections[step.section]);
  return (
    <>
      <dl className="divide-y divide-gray-200 border-y border-gray-200">
        {rows.map(([term, detail, step]) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr_auto] sm:gap-4">
            <dt className="font-semibold">{term}</dt>
            <dd>{detail}</dd>
            <dd>
              {order.status === "draft" ? (
                <Link to={orderPath(stockId, step)} className="font-semibold underline underline-offset-2">
                  Change<span className="sr-only"> {term.toLowerCase()}</span>
                </Link>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {quote ? (
        <div className="mt-6">
          <OrderQuote quote={quote} />
        </div>
      ) : null}
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-lg">
        <dt>Cash price</dt>
        <dd className="text-right">
          <span className="block">{formatPrice(invoice.vehicle.price)}</span>
          {feeNote ? <span className="block text-sm text-gray-700">{feeNote}</span> : null}
        </dd>
        <dt>Reservation fee, paid now (refundable)</dt>
        <dd className="text-right">{formatPrice(invoice.reservation_fee)}</dd>
        <dt className="font-bold">
          {choice.type === "cash" ? "To pay at collection" : "Deposit left to pay at collection"}
        </dt>
        <dd className="text-right font-bold">{formatPrice(invoice.amount_due)}</dd>
      </dl>
      {order.status === "draft" ? (
        <div className="mt-8 flex flex-wrap gap-3">
          {ready ? (
            <ButtonForm
              stockId={stockId}
              step="summary"
              subaction="place"
              formKey="place"
              submit={`Place order and pay ${formatPrice(RESERVATION_FEE)}`}
            />
          ) : (
            <p className="font-semibold">Answer every step to place your order.</p>
          )}
          <CancelOrder stockId={stockId} className="" />
        </div>
      ) : order.status === "awaiting_payment" && order.checkout ? (
        <Link to={order.checkout.url} className="btn-accent mt-8">
          Pay the {formatPrice(RESERVATION_FEE)} reservation fee
        </Link>
      ) : (
        <p role="status" className="mt-8 rounded-md border-l-4 border-green-700 bg-green-50 p-4">
          {order.status === "placed"
            ? "Your order is placed and the car is reserved for you. The branch will contact you before collection."
            : "This order is cancelled."}
        </p>
      )}
    </>
  );
}

/** The click-and-collect order page: the car, then the step shown (or the way to start). */
export function OrderPage({
  stockId,
  customer,
  car,
  deal,
  order,
  step,
  quote,
  branches,
  today,
  days,
}: OrderPageProps) {
  const heading = order && step ? STEP_TITLES[step] : "Buy this car online";
  return (
    <FormPage
      title={heading}
      subtitle={`${car.name}, ${car.plate}`}
      backTo={`/used/cars/${car.slug}`}
      focusOnArrival
    >
      {order && step ? <Steps stockId={stockId} order={order} step={step} /> : null}
      {step !== "summary" ? (
        <p className="mb-6">
          <span className="block font-semibold text-gray-900">Cash price</span>
          <FeeInclusivePrice cashPrice={car.cashPrice} adminFee={car.adminFee} />
        </p>
      ) : null}
      {!order ? (
        car.available ? (
          <ButtonForm stockId={stockId} subaction="start" formKey="start" submit="Start my order">
            <p className="text-lg">
              Confirm your details, choose how to pay and when to collect, then pay the refundable{" "}
              {formatPrice(RESERVATION_FEE)} reservation fee to hold the car.
            </p>
          </ButtonForm>
        ) : (
          <p role="status" className="text-lg">
            Sorry, this car is no longer available to buy online.
          </p>
        )
      ) : step === "compliance" ? (
        <CompliancePage stockId={stockId} customer={customer} answered={Boolean(order.compliance)} />
      ) : step === "partex" ? (
        <PartExchangeStep stockId={stockId} order={order} car={car} deal={deal} />
      ) : step === "paymentMethod" ? (
        <PaymentStep stockId={stockId} order={order} quote={quote} />
      ) : step === "collection" ? (
        <CollectionStep stockId={stockId} order={order} branches={branches} today={today} days={days} />
      ) : (
        <Summary stockId={stockId} order={order} quote={quote} adminFee={car.adminFee} />
      )}
      {order?.status === "draft" && step !== "summary" ? <CancelOrder stockId={stockId} /> : null}
    </FormPage>
  );
}
