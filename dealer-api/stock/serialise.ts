import {
  bodyTypeLabels,
  colourLabels,
  drivetrainLabels,
  fuelTypeLabels,
  offerTagLabels,
  offerTags,
  transmissionLabels,
  type BodyType,
  type Colour,
  type Drivetrain,
  type FeatureGroup,
  type FuelType,
  type MarketComparable,
  type MarketValue,
  type MediaItem,
  type Transmission,
  type Vehicle,
  type VehicleListing,
  type VehicleStatus,
} from "../contract/vehicle";
import { branches } from "../branches";
import { vehicleTitle } from "./catalogue";
import { classifiedFeatures, featureLists, type OptionalExtra } from "./equipment";
import { provenanceReport, type ProvenanceRecord } from "./history";
import { formatVrm } from "./plates";
import { euroEmissionsValue } from "./rules";
import type { VehicleDetailsRow, VehicleRow } from "./tables";
import { technicalSpec } from "./technical";

/** Turns stock rows into the contract's shapes (dealer-api/contract/vehicle.ts). */

/** Views in the order a gallery shows them; a car with n pictures has the first n. */
export const galleryViews = [
  "side",
  "front-three-quarter",
  "rear-three-quarter",
  "front",
  "rear",
  "interior",
] as const;

export function mediaUrls(slug: string, imageCount: number): MediaItem[] {
  return galleryViews.slice(0, imageCount).map((view) => {
    const path = (size: string) => `/media/vehicles/${slug}/${view}-${size}.svg`;
    return { thumb: path("thumb"), medium: path("medium"), original: path("original") };
  });
}

/** Detail columns a listing needs (everything but the JSON blobs and the description). */
export const listingDetailColumns = [
  "make_name",
  "range_name",
  "model",
  "derivative",
  "trim_name",
  "manufacturer_colour",
  "colour_hex",
  "engine_size",
  "bhp",
  "euro_standard",
  "ulez_compliant",
  "plate",
  "price",
  "discount_price",
  "new_price",
  "vat_scheme",
  "condition_grade",
  "spare_key",
  "recent_views",
  "vehicle_source",
  "attention_grabber",
] as const;

export type ListingRow = VehicleRow & Pick<VehicleDetailsRow, (typeof listingDetailColumns)[number]>;

const pence = (value: number) => Math.round(value * 100) / 100;

/** `market`: the car's market estimate, from the stock index (stock/market.ts). */
export function toListing(row: ListingRow, market: MarketValue | null = null): VehicleListing {
  const branch = branches.find((site) => site.id === row.site_id) ?? branches[0];
  const media = mediaUrls(row.slug, row.image_count);
  const priceWhenNew = pence(row.new_price / 1.2);
  return {
    id: row.id,
    stock_id: row.stock_id,
    slug: row.slug,
    vrm: row.vrm,
    formatted_plate: formatVrm(row.vrm),
    plate: row.plate,
    category: "cars",
    name: `${vehicleTitle(row.make_name, row.range_name)} ${row.derivative}`,
    make: { name: row.make_name, slug: row.make_slug },
    model: row.model,
    range: { name: row.range_name, slug: row.range_slug },
    derivative: row.derivative,
    trim: { name: row.trim_name, slug: row.trim_slug },
    price: row.price,
    discount_price: row.discount_price,
    final_price: row.final_price,
    price_excluding_vat: row.vat_scheme === "Commercial" ? pence(row.final_price / 1.2) : null,
    price_when_new: priceWhenNew,
    vat_when_new: pence(row.new_price - priceWhenNew),
    vat_scheme: row.vat_scheme === "Commercial" ? "Commercial" : "Margin",
    admin_fee: row.admin_fee,
    monthly_payment: row.monthly_payment,
    odometer_value: row.odometer,
    odometer_units: "miles",
    transmission: transmissionLabels[row.transmission as Transmission],
    fuel_type: { name: fuelTypeLabels[row.fuel_type as FuelType], slug: row.fuel_type as FuelType },
    body_type: { name: bodyTypeLabels[row.body_type as BodyType], slug: row.body_type as BodyType },
    drivetrain: { name: drivetrainLabels[row.drivetrain as Drivetrain], slug: row.drivetrain as Drivetrain },
    colour: colourLabels[row.colour as Colour],
    colour_slug: row.colour as Colour,
    manufacturer_colour: row.manufacturer_colour,
    colour_hex: row.colour_hex,
    doors: row.doors,
    seats: row.seats,
    engine_size: row.engine_size,
    engine_power_bhp: row.bhp,
    tax_rate_value: row.tax_rate,
    insurance_group: row.insurance_group,
    co2_gkm: row.co2,
    mpg: row.mpg,
    ulez_compliant: row.ulez_compliant === 1,
    year: row.year,
    date_first_registered: row.date_first_registered,
    cap_id: row.cap_id,
    status: row.status as VehicleStatus,
    reserved: row.status === "RESERVED",
    media_urls: media,
    original_media_urls: media.map((item) => item.original),
    classifiedFeatures: classifiedFeatures(row.feature_mask),
    tags: offerTags
      .filter((_, bit) => row.tag_mask & (1 << bit))
      .map((slug) => ({ slug, name: offerTagLabels[slug] })),
    free_delivery: true,
    technical_data: { "standard-euro-emissions": euroEmissionsValue(row.euro_standard) },
    location: {
      site_id: branch.id,
      site: {
        name: branch.name,
        city_town: branch.city_town,
        postcode: branch.postcode,
        telephone: branch.telephone,
      },
    },
    vehicle_source: row.vehicle_source,
    attention_grabber: row.attention_grabber,
    condition: { grade: row.condition_grade },
    spare_key: row.spare_key === 1,
    recent_views: row.recent_views,
    date_stock_in: row.date_stock_in,
    market_value: market,
  };
}

export type VehicleRowWithDetails = VehicleRow & VehicleDetailsRow & { equipment: string };

/** `acceptsPartExchange`: whether the car's branch takes part-exchanges now (the dealer's setting, branch_settings). */
export function toVehicle(
  row: VehicleRowWithDetails,
  market: MarketValue | null = null,
  comparables: MarketComparable[] = [],
  acceptsPartExchange = false,
): Vehicle {
  const equipment = JSON.parse(row.equipment) as Record<FeatureGroup, string[]>;
  const extras = JSON.parse(row.optional_extras) as OptionalExtra[];
  const listing = toListing(row, market);
  return {
    ...listing,
    location: {
      ...listing.location,
      site: { ...listing.location.site, accepts_part_exchange: acceptsPartExchange },
    },
    description: row.description,
    feature: featureLists(equipment, extras),
    standard_equipment: {
      Safety: equipment.Safety.map((name) => ({ name })),
      Security: equipment.Security.map((name) => ({ name })),
    },
    technical_spec: technicalSpec(row),
    mot: JSON.parse(row.mot),
    service_history: JSON.parse(row.service_history),
    optional_extras: extras.map(({ short_description, price }) => ({ short_description, price })),
    provenance: provenanceReport(JSON.parse(row.provenance) as ProvenanceRecord),
    market_comparables: comparables,
  };
}
