import type { CreditCheckVehicle } from "./credit-check";

/** A car as the credit-check link is built from, for tests. */
export const testCreditCheckVehicle: CreditCheckVehicle = {
  make: { name: "Ford", slug: "ford" },
  model: "Fiesta",
  derivative: "1.0 EcoBoost 125 Titanium 5dr",
  slug: "ford-fiesta-nw100057",
  vrm: "YD18WBW",
  odometer_value: 41_182,
  price: 9995,
  discount_price: 9495,
  colour: "Blue",
  fuel_type: { name: "Petrol", slug: "petrol" },
  transmission: "Manual",
  date_first_registered: "2018-08-09",
  year: 2018,
  cap_id: 81_234,
  media_urls: [{ thumb: "/t.svg", medium: "/m.svg", original: "/o.svg" }],
};
