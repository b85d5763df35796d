import type { ReactNode } from "react";
import type { CostRow } from "~/lib/vehicle/true-cost";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { financeCostRows } from "~/lib/finance/true-cost";
import type { VehicleFinanceView } from "~/lib/finance/views";
import { FinanceBlocks } from "./FinanceBlocks";
import { useVehicleFinance, VehicleFinanceProvider } from "./FinanceContext";
import { cardMonthlyFigures } from "./MonthlyFigure";
import { StickyBarExample, StickyBarFinance } from "./StickyBarFinance";

/** What the finance issue puts into the vehicle page's slots. */
export interface FinanceSlots {
  finance: ReactNode;
  stickyBarFinance: ReactNode;
  stickyBarExample: ReactNode;
  financeCostRows: CostRow[];
  similarMonthly: (slug: string) => ReactNode;
}

interface SlotsProps {
  similarFigures: Record<string, MonthlyFigureData>;
  children: (slots: FinanceSlots) => ReactNode;
}

function Slots({ similarFigures, children }: SlotsProps) {
  const { finance, personalise } = useVehicleFinance();
  return children({
    finance: <FinanceBlocks />,
    stickyBarFinance: <StickyBarFinance />,
    stickyBarExample: <StickyBarExample />,
    financeCostRows: financeCostRows(personalise.quotes, finance.adminFee),
    similarMonthly: cardMonthlyFigures(similarFigures),
  });
}

/**
 * The vehicle page's finance, for its route: `<VehicleFinance finance={…} similarFigures={…}>{(slots) =>
 * <VehiclePage slots={slots} … />}</VehicleFinance>`. Every slot follows the personalised quote, in-place updates
 * included; the similar cars show the session's finance defaults (one bulk finance call;
 * docs/product/vehicle-page.md#similar-vehicles).
 */
export function VehicleFinance({
  finance,
  similarFigures,
  children,
}: SlotsProps & { finance: VehicleFinanceView }) {
  return (
    <VehicleFinanceProvider finance={finance}>
      <Slots similarFigures={similarFigures}>{children}</Slots>
    </VehicleFinanceProvider>
  );
}
