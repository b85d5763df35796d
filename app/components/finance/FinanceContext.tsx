import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { FinanceChoice } from "~/lib/finance/choice";
import { personaliseQuery } from "~/lib/finance/finance-params";
import type { ProductKey } from "~/lib/finance/quotes";
import type { PersonaliseView, VehicleFinanceView } from "~/lib/finance/views";
import { useFinanceTool } from "./use-finance-tool";

interface FinanceContextValue {
  finance: VehicleFinanceView;
  /** The personalised quotes: as the page loaded, or as the latest in-place update answered. */
  personalise: PersonaliseView;
  /** The product shown, after the shopper's PCP/HP toggle. */
  shown: ProductKey | null;
  busy: boolean;
  /** The latest choice got no answer: no figures are shown, and `retry` asks again. */
  notUpdated: boolean;
  retry: () => void;
  choose: (choice: FinanceChoice) => void;
  toggle: (type: ProductKey) => void;
  /**
   * The calculator's term: the credit check's LoanTerm when no quote is chosen
   * (docs/product/finance.md#credit-check).
   */
  calculatorTerm: number;
  setCalculatorTerm: (term: number) => void;
}

const FinanceContext = createContext<FinanceContextValue | null>(null);

const NO_QUOTES: PersonaliseView["quotes"] = { HP: null, PCP: null };
const NO_DECLINES: PersonaliseView["declined"] = { HP: null, PCP: null };

/** The car's finance on its page, or null for a car not offered on finance (no provider). */
export function useOptionalVehicleFinance(): FinanceContextValue | null {
  return useContext(FinanceContext);
}

export function useVehicleFinance(): FinanceContextValue {
  const value = useContext(FinanceContext);
  if (!value) throw new Error("useVehicleFinance needs a <VehicleFinanceProvider>");
  return value;
}

/**
 * Holds the personalised quote for every block that shows it (the personalise block, the HP/PCP table, the sticky
 * bar): a change in one shows in all (docs/product/finance.md#personalise, rule 2).
 */
export function VehicleFinanceProvider({
  finance,
  children,
}: {
  finance: VehicleFinanceView;
  children: ReactNode;
}) {
  const initial = finance.personalise;
  const { answer, lastView, notUpdated, busy, load, retry } = useFinanceTool<PersonaliseView>(
    "personalise",
    initial.vrm,
    "finance_",
  );
  const latest = lastView?.vrm === initial.vrm ? lastView : initial;
  const personalise: PersonaliseView = answer?.unavailable
    ? { ...latest, selected: null, quotes: NO_QUOTES, declined: NO_DECLINES, failed: true }
    : notUpdated
      ? { ...latest, quotes: NO_QUOTES, declined: NO_DECLINES }
      : latest;
  const [toggled, setToggled] = useState<ProductKey | null>(null);
  const [calculatorTerm, setCalculatorTerm] = useState(finance.calculator.input.term);
  // The choice last asked for, answered or not: a toggle while a change of mileage is on its way keeps that mileage.
  const requested = useRef<FinanceChoice>(initial.choice);

  // A new answer (or another car) shows the product the server chose until the shopper toggles again. Every toggle
  // is itself asked for, and a fetcher drops an earlier request when it makes a new one, so the answer that arrives is
  // always for the shopper's last choice: the last choice wins.
  useEffect(() => setToggled(null), [answer, initial]);
  useEffect(() => {
    requested.current = initial.choice;
  }, [initial]);
  const choose = (choice: FinanceChoice) => {
    requested.current = choice;
    load(personaliseQuery(choice));
  };

  const shown = toggled && personalise.quotes[toggled] ? toggled : personalise.selected;
  const value: FinanceContextValue = {
    finance,
    personalise,
    shown,
    busy,
    notUpdated,
    retry,
    choose,
    // The product is part of the shopper's finance basis, like the deposit, term and mileage: posted, so their session
    // keeps it and the next car opens on it, as the no-JS form's choice does (docs/product/finance.md#defaults).
    toggle: (type) => {
      setToggled(type);
      choose({ ...requested.current, type });
    },
    calculatorTerm,
    setCalculatorTerm,
  };
  return <FinanceContext.Provider value={value}>{children}</FinanceContext.Provider>;
}
