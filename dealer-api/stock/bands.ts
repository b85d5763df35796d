/**
 * The steps the filter dropdowns and sliders offer for numeric filters. Each step is an upper bound ("up to £10,000"),
 * except mpg, which is a lower one ("50+ mpg").
 */

const grouped = new Intl.NumberFormat("en-GB");
const pounds = (value: number) => `£${grouped.format(value)}`;

export interface Band {
  steps: readonly number[];
  label: (step: number) => string;
}

export const priceBand: Band = {
  steps: [
    4000, 5000, 6000, 7000, 8000, 9000, 10_000, 12_000, 14_000, 16_000, 18_000, 20_000, 22_500, 25_000,
    27_500, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 125_000, 150_000,
  ],
  label: (step) => `Up to ${pounds(step)}`,
};

/** The monthly slider runs 0–1,000 in steps of 50 (docs/product/search.md#budget). */
export const monthlyBand: Band = {
  steps: Array.from({ length: 20 }, (_, index) => (index + 1) * 50),
  label: (step) => `Up to ${pounds(step)} a month`,
};

/** Mileage is counted in buckets of this many miles: bucket b holds 5,000·b + 1 to 5,000·(b + 1), matching the steps. */
export const mileageBucketSize = 5000;

export const mileageBand: Band = {
  steps: [
    5000, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 125_000, 150_000,
  ],
  label: (step) => `Up to ${grouped.format(step)} miles`,
};

export const insuranceBand: Band = {
  steps: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50],
  label: (step) => `Up to group ${step}`,
};

/** The CO2 edges of the VED bands, so "up to 100 g/km" means something to a buyer. */
export const emissionsBand: Band = {
  steps: [0, 50, 75, 100, 110, 120, 130, 140, 150, 165, 175, 185, 200, 225, 255, 300],
  label: (step) => (step === 0 ? "Zero emissions" : `Up to ${step} g/km`),
};

export const mpgBand: Band = {
  steps: [30, 40, 50, 60, 70, 80, 100],
  label: (step) => `${step}+ mpg`,
};

export const taxLabel = (rate: number) => (rate === 0 ? "No road tax" : `Up to ${pounds(rate)} a year`);

/**
 * "Up to" steps worth offering: from the first that finds a car to the first that finds them all (higher ones would add
 * nothing).
 */
export function usefulUpperSteps(
  steps: readonly number[],
  countUpTo: (step: number) => number,
  total: number,
) {
  const useful: [number, number][] = [];
  for (const step of steps) {
    const count = countUpTo(step);
    if (count === 0) continue;
    useful.push([step, count]);
    if (count >= total) break;
  }
  return useful;
}
