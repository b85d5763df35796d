import { bodyTypeLabels } from "../contract/vehicle";
import type { BodyType } from "./body-types";
import { bodySidePath, roundedPath, type Arch, type Vec } from "./geometry";
import { brandNavy } from "./brand";
import { lengthOf, silhouettes } from "./silhouettes";
import { el, escapeXml } from "./svg-document";

export const iconColours = { base: "#374151", active: brandNavy } as const;
/** Icons are 64 × 32: wide enough for a car's profile to read at filter-button size. */
export const iconSize = [64, 32] as const;

/**
 * A body-type filter icon drawn from the same silhouette as the illustrations: an outline in slate,
 * or (active) filled in the brand navy with white glass.
 */
export function bodyTypeIcon(bodyType: BodyType, active: boolean): string {
  const s = silhouettes[bodyType];
  const scale = (iconSize[0] - 6) / lengthOf(s);
  const map = ([x, y]: Vec): Vec => [3 + x * scale, iconSize[1] - 2 - y * scale];
  const colour = active ? iconColours.active : iconColours.base;
  const strokeWidth = 1.6;
  const r = s.wheels.radius;
  const arches: Arch[] = s.wheels.axles.map((cx) => ({ cx, cy: r, radius: r + 22 }));
  const line = {
    stroke: colour,
    "stroke-width": strokeWidth,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  };
  const body = el("path", {
    d: bodySidePath(s.outline, arches, map),
    fill: active ? colour : "none",
    ...line,
  });
  const parts = (s.parts ?? [])
    .map((p) => el("path", { d: roundedPath(p.profile, map), fill: colour }))
    .join("");
  const windows = s.windows
    .map((w) =>
      el("path", { d: roundedPath(w, map), fill: active ? "#ffffff" : "none", ...line, "stroke-width": 1.2 }),
    )
    .join("");
  const wheels = s.wheels.axles
    .map((cx) => {
      const [x, y] = map([cx, r]);
      return (
        el("circle", { cx: x, cy: y, r: r * scale, fill: active ? colour : "none", ...line }) +
        el("circle", { cx: x, cy: y, r: r * scale * 0.35, fill: active ? "#ffffff" : colour })
      );
    })
    .join("");
  const title = `${bodyTypeLabels[bodyType]}${active ? " (selected)" : ""}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${iconSize[0]}" height="${iconSize[1]}" ` +
    `viewBox="0 0 ${iconSize[0]} ${iconSize[1]}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>${parts}${body}${windows}${wheels}</svg>\n`
  );
}

/** Where the site's body-type icons live, relative to public/. */
export function bodyTypeIconPath(bodyType: BodyType, active: boolean): string {
  return active ? `images/body-types/active/${bodyType}-active.svg` : `images/body-types/${bodyType}.svg`;
}
