/** The five layouts (docs/product/shell.md#layouts); a route picks one with `handle: { layout }`. */
export type LayoutName = "default" | "contact" | "print" | "transparent-head" | "vehicle";

export interface RouteHandle {
  layout?: LayoutName;
}

export function layoutOf(matches: { handle?: unknown }[]): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.layout) return handle.layout;
  }
  return "default";
}
