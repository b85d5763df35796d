import type { FinanceChoice } from "~/lib/finance/choice";
import type { SearchDefaults, SearchState } from "./state";

/**
 * The search's finance basis (docs/decisions/130-one-finance-basis.md): each field the URL names, else the shopper's.
 * The monthly budget is searched on it, and every card is priced on it.
 */
export function searchBasis(state: SearchState, defaults: SearchDefaults): FinanceChoice {
  return {
    term: state.finance_term ?? defaults.finance_term,
    deposit: state.finance_deposit ?? defaults.finance_deposit,
    mileage: state.finance_mileage ?? defaults.finance_mileage,
    type: state.finance_search_only ?? defaults.finance_search_only,
  };
}
