import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { UPDATED_FLAG_MS } from "~/lib/finance/budget-finder";
import { figuresFromCalculator } from "~/lib/finance/figures";
import { BUDGET_PARAMS, otherToolParams, type BudgetInput } from "~/lib/finance/finance-params";
import type { BudgetView } from "~/lib/finance/views";
import { formatMonthlyPayment, formatNumber } from "~/lib/format";
import { AmountField, HiddenParams, SelectField } from "./controls";
import { useVehicleFinance } from "./FinanceContext";
import { LiveMessage, NotUpdatedNote } from "./parts";
import { QuoteBreakdown, QuoteHeadline } from "./QuoteBreakdown";
import { noJsOnly, panelClass } from "./styles";
import { useFinanceTool } from "./use-finance-tool";

const TYPING_DEBOUNCE_MS = 800;

type Draft = { deposit: string; amount: string; term: number; mileage: number };
const draftOf = (input: BudgetInput): Draft => ({
  ...input,
  deposit: String(input.deposit),
  amount: String(input.amount),
});
const queryOf = (draft: Draft) =>
  new URLSearchParams({
    [BUDGET_PARAMS.deposit]: draft.deposit,
    [BUDGET_PARAMS.amount]: draft.amount,
    [BUDGET_PARAMS.term]: String(draft.term),
    [BUDGET_PARAMS.mileage]: String(draft.mileage),
  });

const steps = (min: number, max: number, step: number) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);

/**
 * 'Find the Car that fits your budget' (docs/product/finance.md#budget-finder): what a deposit and an amount
 * to borrow cost a month, and a link to the cars within that payment. The 'updated' flag shows after each
 * calculation and clears after 4 seconds: by a timer with JavaScript, by a CSS animation after a no-JS form
 * submission (finance.css).
 */
export function BudgetFinder() {
  const { finance } = useVehicleFinance();
  const { answer, lastView, notUpdated, busy, load, retry } = useFinanceTool<BudgetView>(
    "budget",
    finance.personalise.vrm,
    "budget_",
  );
  const latest = lastView ?? finance.budget;
  const view: BudgetView =
    answer?.unavailable || notUpdated ? { ...latest, quote: null, searchHref: null, failed: true } : latest;
  const [draft, setDraft] = useState<Draft>(() => draftOf(view.input));
  // The number of the calculation the 'updated' flag is for (0: no flag); a new number restarts its CSS animation.
  const [flag, setFlag] = useState(view.calculated ? 1 : 0);
  const typing = useRef<number>();
  useEffect(() => setDraft(draftOf(view.input)), [view.input]);
  useEffect(() => {
    if (answer) setFlag((count) => count + 1);
  }, [answer]);
  useEffect(() => {
    if (!flag) return;
    const timer = window.setTimeout(() => setFlag(0), UPDATED_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [flag]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const update = (next: Draft, typed: boolean) => {
    setDraft(next);
    window.clearTimeout(typing.current);
    if (typed) typing.current = window.setTimeout(() => load(queryOf(next)), TYPING_DEBOUNCE_MS);
    else load(queryOf(next));
  };
  const figures = view.product && view.quote ? figuresFromCalculator(view.product, view.quote) : null;
  const { bounds } = view;

  return (
    <section id="budget-finder" aria-labelledby="budget-finder-heading" className={panelClass}>
      <h2 id="budget-finder-heading" className="text-2xl font-bold text-gray-900">
        Find the Car that fits your budget
      </h2>
      <form
        method="get"
        action={`${finance.path}#budget-finder`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update(draft, false);
        }}
        className="mt-4 space-y-5"
      >
        <HiddenParams params={otherToolParams(new URLSearchParams(finance.params), "budget_")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            id="budget-deposit"
            name={BUDGET_PARAMS.deposit}
            label="Deposit"
            value={draft.deposit}
            bounds={bounds.deposit}
            onChange={(deposit) => update({ ...draft, deposit }, true)}
          />
          <AmountField
            id="budget-amount"
            name={BUDGET_PARAMS.amount}
            label="Amount to borrow"
            value={draft.amount}
            bounds={bounds.amount}
            onChange={(amount) => update({ ...draft, amount }, true)}
          />
          <SelectField
            id="budget-term"
            name={BUDGET_PARAMS.term}
            label="Term"
            value={draft.term}
            options={steps(bounds.term.min, bounds.term.max, bounds.term.step).map((months) => ({
              value: months,
              label: `${months} months`,
            }))}
            onChange={(term) => update({ ...draft, term }, false)}
          />
          <SelectField
            id="budget-mileage"
            name={BUDGET_PARAMS.mileage}
            label="Annual mileage"
            value={draft.mileage}
            options={steps(bounds.mileage.min, bounds.mileage.max, bounds.mileage.step).map((miles) => ({
              value: miles,
              label: `${formatNumber(miles)} miles a year`,
            }))}
            onChange={(mileage) => update({ ...draft, mileage }, false)}
          />
        </div>
        <button type="submit" className={`btn-secondary ${noJsOnly}`}>
          Calculate
        </button>
      </form>
      <div aria-busy={busy} className={`mt-5 space-y-4 ${busy ? "opacity-60" : ""}`}>
        {figures && view.searchHref ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <QuoteHeadline monthly={figures.regularPayment} apr={figures.apr} />
              {flag ? (
                <span
                  key={flag}
                  className="finance-updated-flag rounded bg-green-800 px-2 py-0.5 text-sm font-semibold text-white"
                >
                  Updated
                </span>
              ) : null}
            </div>
            <p className="font-semibold text-gray-900">
              {view.product} on a typical three-year-old car, not this one
              {view.reason ? ` (PCP is not available: ${view.reason})` : ""}.
            </p>
            <h3 className="text-xl font-bold text-gray-900">Representative example for a typical car</h3>
            <QuoteBreakdown figures={figures} label="Representative example for a typical car" />
            <Link to={view.searchHref} className="btn-accent">
              Find cars within this payment
            </Link>
          </>
        ) : notUpdated ? null : (
          <p className="rounded-md border-l-4 border-brand bg-brand-light p-4 text-gray-900">
            {view.failed
              ? "We can't work out a monthly payment just now. Please try again, or give us a call."
              : `We can't find finance for this budget${view.reason ? `: ${view.reason}` : ""}.`}
          </p>
        )}
        <NotUpdatedNote shown={notUpdated} retry={retry} />
      </div>
      <LiveMessage
        message={figures ? `Monthly payment updated: ${formatMonthlyPayment(figures.regularPayment)}.` : ""}
      />
    </section>
  );
}
