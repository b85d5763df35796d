/**
 * London ULEZ (docs/product/vehicle-page.md#price-facts, TfL): petrol needs Euro 4 or higher, diesel Euro 6
 * or higher; electric cars and hybrids are always compliant; anything else is not. The Euro level is the last
 * character of the standard-euro-emissions value.
 */
export function euroLevel(standardEuroEmissions: string): number | undefined {
  const level = Number.parseInt(standardEuroEmissions.trim().slice(-1), 10);
  return Number.isNaN(level) ? undefined : level;
}

export function isUlezCompliant(fuelTypeName: string, standardEuroEmissions: string): boolean {
  const fuel = fuelTypeName.trim().toLowerCase();
  if (fuel === "electric" || fuel.includes("hybrid")) return true;
  const level = euroLevel(standardEuroEmissions);
  if (level === undefined) return false;
  if (fuel === "petrol") return level >= 4;
  if (fuel === "diesel") return level >= 6;
  return false;
}

/** TfL's daily charge for a non-compliant car inside the zone (tfl.gov.uk/modes/driving/ulez, 2025). */
export const ULEZ_DAILY_CHARGE = 12.5;
