import {
  bodyTypeLabels,
  type Colour,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from "../../contract/vehicle";
import type { DerivativeRow, DriveCode, FuelCode, MakeEntry, Paint, RangeEntry } from "./types";
import { ford, vauxhall } from "./ford-vauxhall";
import { volkswagen, audi, skoda, seat, cupra, porsche } from "./vw-group";
import { bmw, mini, mercedesBenz, smart } from "./bmw-mercedes";
import { toyota, lexus, nissan, honda, mazda, suzuki, mitsubishi } from "./japanese";
import { kia, hyundai, mg } from "./korean-mg";
import { peugeot, citroen, ds, renault, dacia } from "./french";
import { fiat, alfaRomeo, jeep, tesla } from "./italian-american";
import { landRover, jaguar, volvo, polestar } from "./british-swedish";

export const makeEntries: readonly MakeEntry[] = [
  ford,
  vauxhall,
  volkswagen,
  audi,
  skoda,
  seat,
  cupra,
  porsche,
  bmw,
  mini,
  mercedesBenz,
  smart,
  toyota,
  lexus,
  nissan,
  honda,
  mazda,
  suzuki,
  mitsubishi,
  kia,
  hyundai,
  mg,
  peugeot,
  citroen,
  ds,
  renault,
  dacia,
  fiat,
  alfaRomeo,
  jeep,
  tesla,
  landRover,
  jaguar,
  volvo,
  polestar,
];

/** "Range Rover Evoque" → "range-rover-evoque"; "Tekna+" → "tekna-plus" (so it differs from "Tekna"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface CatalogueMake {
  name: string;
  slug: string;
  autoName: string;
  premium: boolean;
  limitedTo155: boolean;
  paints: readonly Paint[];
}

export interface CatalogueRange {
  name: string;
  slug: string;
  /** Range plus body, as CAP names models: "Fiesta Hatchback", "3 Series Estate". */
  model: string;
  /** Make and range as a buyer says them: "Ford Fiesta", but "DS 7" (the range already carries the make). */
  title: string;
  body: RangeEntry["body"];
  fromYear: number;
  /** Undefined while still on sale. */
  toYear: number | undefined;
  size: RangeEntry["size"];
}

/** One derivative as the generator and the stock use it. */
export interface CatalogueDerivative {
  /** Position in the catalogue; cap_id is derived from it so it stays stable while the catalogue only grows. */
  id: number;
  capId: number;
  make: CatalogueMake;
  range: CatalogueRange;
  engine: string;
  trim: string;
  trimSlug: string;
  /** Equipment level 0 (entry) to 3 (top of the range), from the trim's price rank in its range. */
  tier: number;
  /** "1.0 EcoBoost 125 Titanium 5dr Auto". */
  name: string;
  cc: number;
  bhp: number;
  fuel: FuelType;
  transmission: Transmission;
  drivetrain: Drivetrain;
  co2: number;
  newPrice: number;
  kerb: number;
  doors: number;
  seats: number;
  /** Share of used stock. */
  weight: number;
}

const fuels: Record<FuelCode, FuelType> = {
  P: "petrol",
  D: "diesel",
  H: "hybrid",
  PH: "plug-in-hybrid",
  E: "electric",
};
const drives: Record<DriveCode, Drivetrain> = { FWD: "fwd", RWD: "rwd", AWD: "awd" };
/** Extra kerb weight over a petrol manual front-wheel-drive car: batteries, heavier engines, gearboxes, shafts. */
const fuelWeight: Record<FuelCode, number> = { P: 0, D: 60, H: 90, PH: 250, E: 380 };

function weightAdjustment([, , , , fuel, gearbox, , , extras]: DerivativeRow, rangeDrive: DriveCode): number {
  const drive = extras?.drive ?? rangeDrive;
  return fuelWeight[fuel] + (gearbox === "A" ? 25 : 0) + (drive === "AWD" ? 75 : 0);
}

/** Trims ranked by their cheapest derivative: the cheapest trim is tier 0, the dearest tier 3; premium makes start higher. */
function trimTiers(entry: RangeEntry, premium: boolean): Map<string, number> {
  const cheapest = new Map<string, number>();
  for (const [, trim, , , , , , price] of entry.derivatives) {
    cheapest.set(trim, Math.min(price, cheapest.get(trim) ?? Infinity));
  }
  const ranked = [...cheapest.entries()].sort((a, b) => a[1] - b[1]).map(([trim]) => trim);
  const tiers = new Map<string, number>();
  ranked.forEach((trim, rank) => {
    const tier = ranked.length === 1 ? 1 : Math.round((rank * 3) / (ranked.length - 1));
    tiers.set(trim, Math.min(3, tier + (premium ? 1 : 0)));
  });
  return tiers;
}

/** Make and range as a buyer says them: "Ford Fiesta", but "DS 7" (the range already carries the make). */
export function vehicleTitle(makeName: string, rangeName: string): string {
  return rangeName.startsWith(`${makeName} `) ? rangeName : `${makeName} ${rangeName}`;
}

function modelName(rangeName: string, body: RangeEntry["body"]): string {
  const label = bodyTypeLabels[body];
  return rangeName.endsWith(label) ? rangeName : `${rangeName} ${label}`;
}

function buildCatalogue(): CatalogueDerivative[] {
  const derivatives: CatalogueDerivative[] = [];
  for (const entry of makeEntries) {
    const make: CatalogueMake = {
      name: entry.name,
      slug: slugify(entry.name),
      autoName: entry.autoName ?? "Auto",
      premium: entry.premium ?? false,
      limitedTo155: entry.limitedTo155 ?? false,
      paints: entry.paints,
    };
    for (const rangeEntry of entry.ranges) {
      const range: CatalogueRange = {
        name: rangeEntry.name,
        slug: slugify(rangeEntry.name),
        model: modelName(rangeEntry.name, rangeEntry.body),
        title: vehicleTitle(make.name, rangeEntry.name),
        body: rangeEntry.body,
        fromYear: rangeEntry.years[0],
        toYear: rangeEntry.years[1],
        size: rangeEntry.size,
      };
      const rangeDrive = rangeEntry.drive ?? "FWD";
      const tiers = trimTiers(rangeEntry, make.premium);
      const baseAdjustment = weightAdjustment(rangeEntry.derivatives[0], rangeDrive);
      const byPrice = [...rangeEntry.derivatives].sort((a, b) => a[7] - b[7]);
      const shares = rangeEntry.derivatives.map((row) => 1 / (1 + 0.35 * byPrice.indexOf(row)));
      const shareTotal = shares.reduce((sum, share) => sum + share, 0);

      rangeEntry.derivatives.forEach((row, index) => {
        const [engine, trim, cc, bhp, fuel, gearbox, co2, newPrice, extras] = row;
        const doors = extras?.doors ?? rangeEntry.doors;
        const automatic = gearbox === "A";
        const name = [engine, trim, `${doors}dr`, automatic ? make.autoName : ""].filter(Boolean).join(" ");
        const id = derivatives.length + 1;
        derivatives.push({
          id,
          capId: 40_000 + id * 17,
          make,
          range,
          engine,
          trim,
          trimSlug: slugify(trim),
          tier: tiers.get(trim)!,
          name,
          cc,
          bhp,
          fuel: fuels[fuel],
          transmission: automatic ? "automatic" : "manual",
          drivetrain: drives[extras?.drive ?? rangeDrive],
          co2,
          newPrice,
          kerb: rangeEntry.kerb + weightAdjustment(row, rangeDrive) - baseAdjustment,
          doors,
          seats: extras?.seats ?? rangeEntry.seats,
          weight: (rangeEntry.popularity * shares[index]) / shareTotal,
        });
      });
    }
  }
  return derivatives;
}

export const catalogue: readonly CatalogueDerivative[] = buildCatalogue();

/** Makes and ranges by slug, for validating search parameters and labelling. */
export const makesBySlug = new Map(catalogue.map((derivative) => [derivative.make.slug, derivative.make]));
/** Trim names by slug; the same trim ("SE") appears across ranges and makes. */
export const trimsBySlug = new Map(catalogue.map((derivative) => [derivative.trimSlug, derivative.trim]));
export const rangesBySlug = new Map(
  catalogue.map((derivative) => [
    derivative.range.slug,
    { name: derivative.range.name, make: derivative.make.slug },
  ]),
);

/** How common each filter colour is on used cars (grey, black and white lead in the UK). */
const colourPopularity: Partial<Record<Colour, number>> = {
  grey: 22,
  black: 18,
  white: 16,
  blue: 14,
  silver: 12,
  red: 10,
  green: 3,
  bronze: 3,
};

/** A paint's share among its make's paints, so each filter colour keeps its national share. */
export function paintWeight(make: CatalogueMake, paint: Paint): number {
  const sameColour = make.paints.filter(([, colour]) => colour === paint[1]).length;
  return (colourPopularity[paint[1]] ?? 2) / sameColour;
}
