import { createHash } from "node:crypto";
import type { Promo } from "../contract/content";
import { promotionsFor, type PromotedVehicle } from "../contract/promotions";
import { bodyTypeLabels, fuelTypeLabels, type BodyType, type FuelType } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { readPromotions } from "../content/promotions";
import { makesBySlug, rangesBySlug } from "../stock/catalogue";

/**
 * What a car's quotes depend on besides the car and the choice: the day (the car's age) and the dealer's finance
 * offers (the vehicle promotions with finance terms, read from the content service's table on each request, so a
 * change to them prices at once).
 */
export interface FinancePricing {
  today: Date;
  /** "YYYY-MM-DD" of `today`: promotions that ended before it are not priced. */
  day: string;
  /** The vehicle promotions with finance terms, in id order. */
  offers: readonly Promo[];
  /** Short, stable text naming the day and the offers: for cache keys and entity tags. */
  version: string;
}

export async function financePricing(db: DealerDb, today: Date): Promise<FinancePricing> {
  return pricingOf(await readPromotions(db), today);
}

/** The pricing of `today` with these vehicle promotions (readPromotions): those with finance terms are the offers. */
export function pricingOf(promotions: readonly Promo[], today: Date): FinancePricing {
  const offers = promotions.filter((promo) => promo.contents.finance);
  const day = today.toISOString().slice(0, 10);
  const digest = createHash("sha1").update(JSON.stringify(offers)).digest("hex").slice(0, 10);
  return { today, day, offers, version: `${day}-${digest}` };
}

/** A car's stock columns that a promotion's rules read. */
export interface PromotedColumns {
  make_slug: string;
  range_slug: string;
  fuel_type: string;
  body_type: string;
  site_id: number;
}

/** The car as a promotion's rules read it (names as its listing gives them: the catalogue's and the contract's). */
export function promotedVehicle(car: PromotedColumns): PromotedVehicle {
  return {
    make: { name: makesBySlug.get(car.make_slug)?.name ?? car.make_slug, slug: car.make_slug },
    range: { name: rangesBySlug.get(car.range_slug)?.name ?? car.range_slug, slug: car.range_slug },
    fuel_type: { name: fuelTypeLabels[car.fuel_type as FuelType] ?? car.fuel_type, slug: car.fuel_type },
    body_type: { name: bodyTypeLabels[car.body_type as BodyType] ?? car.body_type, slug: car.body_type },
    location: { site_id: car.site_id },
  };
}

/** The finance offers that apply to this car today, by the rule the site shows promotions with. */
export function carFinanceOffers(pricing: FinancePricing, car: PromotedColumns): Promo[] {
  return pricing.offers.length === 0 ? [] : promotionsFor(pricing.offers, promotedVehicle(car), pricing.day);
}
