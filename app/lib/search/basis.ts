import type { FinanceChoice } from "~/lib/finance/choice";
import type { SearchDefaults, SearchState } from "./state";

/**
 * The search's finance basis (docs/decisions/130-one-finance-basis.md): each field the URL names, else the shopper's.
 * The monthly budget is searched on it, and every card is priced on it.
 */
export function searchBasis(state: SearchState, defaults: SearchDefaults): FinanceChoice {
  // The deposit comes with its own type: the URL's, else the shopper's (docs/decisions/290-percentage-deposit-basis.md).
  const deposit = state.finance_deposit === undefined ? defaults : state;
  return {
    term: state.finance_term ?? defaults.finance_term,
    deposit: deposit.finance_deposit!,
    ...(deposit.finance_deposit_type ? { depositType: deposit.finance_deposit_type } : {}),
    mileage: state.finance_mileage ?? defaults.finance_mileage,
    type: state.finance_search_only ?? defaults.finance_search_only,
  };
}
