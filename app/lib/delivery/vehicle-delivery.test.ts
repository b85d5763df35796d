import { describe, expect, it } from "vitest";
import type { DeliveryTariff } from "@contract/delivery";
import type { Place } from "@contract/places";
import { deliveryCostRow, vehicleDelivery } from "./vehicle-delivery";

const tariff: DeliveryTariff = {
  bands: [
    { up_to_miles: 40, price: 0 },
    { up_to_miles: 80, price: 149 },
    { up_to_miles: null, price: 299 },
  ],
  by_arrangement_areas: ["BT"],
  note: "",
};

const place = (outward: string, miles: Record<number, number>): Place => ({
  postcode: outward,
  outward,
  matched: outward,
  precision: "district",
  latitude: 53.8,
  longitude: -1.5,
  branches: Object.entries(miles).map(([site, distance]) => ({
    site_id: Number(site),
    slug: `site-${site}`,
    city_town: ["", "Leeds", "Manchester"][Number(site)],
    miles: distance,
  })),
});
const leedsCar = { site_id: 1, site: { city_town: "Leeds" } };

describe("vehicleDelivery", () => {
  it("offers collection and free delivery within the free band", () => {
    expect(vehicleDelivery(place("LS11", { 1: 12, 2: 36 }), tariff, leedsCar)).toEqual({
      collect: "Collect from Leeds (12 miles)",
      deliver: "Free delivery to LS11 (12 miles)",
      quote: { kind: "free" },
      miles: 12,
      outward: "LS11",
    });
  });

  it("prices delivery beyond it", () => {
    const far = vehicleDelivery(place("NE1", { 1: 64 }), tariff, leedsCar)!;
    expect(far.deliver).toBe("Delivery £149 to NE1 (64 miles)");
    expect(deliveryCostRow(far, "Leeds")).toEqual({
      key: "delivery",
      label: "Delivery to NE1 (64 miles)",
      value: "£149",
      note: "Or collect from Leeds for free",
    });
  });

  it("has nothing to say of a branch the place does not know", () => {
    expect(vehicleDelivery(place("LS11", { 2: 36 }), tariff, leedsCar)).toBeUndefined();
  });

  it("gives the cost row the tariff's promise while no postcode is known", () => {
    expect(deliveryCostRow(undefined, "Leeds", tariff)).toEqual({
      key: "delivery",
      label: "Delivery",
      value: "Free within 40 miles",
      note: "Of our Leeds branch. Enter your postcode under Delivery for the price to you",
    });
    expect(deliveryCostRow(undefined, "Leeds")).toBeUndefined();
  });
});
