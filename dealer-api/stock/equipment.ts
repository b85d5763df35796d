import { searchableFeatures, type FeatureGroup, type SearchableFeature } from "../contract/vehicle";
import type { CatalogueDerivative } from "./catalogue";
import type { Prng } from "./prng";

/**
 * Standard equipment by trim level, and factory options. A car's equipment follows from its derivative's tier (entry
 * trims get air conditioning, top trims leather and a camera), its body and its age (CarPlay from 2017, emergency
 * braking standard from 2018), not from chance; only the options a first owner chose are random.
 */

export const searchableFeatureLabels: Record<SearchableFeature, string> = {
  bluetooth: "Bluetooth",
  "apple-carplay": "Apple CarPlay / Android Auto",
  "sat-nav": "Sat nav",
  "cruise-control": "Cruise control",
  "climate-control": "Climate control",
  "heated-seats": "Heated seats",
  "leather-seats": "Leather seats",
  "keyless-entry": "Keyless entry",
  "alloy-wheels": "Alloy wheels",
  "parking-sensors": "Parking sensors",
  "reversing-camera": "Reversing camera",
  "panoramic-roof": "Panoramic roof",
  "blind-spot-monitoring": "Blind spot monitoring",
  isofix: "ISOFIX",
  "tow-bar": "Tow bar",
  "heated-steering-wheel": "Heated steering wheel",
};

export const featureBit = (feature: SearchableFeature) => 1 << searchableFeatures.indexOf(feature);

/** Features a mask stands for, in the contract's order. */
export function featuresInMask(mask: number): SearchableFeature[] {
  return searchableFeatures.filter((feature) => mask & featureBit(feature));
}

interface Item {
  name: string;
  group: FeatureGroup;
  /** Lowest tier that has it. */
  from: number;
  /** Highest tier that has it (an entry item a better one replaces). */
  to?: number;
  feature?: SearchableFeature;
  /** Only cars first registered in or after this year. */
  since?: number;
  when?: (derivative: CatalogueDerivative) => boolean;
}

const suvOrEstate = (d: CatalogueDerivative) => d.range.body === "suv" || d.range.body === "estate";

const items: readonly Item[] = [
  { name: "Electric front windows", group: "Interior Features", from: 0 },
  { name: "Air conditioning", group: "Interior Features", from: 0, to: 0 },
  { name: "Climate control", group: "Interior Features", from: 1, to: 1, feature: "climate-control" },
  { name: "Dual-zone climate control", group: "Interior Features", from: 2, feature: "climate-control" },
  { name: "Bluetooth phone connection", group: "Interior Features", from: 0, feature: "bluetooth" },
  { name: "DAB digital radio", group: "Interior Features", from: 0 },
  { name: "USB connectivity", group: "Interior Features", from: 0 },
  {
    name: "Apple CarPlay and Android Auto",
    group: "Interior Features",
    from: 1,
    since: 2017,
    feature: "apple-carplay",
  },
  { name: "Multi-function steering wheel", group: "Interior Features", from: 1 },
  {
    name: "Cruise control with speed limiter",
    group: "Interior Features",
    from: 1,
    to: 2,
    feature: "cruise-control",
  },
  { name: "Adaptive cruise control", group: "Interior Features", from: 3, feature: "cruise-control" },
  { name: "Satellite navigation", group: "Interior Features", from: 2, feature: "sat-nav" },
  { name: "Digital instrument cluster", group: "Interior Features", from: 2, since: 2018 },
  { name: "Heated front seats", group: "Interior Features", from: 2, feature: "heated-seats" },
  { name: "Keyless entry and start", group: "Interior Features", from: 2, feature: "keyless-entry" },
  { name: "Leather upholstery", group: "Interior Features", from: 3, feature: "leather-seats" },
  { name: "Heated steering wheel", group: "Interior Features", from: 3, feature: "heated-steering-wheel" },
  { name: "Wireless phone charging", group: "Interior Features", from: 3, since: 2019 },
  { name: "Ambient interior lighting", group: "Interior Features", from: 3 },
  { name: "Split folding rear seats", group: "Interior Features", from: 0, when: (d) => d.seats > 2 },
  { name: "Steel wheels with trims", group: "Exterior Features", from: 0, to: 0 },
  { name: "Alloy wheels", group: "Exterior Features", from: 1, feature: "alloy-wheels" },
  { name: "Body-coloured mirrors and door handles", group: "Exterior Features", from: 0 },
  { name: "LED daytime running lights", group: "Exterior Features", from: 0 },
  { name: "Automatic lights and rain-sensing wipers", group: "Exterior Features", from: 1 },
  { name: "Front fog lights", group: "Exterior Features", from: 1 },
  { name: "LED headlights", group: "Exterior Features", from: 2 },
  { name: "Electrically folding door mirrors", group: "Exterior Features", from: 2 },
  { name: "Rear privacy glass", group: "Exterior Features", from: 2 },
  { name: "Roof rails", group: "Exterior Features", from: 1, when: suvOrEstate },
  { name: "ABS with brake assist", group: "Safety", from: 0 },
  { name: "Electronic stability control", group: "Safety", from: 0 },
  { name: "Front, side and curtain airbags", group: "Safety", from: 0 },
  {
    name: "ISOFIX child seat fixings",
    group: "Safety",
    from: 0,
    feature: "isofix",
    when: (d) => d.seats > 2,
  },
  { name: "Tyre pressure monitoring", group: "Safety", from: 0 },
  { name: "Hill start assist", group: "Safety", from: 0 },
  { name: "Autonomous emergency braking", group: "Safety", from: 0, since: 2018 },
  { name: "Lane keeping assist", group: "Safety", from: 1 },
  { name: "Traffic sign recognition", group: "Safety", from: 1, since: 2017 },
  { name: "Rear parking sensors", group: "Safety", from: 1, to: 1, feature: "parking-sensors" },
  { name: "Front and rear parking sensors", group: "Safety", from: 2, feature: "parking-sensors" },
  { name: "Reversing camera", group: "Safety", from: 2, feature: "reversing-camera" },
  { name: "Driver attention alert", group: "Safety", from: 2 },
  { name: "Blind spot monitoring", group: "Safety", from: 3, feature: "blind-spot-monitoring" },
  { name: "Remote central locking", group: "Security", from: 0 },
  { name: "Engine immobiliser", group: "Security", from: 0 },
  { name: "Alarm", group: "Security", from: 0, to: 0 },
  { name: "Thatcham category 1 alarm", group: "Security", from: 1 },
  { name: "Deadlocks", group: "Security", from: 1 },
  { name: "Locking wheel nuts", group: "Security", from: 1 },
];

export type Equipment = Record<FeatureGroup, string[]>;

/** Standard equipment of a derivative first registered in `year`, and the searchable features it brings. */
export function standardEquipment(
  derivative: CatalogueDerivative,
  year: number,
): { equipment: Equipment; mask: number } {
  const equipment: Equipment = { "Interior Features": [], "Exterior Features": [], Safety: [], Security: [] };
  let mask = 0;
  const tier = derivative.tier;
  for (const item of items) {
    if (tier < item.from || tier > (item.to ?? 3)) continue;
    if (item.since && year < item.since) continue;
    if (item.when && !item.when(derivative)) continue;
    equipment[item.group].push(item.name);
    if (item.feature) mask |= featureBit(item.feature);
  }
  return { equipment, mask };
}

export interface OptionalExtra {
  short_description: string;
  /** Pounds, as listed when new. */
  price: number;
  group: FeatureGroup;
}

const extras: readonly (OptionalExtra & { features: SearchableFeature[] })[] = [
  { short_description: "Metallic paint", price: 595, group: "Exterior Features", features: [] },
  {
    short_description: "Panoramic glass sunroof",
    price: 995,
    group: "Exterior Features",
    features: ["panoramic-roof"],
  },
  { short_description: "Detachable tow bar", price: 750, group: "Exterior Features", features: ["tow-bar"] },
  {
    short_description: "Upgraded alloy wheels",
    price: 600,
    group: "Exterior Features",
    features: ["alloy-wheels"],
  },
  { short_description: "Privacy glass", price: 295, group: "Exterior Features", features: [] },
  {
    short_description: "Winter pack: heated seats and steering wheel",
    price: 450,
    group: "Interior Features",
    features: ["heated-seats", "heated-steering-wheel"],
  },
  { short_description: "Navigation pack", price: 900, group: "Interior Features", features: ["sat-nav"] },
  { short_description: "Premium sound system", price: 550, group: "Interior Features", features: [] },
  {
    short_description: "Parking pack: front and rear sensors with camera",
    price: 650,
    group: "Safety",
    features: ["parking-sensors", "reversing-camera"],
  },
  {
    short_description: "Driver assistance pack",
    price: 1250,
    group: "Safety",
    features: ["blind-spot-monitoring"],
  },
];

/** Options the first owner ticked: about a third of cars have one to three. */
export function pickOptionalExtras(prng: Prng): { extras: OptionalExtra[]; mask: number } {
  if (!prng.chance(0.32)) return { extras: [], mask: 0 };
  const chosen = prng.sample(extras, prng.int(1, 3));
  let mask = 0;
  for (const extra of chosen) for (const feature of extra.features) mask |= featureBit(feature);
  return {
    extras: chosen.map(({ short_description, price, group }) => ({ short_description, price, group })),
    mask,
  };
}

/** The `feature` blob: standard equipment with the fitted options added to their groups. */
export function featureLists(equipment: Equipment, fitted: readonly OptionalExtra[]): Equipment {
  const lists: Equipment = {
    "Interior Features": [...equipment["Interior Features"]],
    "Exterior Features": [...equipment["Exterior Features"]],
    Safety: [...equipment.Safety],
    Security: [...equipment.Security],
  };
  for (const extra of fitted) lists[extra.group].push(extra.short_description);
  return lists;
}

/** Headline features for cards and the overview (at most 10), the ones buyers search for first. */
export function classifiedFeatures(mask: number): string[] {
  return featuresInMask(mask)
    .map((feature) => searchableFeatureLabels[feature])
    .slice(0, 10);
}
