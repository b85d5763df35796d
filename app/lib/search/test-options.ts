import type { FilterOptions } from "@contract/vehicle";

/** A small answer of the dealer API's filter-options call, for the search rules' tests. */
export function filterOptionsFixture(overrides: Partial<FilterOptions> = {}): FilterOptions {
  const empty = {} as Record<string, { label: string; count: number }>;
  return {
    total: 20,
    make: { ford: { label: "Ford", count: 12 }, vauxhall: { label: "Vauxhall", count: 8 } },
    range: {
      fiesta: { label: "Fiesta", make: "ford", count: 7 },
      focus: { label: "Focus", make: "ford", count: 5 },
      corsa: { label: "Corsa", make: "vauxhall", count: 8 },
    },
    derivative: { zetec: { label: "Zetec", count: 4 } },
    body_type: { hatchback: { label: "Hatchback", count: 15 }, suv: { label: "SUV", count: 5 } },
    fuel_type: { petrol: { label: "Petrol", count: 20 } },
    transmission: { manual: { label: "Manual", count: 20 } },
    colours: { red: { label: "Red", count: 20 } },
    doors: empty,
    seats: empty,
    engine_size: empty,
    drivetrain: empty,
    features: { "sat-nav": { label: "Sat nav", count: 6 } },
    tags: { "0-apr": { label: "0% APR finance", count: 3 } },
    price_position: { great: { label: "Great price", count: 2 }, fair: { label: "Fair price", count: 9 } },
    location: { leeds: { label: "Northway Cars Leeds", count: 20 } },
    distance: empty,
    max_price: {
      "4000": { label: "Up to £4,000", count: 2 },
      "5000": { label: "Up to £5,000", count: 6 },
      "10000": { label: "Up to £10,000", count: 20 },
    },
    monthly: {
      "50": { label: "Up to £50 a month", count: 0 },
      "100": { label: "Up to £100 a month", count: 4 },
      "150": { label: "Up to £150 a month", count: 20 },
    },
    insurance: { "10": { label: "Up to group 10", count: 9 }, "15": { label: "Up to group 15", count: 20 } },
    emissions: {
      "0": { label: "Zero emissions", count: 1 },
      "100": { label: "Up to 100 g/km", count: 9 },
      "120": { label: "Up to 120 g/km", count: 20 },
    },
    mpg: { "40": { label: "40+ mpg", count: 19 }, "60": { label: "60+ mpg", count: 3 } },
    tax: { "0": { label: "No road tax", count: 1 }, "195": { label: "Up to £195 a year", count: 20 } },
    years: {
      "2018": { label: "2018", count: 3 },
      "2019": { label: "2019", count: 7 },
      "2021": { label: "2021", count: 10 },
    },
    plates: {
      "19": { label: "19 (Mar 2019 – Aug 2019)", count: 4, order: 38 },
      "69": { label: "69 (Sep 2019 – Feb 2020)", count: 3, order: 39 },
      "20": { label: "20 (Mar 2020 – Aug 2020)", count: 13, order: 40 },
    },
    mileage: {
      "10000": { label: "Up to 10,000 miles", count: 5 },
      "30000": { label: "Up to 30,000 miles", count: 20 },
    },
    ...overrides,
  };
}
