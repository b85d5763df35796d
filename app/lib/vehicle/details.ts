import type { TechnicalSpec, Vehicle } from "@contract/vehicle";
import { formatNumber } from "../format";

export type DetailTabId = "overview" | "features" | "technical" | "efficiency" | "safety" | "extras";

export interface DetailTab {
  id: DetailTabId;
  label: string;
}

/** docs/product/vehicle-page.md#details: the overview shows up to 10 classified features. */
export const OVERVIEW_FEATURE_LIMIT = 10;

/**
 * The details tabs in the order of docs/product/vehicle-page.md#details; Optional Extras only when the car
 * has some.
 */
export function detailTabs(vehicle: Pick<Vehicle, "optional_extras">): DetailTab[] {
  const tabs: DetailTab[] = [
    { id: "overview", label: "Overview" },
    { id: "features", label: "Features" },
    { id: "technical", label: "Technical Spec" },
    { id: "efficiency", label: "Vehicle Efficiency" },
    { id: "safety", label: "Safety & Security" },
  ];
  if (vehicle.optional_extras.length > 0) tabs.push({ id: "extras", label: "Optional Extras" });
  return tabs;
}

/** One tab open at a time; choosing the open one closes it (docs/product/vehicle-page.md#details). */
export function toggleTab(open: DetailTabId | null, chosen: DetailTabId): DetailTabId | null {
  return open === chosen ? null : chosen;
}

/** The ARIA tabs keys: arrows move along the row and wrap, Home and End jump to the ends. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

export interface FactRow {
  label: string;
  value: string;
}

const unit = (value: number, suffix: string) => `${formatNumber(value)}${suffix}`;

/**
 * The Technical Spec tab. Figures a car doesn't have are left out rather than shown as 0 (an electric car has no
 * cylinders or engine capacity).
 */
export function technicalSpecRows(spec: TechnicalSpec): FactRow[] {
  const rows: [string, number | string, (value: number) => string][] = [
    ["Engine capacity", spec.CC, (value) => unit(value, " cc")],
    ["Cylinders", spec.Cylinders, String],
    ["Cylinder layout", spec["Cylinder Layout"], String],
    ["Fuel delivery", spec["Fuel Delivery"], String],
    ["Transmission", spec.Transmission, String],
    ["Engine power", spec["Engine Power BHP"], (value) => unit(value, " bhp")],
    ["0 to 62 mph", spec["0 to 62 mph"], (value) => `${value} seconds`],
    ["Top speed", spec["Top Speed"], (value) => unit(value, " mph")],
    ["Length", spec.Length, (value) => unit(value, " mm")],
    ["Width", spec.Width, (value) => unit(value, " mm")],
    ["Height", spec.Height, (value) => unit(value, " mm")],
    ["Kerb weight", spec["Kerb Weight"], (value) => unit(value, " kg")],
  ];
  return rows
    .filter(([, value]) => value !== 0 && value !== "" && value !== "None")
    .map(([label, value, show]) => ({ label, value: typeof value === "number" ? show(value) : value }));
}

/** The Vehicle Efficiency tab: fuel economy (none for electric cars) and emissions. */
export function efficiencyRows(
  vehicle: Pick<Vehicle, "technical_spec" | "technical_data" | "co2_gkm">,
): FactRow[] {
  const spec = vehicle.technical_spec;
  const economy: [string, number][] = [
    ["Urban", spec["EC Urban mpg"]],
    ["Extra urban", spec["EC Extra Urban mpg"]],
    ["Combined", spec["EC Combined mpg"]],
  ];
  return [
    ...economy
      .filter(([, mpg]) => mpg > 0)
      .map(([label, mpg]) => ({ label: `${label} fuel economy`, value: `${mpg} mpg` })),
    { label: "CO2 emissions", value: `${vehicle.co2_gkm} g/km` },
    { label: "Emissions standard", value: vehicle.technical_data["standard-euro-emissions"] },
  ];
}
