import {
  bodyTypeLabels,
  fuelTypeLabels,
  offerTags,
  transmissionLabels,
  type VehicleStatus,
} from "../contract/vehicle";
import { branches, type Branch } from "../branches";
import { ageInMonths } from "../finance/offer";
import { representativeMonthly } from "../finance/representative";
import { catalogue, paintWeight, slugify, type CatalogueDerivative } from "./catalogue";
import { addDays, addYears, isoDate, startOfDay, yearsBetween } from "./dates";
import {
  classifiedFeatures,
  featuresInMask,
  pickOptionalExtras,
  searchableFeatureLabels,
  standardEquipment,
} from "./equipment";
import { motHistory, provenanceRecord, serviceHistory } from "./history";
import { generateVrm, plateIdentifier, plateOrder } from "./plates";
import { createPrng, mixSeed, type Prng } from "./prng";
import * as rules from "./rules";
import type { NewVehicleRow, VehicleDetailsTable } from "./tables";
import { cylinderCount, cylinderLayout, fuelDelivery } from "./technical";
import { attentionGrabber, description, isCommercialSource, vehicleSources } from "./text";

/**
 * The deterministic stock generator. Each car draws from its own random stream (seed mixed with its index), so car n is
 * the same whatever the stock size; only VRM uniqueness looks back at earlier cars.
 */

export interface GeneratedVehicle {
  row: NewVehicleRow & { id: number };
  /** The details row, with its standard equipment as JSON (the seeder turns that into an equipment set). */
  details: Omit<VehicleDetailsTable, "vehicle_id" | "equipment_set_id"> & { equipment: string };
}

export interface StockOptions {
  seed: number;
  today: Date;
}

/** Where the dealer group's stock sits: the big sites carry more. */
const branchShare: Record<string, number> = { leeds: 35, manchester: 30, sheffield: 20, york: 15 };
/** Memory-tag letter of each branch's DVLA region (Y Yorkshire, M Manchester). */
const branchArea: Record<string, string> = { leeds: "Y", york: "Y", sheffield: "Y", manchester: "M" };

const tagChance: Record<(typeof offerTags)[number], number> = {
  "0-apr": 0.08,
  "0-deposit": 0.1,
  "0-payments": 0.06,
  service: 0.12,
  warranty: 0.15,
};

/** Pictures per car: most have a full set, about one in twenty is still waiting for the photographer. */
const imageCounts = [
  [0, 5],
  [1, 3],
  [2, 3],
  [3, 4],
  [4, 20],
  [5, 25],
  [6, 40],
] as const;

/** The retail admin fee every car carries (the admin fee table's "Retail customer"), pounds: part of its cash price. */
const adminFee = 179;

const statuses: readonly [VehicleStatus, number][] = [
  ["FOR_SALE_RETAIL", 88],
  ["RESERVED", 5],
  ["SOLD", 7],
];

interface Eligible {
  derivative: CatalogueDerivative;
  from: number;
  to: number;
}

/** Derivatives on sale at some point in the last 13 years, with the registration window each can have. */
function eligibleDerivatives(today: Date) {
  const oldest = addYears(today, -13).getTime();
  const newest = addDays(today, -45).getTime();
  const eligible: Eligible[] = [];
  for (const derivative of catalogue) {
    const from = Math.max(oldest, Date.UTC(derivative.range.fromYear, 0, 1));
    const to = Math.min(newest, Date.UTC(derivative.range.toYear ?? 9999, 11, 31));
    if (from < to) eligible.push({ derivative, from, to });
  }
  let total = 0;
  const cumulative = eligible.map((entry) => (total += entry.derivative.weight));
  return { eligible, cumulative, total };
}

function pickIndex(cumulative: readonly number[], target: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Used stock is mostly three to seven years old: a triangular spread from a few months to about ten years. */
function registrationDate(prng: Prng, today: Date, window: Eligible): Date {
  const age = 0.3 + 9.5 * ((prng.next() + prng.next()) / 2);
  let time = today.getTime() - age * 365.25 * 86_400_000;
  if (time < window.from || time > window.to) time = window.from + prng.next() * (window.to - window.from);
  return startOfDay(new Date(time));
}

/**
 * Retail is trade value plus the dealer's margin, but never more than the car would cost new; about one car in seven
 * carries a discount.
 */
function pricing(prng: Prng, d: CatalogueDerivative, ageYears: number, mileage: number, extrasPrice: number) {
  const tradeValue = rules.usedValue(d.newPrice + extrasPrice / 2, ageYears, mileage, d.fuel);
  const retailValue = Math.min(tradeValue * 1.08, (d.newPrice + extrasPrice) * 0.93);
  const price = rules.dealerPrice(retailValue, prng.next());
  const discount = prng.chance(0.15) ? prng.pick([250, 500, 750, 1000]) : 0;
  const discountPrice = discount > 0 && price - discount > 500 ? price - discount : 0;
  return { price, discountPrice, finalPrice: discountPrice > 0 ? discountPrice : price };
}

export function createStockGenerator({ seed, today: now }: StockOptions) {
  const today = startOfDay(now);
  const { eligible, cumulative, total } = eligibleDerivatives(today);
  const usedVrms = new Set<string>();

  return function vehicle(index: number): GeneratedVehicle {
    const prng = createPrng(mixSeed(seed, index));
    const choice = eligible[pickIndex(cumulative, prng.next() * total)];
    const d = choice.derivative;
    const registered = registrationDate(prng, today, choice);
    const year = registered.getUTCFullYear();
    const ageYears = Math.max(0.1, yearsBetween(registered, today));
    const paint = prng.weighted(d.make.paints, (candidate) => paintWeight(d.make, candidate));
    const branch: Branch = prng.weighted(branches, (site) => branchShare[site.slug] ?? 10);

    let vrm = generateVrm(prng, registered, branchArea[branch.slug]);
    while (usedVrms.has(vrm)) vrm = generateVrm(prng, registered, branchArea[branch.slug]);
    usedVrms.add(vrm);

    const stockId = `NW${100_001 + index}`;
    const slug = `${d.make.slug}-${d.range.slug}-${slugify(`${d.engine} ${d.trim}`)}-${stockId.toLowerCase()}`;
    const mileage = rules.mileageForAge(ageYears, prng.next(), prng.next());
    const euro = rules.euroStandard(registered);
    const mpg = rules.combinedMpg(d.fuel, d.co2);
    const { urban, extraUrban } = rules.urbanMpg(d.fuel, mpg);
    const standard = standardEquipment(d, year);
    const options = pickOptionalExtras(prng);
    const featureMask = standard.mask | options.mask;
    const extrasPrice = options.extras.reduce((sum, extra) => sum + extra.price, 0);

    const { price, discountPrice, finalPrice } = pricing(prng, d, ageYears, mileage, extrasPrice);

    const source = prng.weighted(vehicleSources, ([, share]) => share)[0];
    const commercial = isCommercialSource(source) && ageYears < 4 && prng.chance(0.6);
    const stockIn = new Date(
      Math.max(addDays(today, -prng.int(0, 150)).getTime(), addDays(registered, 7).getTime()),
    );
    const spareKey = prng.chance(0.85);
    const paperwork = { registered, today, stockIn, mileage };
    const mot = motHistory(prng, paperwork);
    const services = serviceHistory(prng, d.make.name, paperwork);
    const fullServiceHistory = services.length >= Math.floor(ageYears);
    const headline = classifiedFeatures(featureMask);
    const facts = {
      year,
      plate: plateIdentifier(registered),
      derivative: d.name,
      title: d.range.title,
      paint: paint[0],
      mileage,
      ageYears,
      fuel: d.fuel,
      engineSize: d.cc,
      transmissionLabel: transmissionLabels[d.transmission],
      headlineFeatures: headline,
      ulez: rules.isUlezCompliant(d.fuel, euro.level),
      services: services.length,
      fullServiceHistory,
      spareKey,
      branchTown: branch.city_town,
    };
    let tagMask = 0;
    offerTags.forEach((tag, bit) => {
      if (prng.chance(tagChance[tag])) tagMask |= 1 << bit;
    });
    const wear = ageYears > 8 || mileage > 80_000 ? 1 : 0;
    const cylinders = cylinderCount(d.cc, d.fuel);

    const status = prng.weighted(statuses, ([, share]) => share)[0];
    const imageCount = prng.weighted(imageCounts, ([, share]) => share)[0];
    const conditionGrade = Math.min(
      4,
      prng.weighted([1, 2, 3, 4], (grade) => [35, 40, 20, 5][grade - 1]) + wear,
    );
    const listPrice = d.newPrice + extrasPrice;
    const row: GeneratedVehicle["row"] = {
      id: index + 1,
      status,
      image_count: imageCount,
      make_slug: d.make.slug,
      range_slug: d.range.slug,
      trim_slug: d.trimSlug,
      body_type: d.range.body,
      fuel_type: d.fuel,
      transmission: d.transmission,
      drivetrain: d.drivetrain,
      colour: paint[1],
      doors: d.doors,
      seats: d.seats,
      engine_decilitres: Math.round(d.cc / 100),
      final_price: finalPrice,
      monthly_payment: representativeMonthly({
        cashPrice: finalPrice + adminFee,
        vehiclePrice: finalPrice,
        ageMonths: ageInMonths(isoDate(registered), today),
        odometer: mileage,
        zeroAprOffer: (tagMask & (1 << offerTags.indexOf("0-apr"))) !== 0,
      }),
      year,
      plate_order: plateOrder(facts.plate),
      odometer: mileage,
      insurance_group: rules.insuranceGroup(d.bhp, d.newPrice),
      tax_rate: rules.annualVed({
        firstRegistered: registered,
        co2: d.co2,
        engineCc: d.cc,
        listPrice,
        today,
      }),
      co2: d.co2,
      mpg,
      feature_mask: featureMask,
      tag_mask: tagMask,
      site_id: branch.id,
      cap_id: d.capId,
      date_first_registered: isoDate(registered),
      date_stock_in: isoDate(stockIn),
      stock_id: stockId,
      slug,
      vrm,
      admin_fee: adminFee,
      // The site search matches make, model, derivative, colour and keywords (body, fuel, gearbox, equipment).
      search_text: [
        d.range.title,
        d.name,
        paint[0],
        paint[1],
        bodyTypeLabels[d.range.body],
        fuelTypeLabels[d.fuel],
        transmissionLabels[d.transmission],
        ...featuresInMask(featureMask).map((feature) => searchableFeatureLabels[feature]),
        vrm,
        stockId,
      ]
        .join(" ")
        .toLowerCase(),
    };
    const details: GeneratedVehicle["details"] = {
      make_name: d.make.name,
      range_name: d.range.name,
      model: d.range.model,
      derivative: d.name,
      trim_name: d.trim,
      manufacturer_colour: paint[0],
      colour_hex: paint[2],
      engine_size: d.cc,
      bhp: d.bhp,
      cylinders,
      cylinder_layout: cylinderLayout(cylinders, d.make.slug),
      fuel_delivery: fuelDelivery(d.fuel, d.cc, d.bhp),
      acceleration: rules.zeroToSixtyTwo(d.kerb, d.bhp, d.fuel === "electric" || d.drivetrain === "awd"),
      top_speed: rules.topSpeedMph(d.bhp, d.fuel, d.make.limitedTo155),
      length_mm: d.range.size[0],
      width_mm: d.range.size[1],
      height_mm: d.range.size[2],
      kerb_weight: d.kerb,
      mpg_urban: urban,
      mpg_extra_urban: extraUrban,
      euro_standard: euro.level,
      ulez_compliant: facts.ulez ? 1 : 0,
      plate: facts.plate,
      price,
      discount_price: discountPrice,
      new_price: d.newPrice,
      vat_scheme: commercial ? "Commercial" : "Margin",
      condition_grade: conditionGrade,
      spare_key: spareKey ? 1 : 0,
      recent_views: Math.floor(prng.next() ** 2 * 60),
      vehicle_source: source,
      attention_grabber: attentionGrabber(prng, facts),
      description: description(prng, facts),
      equipment: JSON.stringify(standard.equipment),
      optional_extras: JSON.stringify(options.extras),
      mot: JSON.stringify(mot),
      service_history: JSON.stringify(services),
      provenance: JSON.stringify(provenanceRecord(prng, stockIn)),
    };
    return { row, details };
  };
}

/** The first `count` cars of a seed, in memory (tests and small stocks; seedStock streams instead). */
export function generateStock(count: number, options: StockOptions): GeneratedVehicle[] {
  const vehicle = createStockGenerator(options);
  return Array.from({ length: count }, (_, index) => vehicle(index));
}
