import { Link } from "@remix-run/react";
import type { DealPriceAnswer } from "@contract/deals";
import { DEAL_MILEAGES, DEAL_TERMS, NO_PART_EXCHANGE } from "@contract/deal-form";
import { MAX_TERM, PART_EXCHANGE_MESSAGE } from "@contract/click-collect-vocabulary";
import { formatOrdinalDate } from "@contract/day-format";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { RadioField, SelectField, TextField } from "~/components/forms/fields";
import { CheckboxField } from "~/components/forms/CheckboxField";
import { QuoteHeadline } from "~/components/finance/QuoteBreakdown";
import { dealValidator } from "~/lib/deal/validator";
import { figuresOfDeal } from "~/lib/deal/summary";
import { DealFigures } from "./DealFigures";
import { PRODUCT_NAMES } from "~/lib/finance/figures";
import { formatNumber, formatPrice } from "~/lib/format";

export interface DealCar {
  name: string;
  plate: string;
  image: string | null;
  cashPrice: number;
  adminFee: number;
  branch: { name: string; telephone: string };
  acceptsPartExchange: boolean;
  /** Why the car cannot be bought now (sold, reserved), or null while it is for sale. */
  unavailable: string | null;
}

export interface OwnValuation {
  id: string;
  name: string;
  plate: string;
  value: number;
  expiresAt: string;
}

export interface DealChange {
  kind: string;
  message: string;
}

export interface DealPageData {
  path: string;
  car: DealCar;
  valuations: OwnValuation[];
  /** The shopper's valuations that no longer hold (7 days). */
  expiredValuations: number;
  defaults: Record<string, string>;
  deal: { answer: DealPriceAnswer["data"]; changes: DealChange[] } | null;
  next: { reserve: string | null; buyOnline: string | null };
}

const section = "space-y-4 rounded-md border border-gray-200 p-4 sm:p-6";

/**
 * "Your deal" (docs/decisions/326-a-deal-priced-once.md): the shopper's car in part-exchange, how they pay and how they
 * get the car, as one plain form; the dealer API prices the whole deal and the summary shows every figure once.
 */
export function DealPage({ path, car, valuations, expiredValuations, defaults, deal, next }: DealPageData) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <header className="flex flex-wrap items-center gap-4">
        {car.image ? (
          <img src={car.image} alt="" width={160} height={120} className="h-24 w-32 rounded object-cover" />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Your deal: {car.name}</h1>
          <p className="text-gray-700">
            {car.plate} · {formatPrice(car.cashPrice)}
            {car.adminFee > 0 ? ` including the ${formatPrice(car.adminFee)} admin fee` : ""} · at{" "}
            {car.branch.name}
          </p>
        </div>
      </header>
      {deal && deal.changes.length > 0 ? <Changes changes={deal.changes} /> : null}
      {car.unavailable ? (
        <p className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-gray-900">
          {car.unavailable}{" "}
          <Link to="/used/cars/search" className="font-semibold text-brand underline">
            Find a similar car
          </Link>
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          {/* The deal first: what the shopper came for, then the answers that change it (beside it when wide). */}
          <Summary car={car} deal={deal?.answer ?? null} next={next} />
          <ValidatedPostForm
            validator={dealValidator}
            formKey="deal"
            action={path}
            submit="Price my deal"
            defaultValues={defaults}
          >
            <fieldset className={section}>
              <legend className="px-1 text-xl font-bold text-gray-900">1. Your car</legend>
              {car.acceptsPartExchange ? (
                <PartExchange valuations={valuations} expired={expiredValuations} />
              ) : (
                <>
                  <p>{PART_EXCHANGE_MESSAGE}</p>
                  <input type="hidden" name="valuation" value={NO_PART_EXCHANGE} />
                </>
              )}
            </fieldset>
            <fieldset className={section}>
              <legend className="px-1 text-xl font-bold text-gray-900">2. Finance</legend>
              <RadioField
                name="payment"
                legend="How will you pay?"
                options={[
                  {
                    value: "PCP",
                    label: "Personal Contract Purchase (PCP)",
                    hint: "Lower monthly payments, then pay the optional final payment to keep the car, or hand it back",
                  },
                  { value: "HP", label: "Hire Purchase (HP)", hint: "Pay it off in equal monthly payments" },
                  { value: "cash", label: "Pay in full", hint: "No finance" },
                ]}
              />
              <SelectField
                name="term"
                label="Months to pay over (finance)"
                options={DEAL_TERMS.map((term) => ({
                  value: String(term),
                  label: term > MAX_TERM.PCP ? `${term} months (HP only)` : `${term} months`,
                }))}
              />
              <SelectField
                name="mileage"
                label="Miles a year (PCP)"
                options={DEAL_MILEAGES.map((miles) => ({
                  value: String(miles),
                  label: `${formatNumber(miles)} miles`,
                }))}
              />
              <TextField
                name="cash_deposit"
                label="Cash deposit (finance), £"
                hint="Your own money towards the deposit, on top of your car's equity"
                inputMode="numeric"
                optional
                className="sm:max-w-xs"
              />
            </fieldset>
            <fieldset className={section}>
              <legend className="px-1 text-xl font-bold text-gray-900">3. Getting it</legend>
              <RadioField
                name="getting"
                legend="Collection or delivery?"
                options={[
                  { value: "collect", label: `Collect it from ${car.branch.name}`, hint: "Free" },
                  { value: "deliver", label: "Deliver it to me", hint: "Priced by distance from the branch" },
                ]}
              />
              <TextField
                name="postcode"
                label="Delivery postcode"
                hint="Only for delivery, like LS11 8BU"
                autoComplete="postal-code"
                optional
                className="sm:max-w-xs"
              />
            </fieldset>
          </ValidatedPostForm>
        </div>
      )}
    </div>
  );
}

function PartExchange({ valuations, expired }: { valuations: OwnValuation[]; expired: number }) {
  return (
    <>
      <RadioField
        name="valuation"
        legend="Your car to part-exchange"
        options={[
          ...valuations.map((valuation) => ({
            value: valuation.id,
            label: `${valuation.name} (${valuation.plate}): ${formatPrice(valuation.value)}`,
            hint: `Valuation holds until ${formatOrdinalDate(valuation.expiresAt)}`,
          })),
          { value: NO_PART_EXCHANGE, label: "No part-exchange" },
        ]}
      />
      <p>
        {valuations.length === 0 ? "No valuation of your car yet? " : "Another car? "}
        <Link to="/sell-my-car" className="font-semibold text-brand underline">
          Value your car
        </Link>{" "}
        (two minutes, and it holds for 7 days): it is then listed here.
        {expired > 0
          ? ` ${expired === 1 ? "One valuation" : `${expired} valuations`} of yours no longer ${expired === 1 ? "holds" : "hold"}: value the car again to use it.`
          : ""}
      </p>
      <TextField
        name="settlement"
        label="Finance left to pay on your car, £"
        hint="The settlement figure from your lender: leave it empty if your car is paid for"
        inputMode="numeric"
        optional
        className="sm:max-w-xs"
      />
      <CheckboxField
        name="pays_negative_equity"
        label="If I owe more than my car is worth, I will pay the difference myself"
      />
    </>
  );
}

function Changes({ changes }: { changes: DealChange[] }) {
  return (
    <div role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-gray-900">
      <h2 className="font-bold">Your deal has changed since you saved it</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changes.map((change) => (
          <li key={change.kind}>{change.message}</li>
        ))}
      </ul>
    </div>
  );
}

function Summary({
  car,
  deal,
  next,
}: {
  car: DealCar;
  deal: DealPriceAnswer["data"] | null;
  next: DealPageData["next"];
}) {
  return (
    <section
      aria-labelledby="your-deal"
      className={`${section} self-start bg-gray-50 lg:col-start-2 lg:row-start-1`}
    >
      <h2 id="your-deal" className="text-xl font-bold text-gray-900">
        Your deal
      </h2>
      {!deal ? (
        <p>
          Choose your part-exchange, finance and delivery, then press “Price my deal” to see every figure
          here.
        </p>
      ) : !deal.ok ? (
        <p className="rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-gray-900">
          {deal.problem.message}
        </p>
      ) : (
        <PricedDeal car={car} deal={deal.deal} next={next} />
      )}
    </section>
  );
}

function PricedDeal({
  car,
  deal,
  next,
}: {
  car: DealCar;
  deal: Extract<DealPriceAnswer["data"], { ok: true }>["deal"];
  next: DealPageData["next"];
}) {
  const figures = figuresOfDeal(deal);
  return (
    <>
      {figures ? (
        <div className="space-y-2">
          <QuoteHeadline monthly={figures.regularPayment} apr={figures.apr} />
          <p className="text-sm text-gray-800">
            {PRODUCT_NAMES[figures.product]}: the figures below are your deal&apos;s representative example.
          </p>
          {figures.promotion ? (
            <p className="text-sm text-gray-800">Priced with our {figures.promotion.heading} offer.</p>
          ) : null}
        </div>
      ) : null}
      <DealFigures deal={deal} adminFee={car.adminFee} />
      {figures ? (
        <p className="text-sm text-gray-700">
          Finance is subject to status; you must be 18 or over. We are a credit broker, not a lender.
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        {next.reserve ? (
          <Link to={next.reserve} className="btn-accent text-center">
            Reserve it for £99 (refundable)
          </Link>
        ) : null}
        {next.buyOnline ? (
          <Link to={next.buyOnline} className="btn-secondary text-center">
            Buy online with click and collect
          </Link>
        ) : null}
        <p className="text-sm text-gray-700">
          Questions? Call {car.branch.name} on{" "}
          <a
            href={`tel:${car.branch.telephone.replace(/\s+/g, "")}`}
            className="font-semibold text-brand underline"
          >
            {car.branch.telephone}
          </a>
          .
        </p>
      </div>
    </>
  );
}
