import type { DeliveryTariff } from "@contract/delivery";
import type { Place } from "@contract/places";
import type { Vehicle } from "@contract/vehicle";
import { formatPrice } from "../format";
import type { CostRow } from "../vehicle/true-cost";
import { deliveryQuote, type DeliveryQuote } from "@contract/delivery-quote";
import { collectLine, deliveryLine, milesText } from "./delivery";

/** A car's collection and delivery for the shopper's postcode (the vehicle page's Delivery block and cost row). */
export interface VehicleDelivery {
  collect: string;
  deliver: string;
  quote: DeliveryQuote;
  miles: number;
  outward: string;
}

type CarLocation = { site_id: number; site: Pick<Vehicle["location"]["site"], "city_town"> };

export function vehicleDelivery(
  place: Place,
  tariff: DeliveryTariff,
  location: CarLocation,
): VehicleDelivery | undefined {
  const branch = place.branches.find((each) => each.site_id === location.site_id);
  if (!branch) return undefined;
  const quote = deliveryQuote(tariff, branch.miles, place.outward);
  return {
    collect: collectLine(location.site.city_town, branch.miles),
    deliver: deliveryLine(quote, place.outward, branch.miles),
    quote,
    miles: branch.miles,
    outward: place.outward,
  };
}

/**
 * The true-cost table's delivery row: the price to the shopper's postcode, or, with none yet, the tariff's free radius
 * (none at all without the tariff).
 */
export function deliveryCostRow(
  delivery: VehicleDelivery | undefined,
  town: string,
  tariff?: DeliveryTariff,
): CostRow | undefined {
  if (delivery) {
    const { quote } = delivery;
    return {
      key: "delivery",
      label: `Delivery to ${delivery.outward} (${milesText(delivery.miles)})`,
      value:
        quote.kind === "free"
          ? "Free"
          : quote.kind === "priced"
            ? formatPrice(quote.price)
            : "By arrangement",
      note: `Or collect from ${town} for free`,
    };
  }
  const free = tariff?.bands[0];
  if (!free || free.price !== 0 || free.up_to_miles === null) return undefined;
  return {
    key: "delivery",
    label: "Delivery",
    value: `Free within ${free.up_to_miles} miles`,
    note: `Of our ${town} branch. Enter your postcode under Delivery for the price to you`,
  };
}
