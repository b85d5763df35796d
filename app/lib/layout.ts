/** The five layouts (docs/product/shell.md#layouts); a route picks one with `handle: { layout }`. */
export type LayoutName = "default" | "contact" | "print" | "transparent-head" | "vehicle";

export interface RouteHandle {
  layout?: LayoutName;
  /**
   * The picture that is the page's largest paint on a phone, from the route's data: the document's head asks for it
   * before the stylesheets and scripts, so it does not queue behind them.
   */
  leadPicture?: (data: unknown) => string | undefined;
}

/** The deepest route's lead picture, if it names one. */
export function leadPictureOf(matches: { handle?: unknown; data?: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const picture = (match?.handle as RouteHandle | undefined)?.leadPicture?.(match?.data);
    if (picture) return picture;
  }
  return undefined;
}

export function layoutOf(matches: { handle?: unknown }[]): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.layout) return handle.layout;
  }
  return "default";
}
