import type { VehicleListing } from "@contract/vehicle";
import { findVehiclesBySlugs } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { attachMonthlyFigures } from "~/lib/finance/monthly-figures.server";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import type { VisitorSession } from "~/sessions.server";
import { barPage, pageParam, type BarPage } from "./paging";
import { barKindOf, PANEL_PAGE_PARAM, PANEL_PARAM, type BarKind } from "./panel";

/**
 * The cars of a list of slugs, in the list's order. A failing find-by-slugs
 * (docs/product/shell.md#saved-and-recently-viewed-cars) leaves the list empty rather than breaking the page;
 * a slug the dealer no longer knows is simply not there.
 */
export function findCars(slugs: readonly string[]): Promise<VehicleListing[]> {
  return orFallback(findVehiclesBySlugs([...slugs]), []);
}

export interface BarData {
  kind: BarKind;
  paging: BarPage;
  vehicles: CardVehicle[];
  figures: Record<string, MonthlyFigureData>;
}

const slugsOf = (kind: BarKind, session: VisitorSession) =>
  (kind === "saved" ? session.get("favourites") : session.get("recentlyViewed")) ?? [];

/**
 * One page of a bar (docs/product/shell.md#saved-and-recently-viewed-cars: the slugs, then the cars by slug,
 * then their finance). Every car of the list is looked up, so 'Showing X of Y' counts only cars that still
 * exist; finance is asked only for the page's three.
 */
export async function loadBar(kind: BarKind, page: number, session: VisitorSession): Promise<BarData> {
  const cars = await findCars(slugsOf(kind, session));
  const paging = barPage(cars.length, page);
  const shown = cars.slice(paging.start, paging.end);
  const figures = await attachMonthlyFigures(shown, session);
  return { kind, paging, vehicles: shown.map(toCardVehicle), figures };
}

export interface SavedState {
  /** The saved slugs, for every favourite toggle's state. */
  favourites: string[];
  /** The bar the page's URL opens (?panel=saved|recent), for pages shown without JavaScript. */
  bar: BarData | null;
}

export async function loadSavedState(url: URL, session: VisitorSession): Promise<SavedState> {
  const kind = barKindOf(url.searchParams.get(PANEL_PARAM));
  return {
    favourites: session.get("favourites") ?? [],
    bar: kind ? await loadBar(kind, pageParam(url.searchParams.get(PANEL_PAGE_PARAM)), session) : null,
  };
}
