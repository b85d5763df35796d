import type { BodyType } from "./body-types";
import { mix } from "./colour";
import { offerIconPaths } from "../contract/offer-icons";
import { createPaint, floorShadow, paintDefs } from "./paint";
import { sideCar } from "./side-view";
import { lengthOf, silhouettes } from "./silhouettes";
import { el, escapeXml, hashString, idMaker, linearGradient, svgDocument } from "./svg-document";

/** Offer pictures are 16:9, like the blog's, so cards of both line up. */
export const offerImageSize = [1200, 675] as const;

interface OfferScheme {
  top: string;
  bottom: string;
  badge: string;
  car: string;
  bodyType: BodyType;
}

/** One scheme per offer icon: the picture says which kind of offer it is before the words do. */
const schemes: Record<string, OfferScheme> = {
  percent: { top: "#0b3d91", bottom: "#3b6fd1", badge: "#fbbf24", car: "#e5e7eb", bodyType: "hatchback" },
  pound: { top: "#065f46", bottom: "#34a67f", badge: "#fde68a", car: "#b91c1c", bodyType: "suv" },
  shield: { top: "#312e81", bottom: "#6366f1", badge: "#a5f3fc", car: "#1f2937", bodyType: "estate" },
  wrench: { top: "#7c2d12", bottom: "#ea7a3c", badge: "#fef3c7", car: "#1d4ed8", bodyType: "saloon" },
  truck: { top: "#0f766e", bottom: "#5eead4", badge: "#fefce8", car: "#f97316", bodyType: "mpv" },
  calendar: { top: "#9d174d", bottom: "#f472b6", badge: "#fff1f2", car: "#0f172a", bodyType: "coupe" },
};
const fallbackSchemes = Object.values(schemes);

export interface OfferArtInput {
  slug: string;
  /** The offer's icon name (dealer-api/contract/offer-icons.ts). */
  icon: string;
  /** The offer's short label ("0% APR", "£0 deposit"), drawn in the badge. */
  iconText: string;
  /** The picture's title: the offer's heading. */
  title: string;
}

/**
 * An offer's picture: a road at dusk or day in the offer's colours, a car of the illustrations' family on it, and a
 * round badge with the offer's icon and label. Derived from the offer alone: the same offer always draws the same.
 */
export function offerSvg({ slug, icon, iconText, title }: OfferArtInput): string {
  const scheme = schemes[icon] ?? fallbackSchemes[hashString(slug) % fallbackSchemes.length];
  const [width, height] = offerImageSize;
  const id = idMaker(`offer|${slug}|${icon}|${iconText}`);
  const paint = createPaint(scheme.car, id);
  const ground = 560;
  const silhouette = silhouettes[scheme.bodyType];
  const length = lengthOf(silhouette);
  const scale = 1.15;
  const carX = width - 90 - length * scale;
  const stripes = Array.from({ length: 7 }, (_, i) =>
    el("rect", {
      x: 40 + i * 180,
      y: ground + 52,
      width: 110,
      height: 10,
      rx: 5,
      fill: "#f8fafc",
      opacity: 0.8,
    }),
  ).join("");
  const iconPath = offerIconPaths[icon];
  const badgeX = 280;
  const badgeY = 270;
  const badge =
    el("circle", { cx: badgeX, cy: badgeY, r: 190, fill: scheme.badge }) +
    el("circle", {
      cx: badgeX,
      cy: badgeY,
      r: 172,
      fill: "none",
      stroke: scheme.top,
      "stroke-width": 6,
      opacity: 0.35,
    }) +
    (iconPath
      ? el(
          "g",
          { transform: `translate(${badgeX - 60} ${badgeY - 150}) scale(5)` },
          el("path", {
            d: iconPath,
            fill: "none",
            stroke: scheme.top,
            "stroke-width": 2,
            "stroke-linecap": "round",
            "stroke-linejoin": "round",
          }),
        )
      : "") +
    `<text x="${badgeX}" y="${badgeY + 95}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${iconText.length > 8 ? 46 : 58}" font-weight="700" fill="${scheme.top}">${escapeXml(iconText)}</text>`;
  const body =
    el("rect", { width, height, fill: `url(#${id("sky")})` }) +
    el("circle", { cx: 1020, cy: 150, r: 260, fill: "#ffffff", opacity: 0.08 }) +
    el("circle", { cx: 900, cy: 90, r: 120, fill: "#ffffff", opacity: 0.08 }) +
    el("rect", { y: ground, width, height: height - ground, fill: mix(scheme.top, "#000000", 0.45) }) +
    stripes +
    floorShadow(paint, carX + (length * scale) / 2, ground + 4, length * scale * 0.52, 22) +
    el(
      "g",
      { transform: `translate(${Math.round(carX)} ${ground}) scale(${scale})` },
      sideCar(silhouette, paint, { parts: true }),
    ) +
    badge;
  return svgDocument({
    width,
    height,
    viewBox: offerImageSize,
    title,
    id,
    defs:
      paintDefs(paint) +
      linearGradient(id("sky"), [
        [0, scheme.top],
        [1, scheme.bottom],
      ]),
    body,
  });
}
