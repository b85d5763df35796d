import { vehiclePageDescription, vehiclePageTitle } from "./meta";

const car = {
  year: 2019,
  make: { name: "Ford", slug: "ford" },
  range: { name: "Fiesta", slug: "fiesta" },
  derivative: "1.0 EcoBoost 125 Titanium 5dr",
  final_price: 9495,
  admin_fee: 179,
  status: "FOR_SALE_RETAIL" as const,
  reserved: false,
  colour: "Red",
  plate: "69",
  odometer_value: 23456,
  fuel_type: { name: "Petrol", slug: "petrol" as const },
  transmission: "Manual",
  location: {
    site_id: 1,
    site: { name: "Northway Cars Leeds", city_town: "Leeds", postcode: "", telephone: "" },
  },
};

describe("vehicle page meta", () => {
  it("titles the car with its price, the admin fee included", () => {
    expect(vehiclePageTitle(car)).toBe(
      "Used 2019 Ford Fiesta 1.0 EcoBoost 125 Titanium 5dr | £9,674 | Northway Cars",
    );
    expect(vehiclePageTitle({ ...car, status: "SOLD" })).toMatch(/^Sold: 2019 Ford Fiesta/);
  });

  it("describes the car, its price and branch", () => {
    expect(vehiclePageDescription(car)).toBe(
      "Red 2019 (69) Ford Fiesta 1.0 EcoBoost 125 Titanium 5dr, 23,456 miles, petrol, manual. £9,674 at " +
        "Northway Cars Leeds. Reserve online with a fully refundable £99 deposit.",
    );
    expect(vehiclePageDescription({ ...car, status: "SOLD" })).toContain("Sold at Northway Cars Leeds");
    expect(vehiclePageDescription({ ...car, admin_fee: 0 })).toContain(
      "manual. £9,495 at Northway Cars Leeds.",
    );
  });
});
