import { createPaint, floorShadow, paintDefs, studioBackdrop } from "./paint";
import { sideCar } from "./side-view";
import { lengthOf, silhouettes } from "./silhouettes";
import { el, idMaker, imageSizes, svgDocument, type ImageSize } from "./svg-document";

const canvas = [800, 600] as const;

/** The picture shown while a car has no images (and when an image fails to load): a neutral car, "Image coming soon". */
export function placeholderSvg(size: ImageSize = "medium"): string {
  const id = idMaker("placeholder");
  const paint = createPaint("#c9ced6", id);
  const s = silhouettes.hatchback;
  const length = lengthOf(s);
  const car = el(
    "g",
    { transform: `translate(${(canvas[0] - length) / 2} 400)`, opacity: 0.9 },
    sideCar(s, paint, { parts: true }),
  );
  const caption = el(
    "text",
    {
      x: canvas[0] / 2,
      y: 490,
      "text-anchor": "middle",
      "font-family": "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
      "font-size": 30,
      "font-weight": 600,
      fill: "#6b7280",
    },
    "Image coming soon",
  );
  const [width, height] = imageSizes[size];
  return svgDocument({
    width,
    height,
    viewBox: canvas,
    title: "Image coming soon",
    id,
    defs: paintDefs(paint),
    body:
      studioBackdrop(id, canvas) + floorShadow(paint, canvas[0] / 2, 402, length * 0.54, 18) + car + caption,
  });
}
