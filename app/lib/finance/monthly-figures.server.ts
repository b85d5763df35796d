import type { VehicleListing } from "../../../dealer-api/contract/vehicle";
import { getBulkFinance } from "~/dealer/finance.server";
import { orFallback } from "~/dealer/request.server";
import type { VisitorSession } from "~/sessions.server";
import type { FinanceChoice } from "./choice";
import { financeDefaultsOf } from "./defaults.server";
import { monthlyFigureFor, type MonthlyFigureData } from "./monthly-figure";

/**
 * Monthly figures for a list of cars (search cards, similar cars, favourites), by slug, for the shopper's finance
 * defaults: one bulk call (spec 2 §7). Cars the lender does not finance are left out, and a failed call leaves every
 * card without a figure, as the spec swallows bulk finance failures.
 */
export function attachMonthlyFigures(
  vehicles: readonly Pick<VehicleListing, "vrm" | "slug" | "category">[],
  session: VisitorSession,
): Promise<Record<string, MonthlyFigureData>> {
  return monthlyFiguresFor(vehicles, financeDefaultsOf(session).defaults);
}

/** The same for a given choice: a page that must read the same for everyone (a shared shortlist) passes the site's. */
export async function monthlyFiguresFor(
  vehicles: readonly Pick<VehicleListing, "vrm" | "slug" | "category">[],
  defaults: FinanceChoice,
): Promise<Record<string, MonthlyFigureData>> {
  if (vehicles.length === 0) return {};
  const byVrm = await orFallback(
    getBulkFinance(
      vehicles.map((vehicle) => vehicle.vrm),
      { term: defaults.term, mileage: defaults.mileage, deposit: defaults.deposit, depositType: "Amount" },
    ),
    {},
  );
  const figures: Record<string, MonthlyFigureData> = {};
  for (const vehicle of vehicles) {
    const figure = monthlyFigureFor(byVrm[vehicle.vrm], defaults, vehicle.slug, vehicle.category);
    if (figure) figures[vehicle.slug] = figure;
  }
  return figures;
}
