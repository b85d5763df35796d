import type { VehicleListing } from "@contract/vehicle";
import type { FinanceQuotes } from "@contract/finance";
import { getBulkFinance } from "~/dealer/finance.server";
import { orFallback } from "~/dealer/request.server";
import type { VisitorSession } from "~/sessions.server";
import type { FinanceChoice } from "./choice";
import { financeDefaultsOf } from "./defaults.server";
import { monthlyFigureFor, unavailableFinanceFor, type MonthlyFigureData } from "./monthly-figure";

/**
 * Monthly figures for a list of cars (search cards, similar cars, favourites), by slug, on the shopper's finance basis
 * (docs/decisions/130-one-finance-basis.md): one bulk call. A car the lender quotes nothing for on that basis says
 * why, and a failed call leaves every card without a figure, as bulk finance failures are swallowed
 * (docs/product/site-wide.md#when-the-dealer-api-fails).
 */
export function attachMonthlyFigures(
  vehicles: readonly Pick<VehicleListing, "vrm" | "slug" | "category" | "admin_fee">[],
  session: VisitorSession,
): Promise<Record<string, MonthlyFigureData>> {
  return monthlyFiguresFor(vehicles, financeDefaultsOf(session).defaults);
}

/**
 * The same on a given basis: the search's (from its URL), or the site's for a page that must read the same for
 * everyone (a shared shortlist). `productOnly`: the basis's product or no figure (a monthly search).
 */
export async function monthlyFiguresFor(
  vehicles: readonly Pick<VehicleListing, "vrm" | "slug" | "category" | "admin_fee">[],
  basis: FinanceChoice,
  { productOnly = false }: { productOnly?: boolean } = {},
): Promise<Record<string, MonthlyFigureData>> {
  if (vehicles.length === 0) return {};
  const byVrm = await orFallback(
    getBulkFinance(
      vehicles.map((vehicle) => vehicle.vrm),
      // A percentage basis is each car's own share of its price, by the dealer API's rule (ADR 290).
      {
        term: basis.term,
        mileage: basis.mileage,
        deposit: basis.deposit,
        depositType: basis.depositType ?? "Amount",
      },
    ),
    {},
  );
  return figuresFrom(byVrm, vehicles, basis, productOnly);
}

/**
 * The figures of a list of cars from their quotes by VRM (a bulk call's answer, or a page answer's: the similar cars of
 * a car's page, dealer-api/contract/vehicle-page.ts).
 */
export function figuresFrom(
  byVrm: Record<string, FinanceQuotes>,
  vehicles: readonly Pick<VehicleListing, "vrm" | "slug" | "category" | "admin_fee">[],
  basis: FinanceChoice,
  productOnly = false,
): Record<string, MonthlyFigureData> {
  const figures: Record<string, MonthlyFigureData> = {};
  for (const vehicle of vehicles) {
    const quotes = byVrm[vehicle.vrm];
    // A card says why it has no figure, as the car's page does (docs/decisions/266-one-deposit-rule.md).
    const figure =
      monthlyFigureFor(quotes, basis, vehicle, productOnly) ??
      unavailableFinanceFor(quotes, basis, vehicle, productOnly);
    if (figure) figures[vehicle.slug] = figure;
  }
  return figures;
}
