/**
 * The vehicles' words and lists (body types, fuels, colours, offers, sort orders...) without vehicle.ts's schemas: the
 * browser's code imports these, so a page's scripts carry no schema library (issue 19). vehicle.ts re-exports them.
 */

// prettier-ignore
export const bodyTypes = [
  "hatchback", "saloon", "coupe", "convertible", "estate", "mpv", "pickup", "suv",
] as const;
export type BodyType = (typeof bodyTypes)[number];
export const bodyTypeLabels: Record<BodyType, string> = {
  hatchback: "Hatchback",
  saloon: "Saloon",
  coupe: "Coupe",
  convertible: "Convertible",
  estate: "Estate",
  mpv: "MPV",
  pickup: "Pickup",
  suv: "SUV",
};

export const fuelTypes = ["petrol", "diesel", "hybrid", "plug-in-hybrid", "electric"] as const;
export type FuelType = (typeof fuelTypes)[number];
export const fuelTypeLabels: Record<FuelType, string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  hybrid: "Hybrid",
  "plug-in-hybrid": "Plug-in Hybrid",
  electric: "Electric",
};

export const transmissions = ["manual", "automatic"] as const;
export type Transmission = (typeof transmissions)[number];
export const transmissionLabels: Record<Transmission, string> = { manual: "Manual", automatic: "Automatic" };

export const drivetrains = ["fwd", "rwd", "awd"] as const;
export type Drivetrain = (typeof drivetrains)[number];
export const drivetrainLabels: Record<Drivetrain, string> = {
  fwd: "Front wheel drive",
  rwd: "Rear wheel drive",
  awd: "Four wheel drive",
};

/** The colour a buyer filters by; the paint's own name is `manufacturer_colour`. */
// prettier-ignore
export const colours = [
  "beige", "black", "blue", "bronze", "brown", "gold", "green", "grey", "orange", "purple", "red", "silver",
  "white", "yellow",
] as const;
export type Colour = (typeof colours)[number];
export const colourLabels = Object.fromEntries(
  colours.map((colour) => [colour, colour.charAt(0).toUpperCase() + colour.slice(1)]),
) as Record<Colour, string>;

export const vehicleStatuses = ["FOR_SALE_RETAIL", "RESERVED", "SOLD"] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export const offerTags = ["0-apr", "0-deposit", "0-payments", "service", "warranty"] as const;
export type OfferTag = (typeof offerTags)[number];
export const offerTagLabels: Record<OfferTag, string> = {
  "0-apr": "0% APR finance",
  "0-deposit": "£0 deposit",
  "0-payments": "3 months no payments",
  service: "Free service",
  warranty: "Extended warranty",
};

/**
 * Where a car's price sits against our market estimate of it (docs/product/search.md#price-position), best first. A car
 * with too little evidence has none.
 */
export const pricePositions = ["great", "good", "fair", "higher"] as const;
export type PricePosition = (typeof pricePositions)[number];
export const pricePositionLabels: Record<PricePosition, string> = {
  great: "Great price",
  good: "Good price",
  fair: "Fair price",
  higher: "Higher than market",
};

/** Equipment a buyer can filter by (`features=`); a car must have every feature asked for. */
// prettier-ignore
export const searchableFeatures = [
  "bluetooth", "apple-carplay", "sat-nav", "cruise-control", "climate-control", "heated-seats",
  "leather-seats", "keyless-entry", "alloy-wheels", "parking-sensors", "reversing-camera", "panoramic-roof",
  "blind-spot-monitoring", "isofix", "tow-bar", "heated-steering-wheel",
] as const;
export type SearchableFeature = (typeof searchableFeatures)[number];

/**
 * The 12 vehicle-history checks (docs/product/vehicle-page.md#history-check); flag 0 means the check is
 * clear.
 */
// prettier-ignore
export const provenanceChecks = [
  "finance", "mileage", "at-risk", "write-off", "scrapped", "stolen", "previous-keepers", "plate-change",
  "colour-changes", "mot-history", "tax-sorn", "origin-use",
] as const;
export type ProvenanceCheck = (typeof provenanceChecks)[number];

// prettier-ignore
export const sortOptions = [
  "price|asc", "price|desc", "age|desc", "age|asc", "mileage|asc", "mileage|desc", "date_stock_in|desc",
  "distance|asc", "price_position|asc",
] as const;
export type SortOption = (typeof sortOptions)[number];

export const featureGroups = ["Interior Features", "Exterior Features", "Safety", "Security"] as const;
export type FeatureGroup = (typeof featureGroups)[number];

/**
 * The message of the 400 a search or filter call answers for a make or model slug the catalogue lacks: the site tells
 * "no such make" (a 404 page) from any other refusal (the service failing: a 503) by it.
 */
export const unknownCatalogueMessage = (group: "make" | "range", slug: string) =>
  `Unknown ${group} '${slug}'`;
