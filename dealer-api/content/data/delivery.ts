import type { DeliveryTariff } from "../../contract/delivery";

/**
 * The delivery tariff as the dealer publishes it (docs/decisions/140-distance-and-delivery.md): free within 40 miles of
 * the car's branch, then a flat price per band of miles, as the crow flies from the branch to the buyer's postcode.
 * Islands and Northern Ireland need a ferry: by arrangement.
 */
export const deliveryTariffData: DeliveryTariff = {
  bands: [
    { up_to_miles: 40, price: 0 },
    { up_to_miles: 80, price: 149 },
    { up_to_miles: 150, price: 199 },
    { up_to_miles: 250, price: 249 },
    { up_to_miles: null, price: 299 },
  ],
  by_arrangement_areas: ["BT", "GY", "HS", "IM", "JE", "ZE"],
  note:
    "Delivery is free within 40 miles of the branch holding the car. Beyond that: £149 up to 80 miles, £199 up to " +
    "150 miles, £249 up to 250 miles and £299 anywhere further in mainland Britain (miles as the crow flies from the " +
    "branch to your postcode). Northern Ireland, the islands, the Isle of Man and the Channel Islands by arrangement.",
};
