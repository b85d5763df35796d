import type { LinkDescriptor } from "@remix-run/node";
import financeStyles from "./finance.css";
import { BudgetFinder } from "./BudgetFinder";
import { FinanceCalculator } from "./FinanceCalculator";
import { FinancePersonalise } from "./FinancePersonalise";
import { RepresentativeFinance } from "./RepresentativeFinance";

/** The stylesheet the finance blocks need: a page that shows them lists these in its `links`. */
export const financeLinks = (): LinkDescriptor[] => [{ rel: "stylesheet", href: financeStyles }];

/**
 * The vehicle page's finance slot (docs/product/finance.md): personalise and the HP/PCP table side by side,
 * then the calculator and the budget finder. Render inside a <VehicleFinanceProvider>.
 */
export function FinanceBlocks() {
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <FinancePersonalise />
        <RepresentativeFinance />
      </div>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <FinanceCalculator />
        <BudgetFinder />
      </div>
    </div>
  );
}
