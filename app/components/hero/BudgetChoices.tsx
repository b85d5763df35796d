import { useId } from "react";
import { formatPrice } from "~/lib/format";
import { changeMaxPrice, changeMinPrice, changeMonthlyFrom, changeMonthlyTo } from "~/lib/hero/budget";
import type { BudgetMode } from "~/lib/search/state";
import type { HeroOptions } from "~/lib/hero/options";
import type { BoundField, HeroSelection } from "~/lib/hero/selection";
import { BUDGET_NAMES, otherBudgetMode, otherBudgetNote, withoutBudget } from "~/lib/search/budgets";
import { focusRing } from "~/components/shell/styles";
import { basisSentence, type FinanceChoice } from "~/lib/finance/choice";
import type { HeroState } from "./use-hero-search";

interface BoundSelectProps {
  label: string;
  field: BoundField;
  values: number[];
  state: HeroState;
  change: (selection: HeroSelection, value: number | undefined) => HeroSelection;
  suffix?: string;
}

function BoundSelect({ label, field, values, state, change, suffix = "" }: BoundSelectProps) {
  const id = useId();
  const value = state.draft[field];
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={id}
        name={state.enhanced ? undefined : field}
        value={value === undefined ? "" : String(value)}
        onChange={(event) =>
          state.setDraft(
            change(state.draft, event.target.value === "" ? undefined : Number(event.target.value)),
          )
        }
        className={`min-h-11 rounded-md border border-gray-500 bg-white px-3 text-gray-900 ${focusRing}`}
      >
        <option value="">Any</option>
        {values.map((amount) => (
          <option key={amount} value={amount}>
            {formatPrice(amount)}
            {suffix}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ChoicesProps {
  state: HeroState;
  options: HeroOptions;
  /** The shopper's finance basis a monthly budget is searched on (docs/decisions/130-one-finance-basis.md). */
  basis: FinanceChoice;
}

function Monthly({ state, options, basis }: ChoicesProps) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 font-bold text-gray-900">Monthly budget</legend>
      <p className="mb-2 text-sm text-gray-700">{basisSentence(basis)}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <BoundSelect
          label="From"
          field="monthly_from"
          values={options.monthlyFrom}
          state={state}
          change={changeMonthlyFrom}
          suffix=" a month"
        />
        <BoundSelect
          label="To"
          field="monthly_to"
          values={options.monthlyTo}
          state={state}
          change={changeMonthlyTo}
          suffix=" a month"
        />
      </div>
    </fieldset>
  );
}

function Total({ state, options }: { state: HeroState; options: HeroOptions }) {
  const values = options.totalPrices;
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 font-bold text-gray-900">Total budget</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <BoundSelect
          label="Minimum price"
          field="min_price"
          values={values}
          state={state}
          change={(s, v) => changeMinPrice(s, v, values)}
        />
        <BoundSelect
          label="Maximum price"
          field="max_price"
          values={values}
          state={state}
          change={(s, v) => changeMaxPrice(s, v, values)}
        />
      </div>
    </fieldset>
  );
}

/**
 * Under the switch, the budget it doesn't show but which still applies (search/budgets.ts), with a control that takes
 * it out of the picks (applied with Update, like every pick in the open option).
 */
function OtherBudget({ state }: { state: HeroState }) {
  const note = otherBudgetNote(state.draft, state.budgetMode);
  if (!note) return null;
  const other = otherBudgetMode(state.budgetMode);
  return (
    <p className="mb-4 text-sm text-gray-900">
      {note} ·{" "}
      <button
        type="button"
        className={`font-semibold text-brand underline ${focusRing}`}
        onClick={(event) => {
          const option = event.currentTarget.closest<HTMLElement>("[data-hero-option-root]");
          state.setDraft(withoutBudget(state.draft, other));
          // The control goes with the note: hand the focus to the switch.
          window.setTimeout(() => option?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus());
        }}
      >
        Remove<span className="sr-only"> the {BUDGET_NAMES[other]} filter</span>
      </button>
    </p>
  );
}

const MODES: { mode: BudgetMode; label: string }[] = [
  { mode: "monthly", label: "Monthly payment" },
  { mode: "total", label: "Total price" },
];

/**
 * Budget as selects (the monthly scale of docs/product/search.md#budget; selects need no dragging). Enhanced,
 * a Monthly/Total switch shows one of the two, monthly first, and says when the other applies too; without
 * JavaScript both are shown and both apply.
 */
export function BudgetChoices({ state, options, basis }: ChoicesProps) {
  if (!state.enhanced) {
    return (
      <>
        <Monthly state={state} options={options} basis={basis} />
        {options.totalPrices.length > 0 ? <Total state={state} options={options} /> : null}
      </>
    );
  }
  return (
    <>
      {options.totalPrices.length > 0 ? (
        // Toggle buttons, not radios: nothing here may be submitted with the search.
        <div
          role="group"
          aria-label="Budget by"
          className="mb-4 inline-flex rounded-md border-2 border-brand"
        >
          {MODES.map(({ mode, label }) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.budgetMode === mode}
              onClick={() => state.setBudgetMode(mode)}
              className={`min-h-11 px-4 font-semibold ${focusRing} ${
                state.budgetMode === mode ? "bg-brand text-white" : "bg-white text-brand hover:bg-brand-light"
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      {state.budgetMode === "total" ? (
        <Total state={state} options={options} />
      ) : (
        <Monthly state={state} options={options} basis={basis} />
      )}
      <OtherBudget state={state} />
    </>
  );
}
