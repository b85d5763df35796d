import { fuelTypeLabels, transmissionLabels } from "../contract/vehicle";
import type { ValuationVehicle } from "../contract/valuations";
import { catalogue, paintWeight, type CatalogueDerivative } from "../stock/catalogue";
import type { Paint } from "../stock/catalogue/types";
import { isoDate } from "../stock/dates";
import type { Prng } from "../stock/prng";

/** The catalogue by CAP id: a valuation reads the new price and fuel of the car the lookup named. */
const byCapId = new Map(catalogue.map((derivative) => [String(derivative.capId), derivative]));

export function derivativeByCapId(capId: string | null): CatalogueDerivative | undefined {
  return capId === null ? undefined : byCapId.get(capId);
}

/** The generated picture of a car the lookup answers (the media service draws it from the registration). */
export function valuationImagePath(vrm: string): string {
  return `/media/vehicles/valuation-${vrm.toLowerCase()}/side-medium.svg`;
}

/** A catalogue car as a registration service describes it. */
export function carVehicle(
  vrm: string,
  derivative: CatalogueDerivative,
  paint: Paint,
  registered: Date,
): ValuationVehicle {
  return {
    vrm,
    cap_id: String(derivative.capId),
    vehicle_type: "CAR",
    make: derivative.make.name,
    model: derivative.range.name,
    derivative: derivative.name,
    fuel_type: fuelTypeLabels[derivative.fuel],
    transmission: transmissionLabels[derivative.transmission],
    engine: derivative.cc,
    colour: paint[0],
    registration_date: isoDate(registered),
    image: valuationImagePath(vrm),
  };
}

/**
 * A derivative registered new in that calendar year (its range's years include it), picked as often as used cars of
 * it are seen; none when the catalogue has no car of that year.
 */
export function derivativeOnSaleIn(prng: Prng, year: number): CatalogueDerivative | undefined {
  const onSale = catalogue.filter(
    (derivative) => derivative.range.fromYear <= year && year <= (derivative.range.toYear ?? Infinity),
  );
  return onSale.length === 0 ? undefined : prng.weighted(onSale, (derivative) => derivative.weight);
}

/** One of the make's paints, as common as that colour is on used cars. */
export function pickPaint(prng: Prng, derivative: CatalogueDerivative): Paint {
  return prng.weighted(derivative.make.paints, (paint) => paintWeight(derivative.make, paint));
}
