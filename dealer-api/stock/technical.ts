import {
  transmissionLabels,
  type FuelType,
  type TechnicalSpec,
  type Transmission,
} from "../contract/vehicle";

/** Engine facts a catalogue row does not spell out, inferred the way an engineer would guess them. */

/** Small turbo engines are three-cylinder, most others four; big ones six or eight. */
export function cylinderCount(cc: number, fuel: FuelType): number {
  if (fuel === "electric" || cc === 0) return 0;
  if (cc <= 1250) return 3;
  if (cc <= 2500) return 4;
  if (cc <= 3500) return 6;
  return 8;
}

export function cylinderLayout(cylinders: number, makeSlug: string): string {
  if (cylinders === 0) return "None";
  if (makeSlug === "porsche" && cylinders === 6) return "Flat";
  if (cylinders <= 4 || makeSlug === "bmw") return "Inline";
  return "V";
}

/** Diesels are common-rail; petrol engines making over 85 bhp a litre are turbocharged direct injection. */
export function fuelDelivery(fuel: FuelType, cc: number, bhp: number): string {
  if (fuel === "electric") return "Electric motor";
  if (fuel === "diesel") return "Common rail turbo diesel";
  return bhp / (cc / 1000) > 85 ? "Turbocharged direct injection" : "Multi point fuel injection";
}

/** The columns technical_spec is built from. */
export interface TechnicalFacts {
  engine_size: number;
  cylinders: number;
  cylinder_layout: string;
  fuel_delivery: string;
  transmission: string;
  acceleration: number;
  bhp: number;
  top_speed: number;
  height_mm: number;
  length_mm: number;
  width_mm: number;
  mpg_urban: number;
  mpg_extra_urban: number;
  mpg: number;
  co2: number;
  kerb_weight: number;
}

/**
 * The technical_spec object (docs/product/vehicle-page.md#details): display labels plus the aliases older
 * templates read.
 */
export function technicalSpec(facts: TechnicalFacts): TechnicalSpec {
  return {
    CC: facts.engine_size,
    Cylinders: facts.cylinders,
    "Cylinder Layout": facts.cylinder_layout,
    "Fuel Delivery": facts.fuel_delivery,
    Transmission: transmissionLabels[facts.transmission as Transmission] ?? facts.transmission,
    "0 to 62 mph": facts.acceleration,
    "Engine Power BHP": facts.bhp,
    "Top Speed": facts.top_speed,
    Height: facts.height_mm,
    Length: facts.length_mm,
    Width: facts.width_mm,
    "EC Urban mpg": facts.mpg_urban,
    "EC Extra Urban mpg": facts.mpg_extra_urban,
    "EC Combined mpg": facts.mpg,
    "CO2 g/km": facts.co2,
    "Kerb Weight": facts.kerb_weight,
    enginePowerBhp: facts.bhp,
    ecCombinedMpg: facts.mpg,
    co2Gkm: facts.co2,
    "0To62MphSecs": facts.acceleration,
    "cylinder-layout": facts.cylinder_layout,
    "fuel-delivery": facts.fuel_delivery,
    "ec-urban-mpg": facts.mpg_urban,
    "ec-extra-urban-mpg": facts.mpg_extra_urban,
    "ec-combined-mpg": facts.mpg,
    "co2-gkm": facts.co2,
  };
}
