import type { ValuationTables } from "./tables";
import { addDays, isoDate, startOfDay } from "../stock/dates";
import { generateVrm } from "../stock/plates";
import { createPrng, mixSeed, type Prng } from "../stock/prng";
import { mileageForAge } from "../stock/rules";
import { carVehicle, derivativeOnSaleIn, pickPaint } from "./vehicles";

/**
 * The embedded registration service's register: a few hundred customers' vehicles, the same on every machine (its own
 * seed and date, not the stock's, so the README's example plates hold whatever stock is generated). Mostly cars of
 * the stock's catalogue at realistic ages and mileages, with a handful of vans and motorcycles (which cannot be
 * valued) and a few cars on cherished old-style plates that only the register knows.
 */

export type RegisteredVehicle = ValuationTables["registered_vehicles"];

export const REGISTRY_SIZE = 300;
const REGISTRY_SEED = 1_502_026;
/** The day the register was drawn for: ages count back from it. */
const REGISTRY_AS_OF = new Date(Date.UTC(2026, 9, 1));

interface OtherVehicle {
  type: "VAN" | "MOTORCYCLE";
  make: string;
  model: string;
  derivative: string;
  fuel: string;
  transmission: string;
  cc: number;
  firstYear: number;
  paints: readonly string[];
}

/** Light commercials and motorcycles often seen at a car dealer's door (engines and trims as UK listings give them). */
const otherVehicles: readonly OtherVehicle[] = [
  {
    type: "VAN",
    make: "Ford",
    model: "Transit Custom",
    derivative: "2.0 EcoBlue 130 Limited L1 H1 Panel Van",
    fuel: "Diesel",
    transmission: "Manual",
    cc: 1995,
    firstYear: 2016,
    paints: ["Frozen White", "Moondust Silver", "Magnetic Grey"],
  },
  {
    type: "VAN",
    make: "Volkswagen",
    model: "Transporter",
    derivative: "2.0 TDI 150 Highline T28 SWB Panel Van",
    fuel: "Diesel",
    transmission: "Manual",
    cc: 1968,
    firstYear: 2015,
    paints: ["Candy White", "Indium Grey", "Deep Black"],
  },
  {
    type: "VAN",
    make: "Vauxhall",
    model: "Vivaro",
    derivative: "2.0 Turbo D 120 Sportive L1 H1 Panel Van",
    fuel: "Diesel",
    transmission: "Manual",
    cc: 1997,
    firstYear: 2019,
    paints: ["Summit White", "Quartz Grey"],
  },
  {
    type: "VAN",
    make: "Mercedes-Benz",
    model: "Sprinter",
    derivative: "314 CDI Progressive L2 H2 Panel Van",
    fuel: "Diesel",
    transmission: "Manual",
    cc: 2143,
    firstYear: 2018,
    paints: ["Arctic White", "Tenorite Grey"],
  },
  {
    type: "MOTORCYCLE",
    make: "Honda",
    model: "CB500F",
    derivative: "CB500F ABS",
    fuel: "Petrol",
    transmission: "Manual",
    cc: 471,
    firstYear: 2016,
    paints: ["Grand Prix Red", "Matt Gunpowder Black"],
  },
  {
    type: "MOTORCYCLE",
    make: "Yamaha",
    model: "MT-07",
    derivative: "MT-07 ABS",
    fuel: "Petrol",
    transmission: "Manual",
    cc: 689,
    firstYear: 2014,
    paints: ["Icon Blue", "Tech Black"],
  },
  {
    type: "MOTORCYCLE",
    make: "Triumph",
    model: "Street Triple",
    derivative: "Street Triple R 765",
    fuel: "Petrol",
    transmission: "Manual",
    cc: 765,
    firstYear: 2017,
    paints: ["Crystal White", "Sapphire Black"],
  },
  {
    type: "MOTORCYCLE",
    make: "Honda",
    model: "PCX125",
    derivative: "PCX125 Scooter",
    fuel: "Petrol",
    transmission: "Automatic",
    cc: 125,
    firstYear: 2014,
    paints: ["Pearl Jasmine White", "Mat Carbonium Grey"],
  },
];

/** Every 25th entry is a van or a motorcycle (12 in all); every 37th car carries a cherished old-style plate. */
const isOther = (index: number) => index % 25 === 12;
const isCherished = (index: number) => index % 37 === 20;

/** Letters of a pre-2001 prefix plate ("R123 ABC"): never I, O, Q, U or Z in the year letter. */
const prefixLetters = [..."ABCDEFGHJKLMNPRSTVWXY"];
const serialLetters = [..."ABCDEFGHJKLMNOPRSTUVWXY"];

function cherishedPlate(prng: Prng): string {
  let serial = "";
  for (let i = 0; i < 3; i++) serial += prng.pick(serialLetters);
  return `${prng.pick(prefixLetters)}${prng.int(1, 999)}${serial}`;
}

/** Used vehicles are mostly three to eight years old: a triangular spread from about a year to thirteen. */
function registeredOn(prng: Prng, firstYear: number): { registered: Date; ageYears: number } {
  const ageYears = 0.8 + 12 * ((prng.next() + prng.next()) / 2);
  let time = REGISTRY_AS_OF.getTime() - ageYears * 365.25 * 86_400_000;
  time = Math.max(time, Date.UTC(firstYear, 0, 1) + prng.next() * 180 * 86_400_000);
  const registered = startOfDay(new Date(time));
  return { registered, ageYears: (REGISTRY_AS_OF.getTime() - registered.getTime()) / (365.25 * 86_400_000) };
}

/** The register entry at `index`, drawn from its own random stream (entry n does not depend on entry n − 1). */
function entry(index: number): RegisteredVehicle {
  const prng = createPrng(mixSeed(REGISTRY_SEED, index));
  if (isOther(index)) {
    const other = otherVehicles[Math.floor(index / 25) % otherVehicles.length];
    const { registered, ageYears } = registeredOn(prng, other.firstYear);
    return {
      vrm: generateVrm(prng, registered),
      vehicle_type: other.type,
      cap_id: null,
      make: other.make,
      model: other.model,
      derivative: other.derivative,
      fuel_type: other.fuel,
      transmission: other.transmission,
      engine: other.cc,
      colour: prng.pick(other.paints),
      registration_date: isoDate(registered),
      // Vans cover more ground than cars, motorcycles far less.
      recorded_mileage: mileageForAge(
        ageYears * (other.type === "VAN" ? 1.6 : 0.4),
        prng.next(),
        prng.next(),
      ),
    };
  }
  let { registered, ageYears } = registeredOn(prng, 2012);
  let derivative = derivativeOnSaleIn(prng, registered.getUTCFullYear());
  while (!derivative) {
    registered = addDays(registered, 365);
    ageYears -= 1;
    derivative = derivativeOnSaleIn(prng, registered.getUTCFullYear());
  }
  const vrm = isCherished(index) ? cherishedPlate(prng) : generateVrm(prng, registered);
  const car = carVehicle(vrm, derivative, pickPaint(prng, derivative), registered);
  return {
    vrm,
    vehicle_type: "CAR",
    cap_id: car.cap_id,
    make: car.make,
    model: car.model,
    derivative: car.derivative,
    fuel_type: car.fuel_type,
    transmission: car.transmission,
    engine: car.engine,
    colour: car.colour,
    registration_date: car.registration_date,
    recorded_mileage: mileageForAge(ageYears, prng.next(), prng.next()),
  };
}

/**
 * The register. A plate drawn twice, or one a stock car already carries (`taken`), is left out: two vehicles never
 * share a registration.
 */
export function generateRegistry(taken: ReadonlySet<string> = new Set()): RegisteredVehicle[] {
  const seen = new Set(taken);
  const rows: RegisteredVehicle[] = [];
  for (let index = 0; index < REGISTRY_SIZE; index++) {
    const row = entry(index);
    if (seen.has(row.vrm)) continue;
    seen.add(row.vrm);
    rows.push(row);
  }
  return rows;
}
