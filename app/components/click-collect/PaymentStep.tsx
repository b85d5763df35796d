import { useState } from "react";
import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Order } from "@contract/click-collect";
import type { RepresentativeFigures } from "~/lib/finance/figures";
import { formatMileage } from "~/lib/format";
import { MILEAGES, orderPath, termChoices } from "~/lib/click-collect/order-steps";
import { paymentValidator } from "~/lib/click-collect/order-validators";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { RadioField, SelectField, TextField } from "~/components/forms/fields";
import { OrderQuote } from "./OrderQuote";

/**
 * The payment step: cash, or HP or PCP with a term, deposit and mileage. The terms offered are the chosen product's
 * (docs/product/finance.md: HP up to 60 months, PCP up to 48), following the choice as it changes; without JavaScript
 * the list names the terms one product only has, and the dealer API refuses a term the product does not have.
 */
export function PaymentStep({
  stockId,
  order,
  quote,
}: {
  stockId: string;
  order: Order;
  quote: RepresentativeFigures | null;
}) {
  const saved = order.paymentMethod ?? order.finance_options;
  return (
    <>
      {quote ? <OrderQuote quote={quote} /> : null}
      <ValidatedPostForm
        validator={paymentValidator}
        subaction="paymentMethod"
        action={orderPath(stockId, "paymentMethod")}
        submit="Continue"
        formKey="order-payment"
        defaultValues={{
          payment: saved.type === "cash" ? "cash" : saved.product_type,
          term: String(saved.term),
          deposit: String(saved.deposit),
          mileage: String(saved.mileage),
        }}
      >
        <PaymentFields saved={saved} />
      </ValidatedPostForm>
    </>
  );
}

function PaymentFields({ saved }: { saved: Order["finance_options"] }) {
  const hydrated = useHydrated();
  // What the form holds (the order's choice, or what came back from a refused try), then what the customer picks.
  const held = useField("payment").defaultValue as string | undefined;
  const [chosen, setChosen] = useState<string>();
  const payment = chosen ?? held;
  // Cash needs no term: the finance product the order had stands.
  const product = payment === "HP" || payment === "PCP" ? payment : saved.product_type;
  return (
    <>
      <RadioField
        name="payment"
        legend="How will you pay?"
        onChange={setChosen}
        options={[
          { value: "cash", label: "In full", hint: "By bank transfer or debit card when you collect" },
          { value: "PCP", label: "Personal contract purchase (PCP)", hint: "Up to 48 months" },
          { value: "HP", label: "Hire purchase (HP)", hint: "Up to 60 months" },
        ]}
      />
      <SelectField
        name="term"
        label="Term (finance only)"
        options={termChoices(hydrated ? product : undefined).map(({ term, only }) => ({
          value: String(term),
          label: only ? `${term} months (${only} only)` : `${term} months`,
        }))}
      />
      <TextField
        name="deposit"
        label="Deposit in pounds (finance only)"
        hint="At least £99"
        inputMode="numeric"
        className="sm:max-w-[12rem]"
      />
      <SelectField
        name="mileage"
        label="Miles a year (finance only)"
        options={MILEAGES.map((miles) => ({ value: String(miles), label: formatMileage(miles) }))}
      />
    </>
  );
}
