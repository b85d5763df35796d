import type { VehicleListing } from "@contract/vehicle";
import { findVehiclesBySlugs } from "~/dealer/stock.server";
import { SITE_FINANCE_DEFAULTS } from "~/lib/finance/choice";
import { monthlyFiguresFor } from "~/lib/finance/monthly-figures.server";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { carsParam } from "./car-list";

export interface CarListLoad {
  /** How many cars the URL names (after dropping what cannot be a car), before any cut. */
  asked: number;
  cars: VehicleListing[];
  /** Named in the URL but unknown to the dealer now (taken out of stock, or mistyped). */
  missing: number;
  figures: Record<string, MonthlyFigureData>;
}

/**
 * The cars a shared URL names (/shortlist, /compare), from the URL alone: the same page for everyone who opens the
 * link, so the monthly figures use the site's finance defaults, not the visitor's. Unlike the saved bars, a failing
 * lookup is not swallowed: an empty list would tell the shopper the cars have left our stock (the page answers 503).
 */
export async function loadCarList(url: URL, max: number): Promise<CarListLoad> {
  const named = carsParam(url.searchParams.getAll("cars"), Number.POSITIVE_INFINITY);
  const slugs = named.slice(0, max);
  const cars = await findVehiclesBySlugs(slugs);
  const figures = await monthlyFiguresFor(cars, SITE_FINANCE_DEFAULTS);
  return { asked: named.length, cars, missing: slugs.length - cars.length, figures };
}
