/**
 * The residual-value model: the guaranteed minimum future value (GMFV) a PCP lender promises for the car at the end
 * of the agreement. Lenders buy this from valuation guides; offline we model it:
 * - the car keeps 85 % of its value a year over the term (used-car depreciation of about 13 % a year,
 * docs/product/data.md#estimates, plus margin);
 * - annual mileage above 8,000 costs 0.4 % of value per 1,000 miles for each year (below 8,000 gains, up to 5 %);
 * - an older car at the start is guaranteed less (2 % a year after its first), because its resale is less certain;
 * - the lender guarantees 85 % of that forecast, so the customer's option to hand the car back is covered.
 * The answer is whole pounds, a multiple of £5 rounded down, like the representative example's £4,195.
 */

export interface ResidualInput {
  /** What the car sells for today, pounds. */
  cashPrice: number;
  /** Age at the start of the agreement, months. */
  ageMonths: number;
  term: number;
  annualMileage: number;
}

const clamp = (low: number, high: number, value: number) => Math.min(high, Math.max(low, value));

export const yearlyKeep = 0.85;
export const guaranteedShare = 0.85;
export const baselineAnnualMileage = 8000;

export function guaranteedFutureValue({ cashPrice, ageMonths, term, annualMileage }: ResidualInput): number {
  const years = term / 12;
  const depreciation = Math.pow(yearlyKeep, years);
  const mileage = clamp(0.6, 1.05, 1 - 0.000004 * (annualMileage - baselineAnnualMileage) * years);
  const age = clamp(0.8, 1, 1 - 0.02 * Math.max(0, ageMonths / 12 - 1));
  const forecast = cashPrice * depreciation * mileage * age;
  return Math.max(0, Math.floor((forecast * guaranteedShare) / 5) * 5);
}
