import { termForProduct } from "~/lib/finance/product-terms";
import type {
  BoundFilter,
  BudgetMode,
  FinanceField,
  ListFilter,
  SearchSort,
  SearchState,
  SearchVocabulary,
} from "./state";
import { withoutBudget } from "./budgets";
import { withSettledMonthly } from "./monthly-range";
import { modelsOfChosenMakes } from "./make-models";
import { readDeposit } from "./deposit";
import { emptyState, type SearchDefaults } from "./state";

/**
 * How a shopper's change turns one search state into the next (docs/product/search.md#changing-a-search).
 * Every change starts again at page 1, except paging itself.
 */

function copy(state: SearchState): SearchState {
  const next = { ...state, page: 1 };
  for (const [key, value] of Object.entries(next)) {
    if (Array.isArray(value)) (next as Record<string, unknown>)[key] = [...value];
  }
  return next;
}

/** docs/product/search.md#changing-a-search: changing make or model clears the version (coin). */
function clearVersionOn(next: SearchState, key: ListFilter) {
  if (key === "make" || key === "range") delete next.coin;
}

/**
 * docs/product/search.md#changing-a-search: a value is added only when not already chosen, at the end of the
 * list.
 */
export function addValue(state: SearchState, key: ListFilter, value: string): SearchState {
  const next = copy(state);
  if (!next[key].includes(value)) {
    next[key].push(value);
    clearVersionOn(next, key);
  }
  return next;
}

/**
 * Takes one value out of its list. Removing a make removes its models, and removing the last make clears them all
 * (docs/product/search.md#changing-a-search); with no model left, no trim is left either.
 */
export function removeValue(
  state: SearchState,
  key: ListFilter,
  value: string,
  vocabulary?: SearchVocabulary,
): SearchState {
  const next = copy(state);
  next[key] = next[key].filter((item) => item !== value);
  clearVersionOn(next, key);
  if (key === "make") {
    // A model of unknown make is taken to be of the make removed.
    next.range = modelsOfChosenMakes(
      next.make,
      next.range,
      (range) => vocabulary?.ranges[range]?.make ?? value,
    );
  }
  if (next.range.length === 0) next.derivative = [];
  return next;
}

export function toggleValue(
  state: SearchState,
  key: ListFilter,
  value: string,
  chosen: boolean,
  vocabulary?: SearchVocabulary,
): SearchState {
  return chosen ? addValue(state, key, value) : removeValue(state, key, value, vocabulary);
}

/** The 'Any' option of a dropdown: clears the group, and for make and model the levels below them. */
export function clearList(state: SearchState, key: ListFilter): SearchState {
  const next = copy(state);
  next[key] = [];
  clearVersionOn(next, key);
  if (key === "make") next.range = [];
  if (key === "make" || key === "range") next.derivative = [];
  return next;
}

/** The version chip's removal: the make and model stay. */
export function removeVersion(state: SearchState): SearchState {
  const next = copy(state);
  delete next.coin;
  return next;
}

/**
 * A min/max filter takes the new value in place of the old one (docs/product/search.md#changing-a-search);
 * undefined clears it. The monthly pair keeps its gap of 50 by the one monthly rule (monthly-range.ts): the
 * value just chosen stays, the other bound moves.
 */
export function setBound(
  state: SearchState,
  key: BoundFilter,
  value: number | string | undefined,
): SearchState {
  const next = copy(state);
  if (value === undefined || value === "") {
    delete next[key];
    return next;
  }
  (next as Record<BoundFilter, number | string>)[key] = value;
  if (key === "monthly_from" || key === "monthly_to")
    return { ...withSettledMonthly(next, key === "monthly_from" ? "from" : "to"), budget: "monthly" };
  return next;
}

/**
 * The Price toggle chooses which budget the section shows; it never removes one (budgets.ts): a total and a monthly
 * budget the shopper set both keep applying.
 */
export function setBudget(state: SearchState, mode: BudgetMode): SearchState {
  return { ...copy(state), budget: mode };
}

/** Removes one budget's bounds (the note under the toggle); the toggle shows what it showed. */
export function removeBudget(state: SearchState, mode: BudgetMode): SearchState {
  return withoutBudget(copy(state), mode);
}

/** A change to the finance basis: it reprices the cards and, in a monthly search, changes which cars fit (ADR 130). */
export function setFinance(state: SearchState, field: FinanceField, value: number | undefined): SearchState {
  const next = copy(state);
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next;
}

/**
 * The Deposit select's choice ("500" pounds, "10%" a share of each car's price): choosing pounds leaves the percentage
 * (docs/decisions/290-percentage-deposit-basis.md); undefined clears it.
 */
export function setDeposit(state: SearchState, value: string | undefined): SearchState {
  const next = copy(state);
  delete next.finance_deposit;
  delete next.finance_deposit_type;
  return { ...next, ...readDeposit(value, undefined) };
}

export function setFinanceProduct(state: SearchState, product: "HP" | "PCP" | undefined): SearchState {
  const next = copy(state);
  if (product === undefined) delete next.finance_search_only;
  else next.finance_search_only = product;
  // The term goes with the product: PCP over 60 months becomes 48 (docs/decisions/285).
  if (product && next.finance_term !== undefined)
    next.finance_term = termForProduct(product, next.finance_term);
  return next;
}

/** docs/product/search.md#sort-and-paging: changing sort starts again at page 1. */
export function setSort(state: SearchState, sort: SearchSort): SearchState {
  return { ...copy(state), sort };
}

/** Paging keeps every filter and the sort. */
export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** Every filter off; the sort stays, as the shopper chose it. */
export function clearAll(state: SearchState, defaults: SearchDefaults): SearchState {
  return { ...emptyState(defaults), sort: state.sort };
}

/** docs/product/search.md#filters: the model dropdown needs a make, the trim dropdown a model. */
export const modelAvailable = (state: SearchState) => state.make.length > 0;
export const trimAvailable = (state: SearchState) => state.range.length > 0;
