import type { OfferTag, PricePosition, VehicleListing } from "@contract/vehicle";
import { availabilityLabel } from "../vehicle/availability";
import { cardPricePosition } from "../vehicle/price-position";
import { keyFactsLine } from "../vehicle/key-facts-line";

/**
 * What a vehicle card shows (docs/product/vehicle-page.md#vehicle-cards), cut down from the dealer's listing
 * so a results page sends the browser only this, not every field of nine listings.
 */
export interface CardVehicle {
  slug: string;
  make: string;
  range: string;
  derivative: string;
  year: number;
  plate: string;
  colour: string;
  mileage: number;
  fuel: string;
  transmission: string;
  bodyType: string;
  engineSize: number;
  price: number;
  finalPrice: number;
  /** The compulsory admin fee: the card's headline is finalPrice + adminFee (docs/decisions/300-fee-inclusive-prices.md). */
  adminFee: number;
  picture?: { thumb: string; medium: string };
  town: string;
  tags: { slug: OfferTag; name: string }[];
  availability?: "Sold" | "Reserved";
  grade: number;
  recentViews: number;
  /** Three of the car's headline features, the same three on every visit. */
  features: string[];
  doors: number;
  seats: number;
  /** Where the price sits against our market estimate; none with too little evidence. */
  pricePosition?: PricePosition;
  /** "2021 (21 reg) · 48,785 miles · Manual · Petrol · 1.0L · Hatchback", as on the car's page. */
  factsLine: string;
}

export const CARD_FEATURES = 3;

/** FNV-1a: a small, stable hash of the slug, so a car's features don't reshuffle between requests or servers. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * A card shows 3 of the car's features; shoppers comparing cards expect a card to stay the same, so the pick
 * is random per car (seeded by its slug) but fixed over time.
 */
export function cardFeatures(features: readonly string[], seed: string, count = CARD_FEATURES): string[] {
  const pool = [...new Set(features)];
  let state = hash(seed) || 1;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let index = 0; index < Math.min(count, pool.length); index += 1) {
    const pick = index + Math.floor(next() * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick], pool[index]];
  }
  return pool.slice(0, count);
}

export function toCardVehicle(vehicle: VehicleListing): CardVehicle {
  const picture = vehicle.media_urls[0];
  return {
    slug: vehicle.slug,
    make: vehicle.make.name,
    range: vehicle.range.name,
    derivative: vehicle.derivative,
    year: vehicle.year,
    plate: vehicle.plate,
    colour: vehicle.colour,
    mileage: vehicle.odometer_value,
    fuel: vehicle.fuel_type.name,
    transmission: vehicle.transmission,
    bodyType: vehicle.body_type.name,
    engineSize: vehicle.engine_size,
    price: vehicle.price,
    finalPrice: vehicle.final_price,
    adminFee: vehicle.admin_fee,
    picture: picture ? { thumb: picture.thumb, medium: picture.medium } : undefined,
    town: vehicle.location.site.city_town,
    tags: vehicle.tags,
    availability: availabilityLabel(vehicle),
    grade: vehicle.condition.grade,
    recentViews: vehicle.recent_views,
    features: cardFeatures(vehicle.classifiedFeatures, vehicle.slug),
    doors: vehicle.doors,
    seats: vehicle.seats,
    pricePosition: cardPricePosition(vehicle),
    factsLine: keyFactsLine(vehicle),
  };
}

/**
 * "Red 2019 Ford Fiesta, side view": alt text that describes the car
 * (docs/product/site-wide.md#accessibility).
 */
export function cardAltText(
  vehicle: Pick<CardVehicle, "colour" | "year" | "make" | "range">,
  view = "side view",
) {
  return `${vehicle.colour} ${vehicle.year} ${vehicle.make} ${vehicle.range}, ${view}`;
}

/** Engine size in litres as buyers say it ("1.5L"); electric cars have none. */
export function engineLitres(cc: number): string | undefined {
  return cc > 0 ? `${(Math.round(cc / 100) / 10).toFixed(1)}L` : undefined;
}
