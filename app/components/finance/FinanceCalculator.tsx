import { useEffect, useRef, useState } from "react";
import { applicationHref } from "~/lib/finance/apply";
import { addOnMonthly, CALCULATOR_ADD_ONS, monthlyWithAddOns } from "~/lib/finance/calculator-bounds";
import { figuresFromCalculator } from "~/lib/finance/figures";
import {
  addOnsInOrder,
  CALCULATOR_PARAMS,
  otherToolParams,
  type CalculatorInput,
} from "~/lib/finance/finance-params";
import type { ProductKey } from "~/lib/finance/quotes";
import { calculatorProduct, type CalculatorView } from "~/lib/finance/views";
import { formatMonthlyPayment, formatNumber, formatPrice } from "~/lib/format";
import { AmountField, HiddenParams, ProductChoice, SelectField } from "./controls";
import { useVehicleFinance } from "./FinanceContext";
import { ApplyLink, FinanceUnavailable, LiveMessage, NotUpdatedNote, PromotionNotes } from "./parts";
import { QuoteBreakdown, QuoteHeadline } from "./QuoteBreakdown";
import { noJsOnly, panelClass } from "./styles";
import { rememberInUrl, useFinanceTool } from "./use-finance-tool";

/**
 * docs/product/finance.md#calculator: the calculator service call is debounced by 800 ms while a deposit is
 * typed.
 */
const TYPING_DEBOUNCE_MS = 800;

type Draft = Omit<CalculatorInput, "deposit"> & { deposit: string };

const draftOf = (input: CalculatorInput): Draft => ({ ...input, deposit: String(input.deposit) });

function queryOf(draft: Draft): URLSearchParams {
  const query = new URLSearchParams({
    [CALCULATOR_PARAMS.type]: draft.type,
    [CALCULATOR_PARAMS.deposit]: draft.deposit,
    [CALCULATOR_PARAMS.term]: String(draft.term),
    [CALCULATOR_PARAMS.mileage]: String(draft.mileage),
  });
  for (const id of draft.addOns) query.append(CALCULATOR_PARAMS.addOn, id);
  return query;
}

const rangeOptions = (
  { min, max, step }: { min: number; max: number; step: number },
  label: (value: number) => string,
) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => {
    const value = min + index * step;
    return { value, label: label(value) };
  });

/**
 * The finance calculator 'Get finance on this vehicle' (docs/product/finance.md#calculator): HP and PCP tabs,
 * deposit, term and mileage, the add-ons. A GET form on the car's URL without JavaScript; with it, figures
 * update in place, and the tabs and add-ons change the figure at once (both products and the add-on
 * arithmetic are already to hand).
 */
export function FinanceCalculator() {
  const { finance, setCalculatorTerm, personalise, shown } = useVehicleFinance();
  const initial = finance.calculator;
  const { answer, lastView, notUpdated, busy, load, retry } = useFinanceTool<CalculatorView>(
    "calculator",
    initial.vrm,
    "calc_",
  );
  const latest = lastView?.vrm === initial.vrm ? lastView : initial;
  const view: CalculatorView =
    answer?.unavailable || notUpdated ? { ...latest, results: {}, failed: true } : latest;
  const [draft, setDraft] = useState<Draft>(() => draftOf(view.input));
  const typing = useRef<number>();
  useEffect(() => setDraft(draftOf(view.input)), [view.input]);
  useEffect(() => () => window.clearTimeout(typing.current), []);
  // Until the shopper uses the calculator it shows their personalised quote's basis, as the page's loader opens it
  // (docs/decisions/296-one-finance-state-per-car.md): a new quote choice made in place moves it too.
  const used = useRef(new URLSearchParams(finance.params).has(CALCULATOR_PARAMS.type));
  const basis = personalise.choice;
  const basisKey = `${shown ?? basis.type}|${basis.deposit}|${basis.term}|${basis.mileage}`;
  const openedOn = useRef(basisKey);
  useEffect(() => {
    if (used.current || openedOn.current === basisKey) return;
    openedOn.current = basisKey;
    const next: Draft = {
      ...draftOf(view.input),
      type: shown ?? basis.type,
      deposit: String(basis.deposit),
      term: basis.term,
      mileage: basis.mileage,
    };
    setDraft(next);
    setCalculatorTerm(next.term);
    load(queryOf(next));
    // Only a new basis moves it; the draft and the loader are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basisKey]);

  const product = calculatorProduct(draft.type, view.results);
  const quote = product ? view.results[product]?.quote : null;
  const figures = product && quote ? figuresFromCalculator(product, quote) : null;
  const monthly = quote ? monthlyWithAddOns(quote.RegularPayment, quote.Term, draft.addOns) : 0;
  // With neither product quoted, the lender's reasons, each once.
  const declineReasons = [
    ...new Set(Object.values(view.results).flatMap((result) => (result.reason ? [`${result.reason}.`] : []))),
  ];
  const unavailable: Partial<Record<ProductKey, string>> = {};
  for (const key of ["HP", "PCP"] as const) {
    const reason = view.results[key]?.reason;
    if (reason && product) unavailable[key] = `${key}: ${reason}.`;
  }

  const update = (next: Draft, how: "fetch" | "type" | "url") => {
    used.current = true;
    setDraft(next);
    setCalculatorTerm(next.term);
    // A deposit still waiting out the pause after typing is sent with this change, never dropped by it.
    const typedAndWaiting = typing.current !== undefined;
    window.clearTimeout(typing.current);
    typing.current = undefined;
    if (how === "url" && !typedAndWaiting) return rememberInUrl("calc_", queryOf(next));
    if (how === "type") {
      typing.current = window.setTimeout(() => {
        typing.current = undefined;
        load(queryOf(next));
      }, TYPING_DEBOUNCE_MS);
    } else load(queryOf(next));
  };
  const toggleAddOn = (id: string, on: boolean) =>
    update(
      {
        ...draft,
        addOns: addOnsInOrder(on ? [...draft.addOns, id] : draft.addOns.filter((chosen) => chosen !== id)),
      },
      "url",
    );

  return (
    <section id="finance-calculator" aria-labelledby="finance-calculator-heading" className={panelClass}>
      <h2 id="finance-calculator-heading" className="text-2xl font-bold text-gray-900">
        Get finance on this vehicle
      </h2>
      <form
        method="get"
        action={`${finance.path}#finance-calculator`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update(draft, "fetch");
        }}
        className="mt-4 space-y-5"
      >
        <HiddenParams params={otherToolParams(new URLSearchParams(finance.params), "calc_")} />
        <ProductChoice
          name={CALCULATOR_PARAMS.type}
          legend="Finance product"
          value={product ?? draft.type}
          onChange={(type) => update({ ...draft, type }, view.failed ? "fetch" : "url")}
          unavailable={unavailable}
          order={["HP", "PCP"]}
        />
        <div aria-busy={busy} className={busy ? "opacity-60" : undefined}>
          {figures ? (
            <>
              <QuoteHeadline monthly={monthly} apr={figures.apr} />
              <PromotionNotes promotion={figures.promotion} />
            </>
          ) : notUpdated ? null : (
            <FinanceUnavailable branch={finance.branch} reasons={declineReasons} />
          )}
        </div>
        <NotUpdatedNote shown={notUpdated} retry={retry} />
        <LiveMessage
          message={figures ? `Monthly payment ${formatMonthlyPayment(monthly)}, ${product}.` : ""}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            id="calc-deposit"
            name={CALCULATOR_PARAMS.deposit}
            label="Deposit"
            value={draft.deposit}
            bounds={view.bounds.deposit}
            onChange={(deposit) => update({ ...draft, deposit }, "type")}
            className="sm:col-span-2"
          />
          <SelectField
            id="calc-term"
            name={CALCULATOR_PARAMS.term}
            label="Term"
            value={draft.term}
            options={rangeOptions(view.bounds.term, (months) => `${months} months`)}
            onChange={(term) => update({ ...draft, term }, "fetch")}
          />
          <SelectField
            id="calc-mileage"
            name={CALCULATOR_PARAMS.mileage}
            label="Annual mileage"
            value={draft.mileage}
            options={rangeOptions(view.bounds.mileage, (miles) => `${formatNumber(miles)} miles a year`)}
            onChange={(mileage) => update({ ...draft, mileage }, "fetch")}
          />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-gray-900">Add-ons</legend>
          <ul className="space-y-2">
            {CALCULATOR_ADD_ONS.map((addOn) => (
              <li key={addOn.id}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name={CALCULATOR_PARAMS.addOn}
                    value={addOn.id}
                    checked={draft.addOns.includes(addOn.id)}
                    onChange={(event) => toggleAddOn(addOn.id, event.target.checked)}
                    className="h-5 w-5 accent-brand"
                  />
                  <span>
                    {addOn.name} {formatPrice(addOn.price)}
                    {quote ? (
                      <span className="text-gray-700">
                        {" "}
                        (+{formatMonthlyPayment(addOnMonthly(addOn.price, quote.Term))} a month)
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="submit" className={`btn-secondary ${noJsOnly}`}>
          Recalculate
        </button>
      </form>
      {figures && quote && product ? (
        <div className="mt-5 space-y-4">
          {draft.addOns.length > 0 ? (
            <p className="text-sm text-gray-700">
              The monthly payment includes your add-ons: each adds its price divided by the {quote.Term}-month
              term. The example below is the finance alone.
            </p>
          ) : null}
          <h3 className="text-xl font-bold text-gray-900">Representative example</h3>
          <QuoteBreakdown
            figures={figures}
            label={`Calculator representative example, ${product}`}
            adminFee={finance.adminFee}
          />
          <ApplyLink
            href={applicationHref({
              vrm: view.vrm,
              product,
              term: quote.Term,
              deposit: quote.Deposit,
              mileage: quote.AnnualMileage,
              addOns: draft.addOns,
            })}
            product={product}
            source="calculator"
            vrm={view.vrm}
          >
            {`Apply For ${product} Finance`}
          </ApplyLink>
        </div>
      ) : null}
    </section>
  );
}
