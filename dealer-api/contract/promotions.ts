import type { Promo, PromoFinance } from "./content";

/**
 * Which vehicle promotions apply to a car, and which finance terms a quote must meet to be priced under one: one rule
 * for the site (which shows a car's promotions) and the dealer API (which prices them into the car's quotes and its
 * monthly search). Pure; see docs/decisions/131.
 */

interface Named {
  name: string;
  slug: string;
}

/** What a promotion's rules look at (a VehicleListing has it all). */
export interface PromotedVehicle {
  make: Named;
  range: Named;
  fuel_type: Named;
  body_type: Named;
  location: { site_id: number };
}

const named = (value: Named) => [value.name.toLowerCase(), value.slug.toLowerCase()];

/**
 * docs/product/vehicle-page.md#promotions: a promotion applies when at least one of its rules matches the
 * car's make, range, fuel type or body type (lower-cased names; slugs accepted too) or its branch id.
 */
export function promotionApplies(promo: Pick<Promo, "contents">, vehicle: PromotedVehicle): boolean {
  const { rules } = promo.contents;
  const matches = (values: string[] | undefined, candidates: string[]) =>
    (values ?? []).some((value) => candidates.includes(value.trim().toLowerCase()));
  return (
    matches(rules.make, named(vehicle.make)) ||
    matches(rules.range, named(vehicle.range)) ||
    matches(rules.fuel_type, named(vehicle.fuel_type)) ||
    matches(rules.body_type, named(vehicle.body_type)) ||
    (rules.location_id ?? []).includes(vehicle.location.site_id)
  );
}

/** The promotions that apply to a car and have not ended (`today` is "YYYY-MM-DD"), in the order given. */
export function promotionsFor<P extends Pick<Promo, "contents">>(
  promos: readonly P[],
  vehicle: PromotedVehicle,
  today: string,
): P[] {
  return promos.filter(
    (promo) =>
      promotionApplies(promo, vehicle) &&
      (promo.contents.ends_on === null || promo.contents.ends_on >= today),
  );
}

/** What a quote is asked on, as a promotion's finance terms read it. Pounds. */
export interface PromotionBasis {
  product: "HP" | "PCP";
  term: number;
  /** What the customer pays up front (a dealer contribution is not part of it). */
  deposit: number;
  /** The cash price, compulsory fees included. */
  cashPrice: number;
}

/** Whether a quote on this basis meets the promotion's finance terms (see `promoFinance` in content.ts). */
export function meetsFinanceTerms(finance: PromoFinance, basis: PromotionBasis): boolean {
  if (!finance.products.includes(basis.product)) return false;
  if (finance.terms && !finance.terms.includes(basis.term)) return false;
  if (finance.min_term !== undefined && basis.term < finance.min_term) return false;
  // In whole pence, so 20% of £10,179 is met by £2,035.80 exactly.
  const percent = finance.min_deposit_percent ?? 0;
  return Math.round(basis.deposit * 100) * 100 >= Math.round(basis.cashPrice * 100) * percent;
}

/**
 * The promotion a quote is priced under: the first of the car's promotions (as `promotionsFor` gives them) that is a
 * finance offer whose terms the basis meets; undefined when none is, and the quote is priced normally.
 */
export function financePromotionFor<P extends Pick<Promo, "contents">>(
  promos: readonly P[],
  basis: PromotionBasis,
): P | undefined {
  return promos.find((promo) => promo.contents.finance && meetsFinanceTerms(promo.contents.finance, basis));
}
