import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Order } from "@contract/click-collect";
import type { RepresentativeFigures } from "~/lib/finance/figures";
import { formatMileage } from "~/lib/format";
import { MILEAGES, orderPath, termChoices } from "~/lib/click-collect/order-steps";
import { ActionForm, RadioField, SelectField, TextField } from "~/components/forms/ActionForm";
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
  const current = saved.type === "cash" ? "cash" : saved.product_type;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string>();
  return (
    <>
      {quote ? <OrderQuote quote={quote} /> : null}
      <ActionForm action={orderPath(stockId, "paymentMethod")} submit="Continue" formKey="order">
        {(problem) => {
          const typed = (name: string, fallback: string) =>
            problem ? String(problem.typed[name] ?? fallback) : fallback;
          const payment = chosen ?? typed("payment", current);
          // Cash needs no term: the finance product the order had stands.
          const product = payment === "HP" || payment === "PCP" ? payment : saved.product_type;
          return (
            <>
              <input type="hidden" name="intent" value="paymentMethod" />
              <RadioField
                name="payment"
                legend="How will you pay?"
                error={problem?.errors.payment}
                value={typed("payment", current)}
                onChange={setChosen}
                options={[
                  {
                    value: "cash",
                    label: "In full",
                    hint: "By bank transfer or debit card when you collect",
                  },
                  { value: "PCP", label: "Personal contract purchase (PCP)", hint: "Up to 48 months" },
                  { value: "HP", label: "Hire purchase (HP)", hint: "Up to 60 months" },
                ]}
              />
              <SelectField
                name="term"
                label="Term (finance only)"
                error={problem?.errors.term}
                value={typed("term", String(saved.term))}
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
                error={problem?.errors.deposit}
                value={typed("deposit", String(saved.deposit))}
                className="sm:max-w-[12rem]"
              />
              <SelectField
                name="mileage"
                label="Miles a year (finance only)"
                error={problem?.errors.mileage}
                value={typed("mileage", String(saved.mileage))}
                options={MILEAGES.map((miles) => ({ value: String(miles), label: formatMileage(miles) }))}
              />
            </>
          );
        }}
      </ActionForm>
    </>
  );
}
