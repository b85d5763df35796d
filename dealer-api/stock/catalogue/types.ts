import type { BodyType, Colour } from "../../contract/vehicle";

/**
 * Shapes of the hand-curated UK catalogue. Rows are tuples so a range's line-up reads like a dealer's price list; the
 * catalogue index turns them into named records.
 */

/** P petrol, D diesel, H hybrid (mild and full), PH plug-in hybrid, E electric. */
export type FuelCode = "P" | "D" | "H" | "PH" | "E";
/** M manual, A automatic. */
export type GearCode = "M" | "A";
export type DriveCode = "FWD" | "RWD" | "AWD";

export interface DerivativeExtras {
  drive?: DriveCode;
  doors?: number;
  seats?: number;
}

/**
 * [engine, trim, engine cc (0 for electric), bhp, fuel, gearbox, WLTP CO2 g/km, list price new £ incl. VAT, extras?].
 * The engine text is what UK listings put before the trim ("1.0 EcoBoost 125", "320d", "100kW 50kWh").
 */
export type DerivativeRow = readonly [
  engine: string,
  trim: string,
  cc: number,
  bhp: number,
  fuel: FuelCode,
  gearbox: GearCode,
  co2: number,
  newPrice: number,
  extras?: DerivativeExtras,
];

export interface RangeEntry {
  name: string;
  body: BodyType;
  /** First and last year this generation was registered new; no last year while it is still on sale. */
  years: readonly [number] | readonly [number, number];
  doors: number;
  seats: number;
  /** Kerb weight of the first derivative, kg; the others are adjusted by fuel, gearbox and drive. */
  kerb: number;
  /** Length, width, height in mm. */
  size: readonly [number, number, number];
  drive?: DriveCode;
  /** Relative share of used stock: a Fiesta is about 30, a Porsche 911 about 1. */
  popularity: number;
  derivatives: readonly DerivativeRow[];
}

/** [paint name, the colour buyers filter by, hex for the pictures]. */
export type Paint = readonly [name: string, colour: Colour, hex: string];

export interface MakeEntry {
  name: string;
  /** What the maker calls its automatic gearbox in derivative names ("DSG", "S tronic"); "Auto" when not given. */
  autoName?: string;
  /** Premium makes fit more equipment as standard. */
  premium?: boolean;
  /** Makers that electronically limit fast cars to 155 mph. */
  limitedTo155?: boolean;
  paints: readonly Paint[];
  ranges: readonly RangeEntry[];
}

/**
 * Builds a range from one line of facts and its derivative rows (positional, so the catalogue reads like a price list):
 * name, body, years registered new, doors, seats, kerb kg, [length, width, height] mm, popularity, drive (front-wheel
 * when not given), derivatives.
 */
export function range(
  name: string,
  body: BodyType,
  years: RangeEntry["years"],
  doors: number,
  seats: number,
  kerb: number,
  size: RangeEntry["size"],
  popularity: number,
  ...rest: [derivatives: readonly DerivativeRow[]] | [drive: DriveCode, derivatives: readonly DerivativeRow[]]
): RangeEntry {
  const [drive, derivatives] = rest.length === 1 ? ["FWD" as const, rest[0]] : rest;
  return { name, body, years, doors, seats, kerb, size, popularity, drive, derivatives };
}
