/** Old stock-locator links carry `?VRM=…&extref=…` (spec 1 §7): what to look the car up by. */
export interface LegacyVehicleLookup {
  vrm?: string;
  stock_id?: string;
}

export function legacyLookupFrom(url: URL): LegacyVehicleLookup | undefined {
  const vrm = url.searchParams.get("VRM")?.replace(/\s+/g, "").toUpperCase() || undefined;
  const stockId = url.searchParams.get("extref")?.trim() || undefined;
  if (!vrm && !stockId) return undefined;
  return { vrm, stock_id: stockId };
}

/** The second chance for an unreadable legacy path: the stock id after its last hyphen ("/ford-fiesta-NW1234"). */
export function stockIdFromPath(pathname: string): string | undefined {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const hyphen = last.lastIndexOf("-");
  const candidate = hyphen >= 0 ? last.slice(hyphen + 1) : "";
  return /^[A-Za-z0-9]+$/.test(candidate) ? candidate : undefined;
}
