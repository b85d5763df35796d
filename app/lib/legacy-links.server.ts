import { findVehicleBody } from "@contract/vehicle";

/**
 * Old stock-locator links carry `?VRM=…&extref=…` (docs/product/shell.md#routes, rule 5): what to look the
 * car up by.
 */
export interface LegacyVehicleLookup {
  vrm?: string;
  stock_id?: string;
}

/** The dealer API's own rule for a lookup (plates up to 20 characters, stock ids up to 40): checked before asking. */
const askable = (lookup: LegacyVehicleLookup) => findVehicleBody.safeParse(lookup).success;

/**
 * The lookup a legacy link asks for; "broken" when its plate or stock id cannot be one (the dealer API would refuse
 * it), which is a 404 like any failed route validation; undefined for an ordinary URL.
 */
export function legacyLookupFrom(url: URL): LegacyVehicleLookup | "broken" | undefined {
  const vrm = url.searchParams.get("VRM")?.replace(/\s+/g, "").toUpperCase() || undefined;
  const stockId = url.searchParams.get("extref")?.trim() || undefined;
  if (!vrm && !stockId) return undefined;
  const lookup: LegacyVehicleLookup = {};
  if (vrm) lookup.vrm = vrm;
  if (stockId) lookup.stock_id = stockId;
  return askable(lookup) ? lookup : "broken";
}

/** The second chance for an unreadable legacy path: the stock id after its last hyphen ("/ford-fiesta-NW1234"). */
export function stockIdFromPath(pathname: string): string | undefined {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const hyphen = last.lastIndexOf("-");
  const candidate = hyphen >= 0 ? last.slice(hyphen + 1) : "";
  return /^[A-Za-z0-9]+$/.test(candidate) && askable({ stock_id: candidate }) ? candidate : undefined;
}
