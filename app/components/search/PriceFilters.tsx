import { Link } from "@remix-run/react";
import { mileageLabel } from "~/lib/finance/choice";
import { termsFor } from "~/lib/finance/product-terms";
import { BUDGET_NAMES, otherBudgetMode, otherBudgetNote } from "~/lib/search/budgets";
import { monthlyChoices, priceChoices } from "~/lib/search/choices";
import { settledHref } from "~/lib/search/params";
import { removeBudget, setBudget, setDeposit, setFinance, setFinanceProduct } from "~/lib/search/rules";
import { depositLabel, depositValue } from "~/lib/search/deposit";
import { searchBasis } from "~/lib/search/basis";
import { FINANCE_CHOICES, type BudgetMode, type FinanceField } from "~/lib/search/state";
import { FOCUS_RESULTS } from "./AppliedFilters";
import { BoundSelect, ChoiceSelect } from "./controls";
import { useSearch } from "./search-context";

const FINANCE_SELECTS: {
  field: Exclude<FinanceField, "finance_deposit">;
  label: string;
  format: (value: number) => string;
}[] = [
  { field: "finance_mileage", label: "Annual mileage", format: mileageLabel },
  { field: "finance_term", label: "Finance period", format: (months) => `${months} months` },
];

const PRODUCT_CHOICES = [
  { value: "PCP", label: "PCP (Personal Contract Purchase)" },
  { value: "HP", label: "HP (Hire Purchase)" },
];

const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

const noteClass = "text-sm text-gray-900 sm:col-span-2 lg:col-span-1 xl:col-span-2";

/**
 * Under the toggle, the budget it doesn't show but which still applies (budgets.ts), with a link that removes it: the
 * toggle never drops a budget silently.
 */
function OtherBudget({ shown }: { shown: BudgetMode }) {
  const { state, defaults, vocabulary } = useSearch();
  const note = otherBudgetNote(state, shown);
  if (!note) return null;
  const other = otherBudgetMode(shown);
  return (
    <p className={noteClass}>
      {note} ·{" "}
      <Link
        to={settledHref(removeBudget(state, other), { defaults, vocabulary })}
        state={FOCUS_RESULTS}
        preventScrollReset
        className="font-semibold text-brand underline"
      >
        Remove<span className="sr-only"> the {BUDGET_NAMES[other]} filter</span>
      </Link>
    </p>
  );
}

/**
 * Price (docs/product/search.md#budget): a Total/Monthly toggle (total first) over the two budgets. Without
 * JavaScript the toggle shows its budget through CSS alone (the radios are the blocks' peers). The toggle
 * only chooses which budget is shown: both keep applying, and each block says when the other one does. The
 * finance selects are the search's finance basis: every card is priced on it and a monthly budget is searched
 * on it (docs/decisions/130-one-finance-basis.md), so they stay open during a monthly search.
 */
export function PriceFilters({
  idPrefix,
  withFinance = true,
  deferred = false,
}: {
  idPrefix: string;
  withFinance?: boolean;
  /** The choices wait for the form's own button (MobileBudget) instead of searching on each change. */
  deferred?: boolean;
}) {
  const { state, options, apply } = useSearch();
  const id = (name: string) => `${idPrefix}${name}`;
  const radio = (mode: BudgetMode) => ({
    type: "radio" as const,
    id: id(`budget-${mode}`),
    name: "budget",
    value: mode,
    ...(deferred
      ? { defaultChecked: state.budget === mode }
      : { checked: state.budget === mode, onChange: () => apply(setBudget(state, mode)) }),
  });
  return (
    <fieldset>
      <legend className="sr-only">Budget</legend>
      <div className="flex flex-wrap">
        <input {...radio("total")} className="sr-only" />
        <label htmlFor={id("budget-total")} className="budget-toggle rounded-l-md">
          Total price
        </label>
        <input {...radio("monthly")} className="sr-only" />
        <label htmlFor={id("budget-monthly")} className="budget-toggle rounded-r-md border-l-0">
          Monthly price
        </label>
        <div className="budget-total hidden w-full gap-3 pt-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <BoundSelect
            id={id("min-price")}
            name="min_price"
            label="Minimum price"
            deferred={deferred}
            choices={priceChoices(options, state, "min")}
          />
          <BoundSelect
            id={id("max-price")}
            name="max_price"
            label="Maximum price"
            deferred={deferred}
            choices={priceChoices(options, state, "max")}
          />
          <OtherBudget shown="total" />
        </div>
        <div className="budget-monthly hidden w-full gap-3 pt-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <BoundSelect
            id={id("monthly-from")}
            name="monthly_from"
            label="Monthly from"
            deferred={deferred}
            choices={monthlyChoices(options, state, "from")}
          />
          <BoundSelect
            id={id("monthly-to")}
            name="monthly_to"
            label="Monthly up to"
            deferred={deferred}
            choices={monthlyChoices(options, state, "to")}
          />
          <OtherBudget shown="monthly" />
          {withFinance ? <FinanceSelects idPrefix={idPrefix} /> : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The finance period offers only the chosen product's terms (PCP runs to 48 months: docs/decisions/285).
 */
function financeChoices(
  field: Exclude<FinanceField, "finance_deposit">,
  current: number,
  format: (value: number) => string,
  product: "HP" | "PCP",
) {
  const offered = field === "finance_term" ? termsFor(product) : FINANCE_CHOICES[field];
  const values = offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
  return values.map((value) => ({ value: String(value), label: format(value) }));
}

/**
 * The Deposit select's choices: the pound amounts, and the search's own deposit when it is none of them. A deposit
 * from a car page's own box may be any amount; a percentage (`finance_deposit_type=Percentage`) is offered as "10% of
 * the price", sent as "10%", and choosing a pound amount leaves it (docs/decisions/290-percentage-deposit-basis.md).
 */
function depositChoices(current: string) {
  const amounts = FINANCE_CHOICES.finance_deposit.map(String);
  const values = amounts.includes(current)
    ? amounts
    : current.endsWith("%")
      ? [...amounts, current]
      : [...amounts, current].sort((a, b) => Number(a) - Number(b));
  return values.map((value) => ({ value, label: depositLabel(value) }));
}

/** The search's finance basis: the product, deposit, mileage and term every card and a monthly budget use. */
function FinanceSelects({ idPrefix }: { idPrefix: string }) {
  const { state, defaults, apply } = useSearch();
  const hint = `${idPrefix}finance-hint`;
  const basis = searchBasis(state, defaults);
  const deposit = depositValue(basis.deposit, basis.depositType);
  return (
    <>
      <p id={hint} className="text-sm text-gray-700 sm:col-span-2 lg:col-span-1 xl:col-span-2">
        Monthly prices and monthly budgets are worked out on these settings.
      </p>
      <ChoiceSelect
        id={`${idPrefix}finance_search_only`}
        name="finance_search_only"
        label="Finance type"
        anyLabel={null}
        describedBy={hint}
        choices={PRODUCT_CHOICES}
        value={state.finance_search_only ?? defaults.finance_search_only}
        onChange={(value) => apply(setFinanceProduct(state, value === "HP" ? "HP" : "PCP"))}
      />
      <ChoiceSelect
        id={`${idPrefix}finance_deposit`}
        name="finance_deposit"
        label="Deposit"
        anyLabel={null}
        describedBy={hint}
        choices={depositChoices(deposit)}
        value={deposit}
        onChange={(value) => apply(setDeposit(state, value))}
      />
      {FINANCE_SELECTS.map(({ field, label, format }) => (
        <ChoiceSelect
          key={field}
          id={`${idPrefix}${field}`}
          name={field}
          label={label}
          anyLabel={null}
          describedBy={hint}
          choices={financeChoices(
            field,
            state[field] ?? defaults[field],
            format,
            state.finance_search_only ?? defaults.finance_search_only,
          )}
          value={state[field] ?? defaults[field]}
          onChange={(value) => apply(setFinance(state, field, toNumber(value)))}
        />
      ))}
    </>
  );
}
