import { Hono } from "hono";
import { etag } from "hono/etag";
import { blogSvg } from "./blog-art";
import type { BodyType } from "./body-types";
import { placeholderSvg } from "./placeholder";
import { isImageSize, type ImageSize } from "./svg-document";
import { isVehicleView, vehicleSvg, viewNames, type VehicleView } from "./vehicle-svg";

/** What the pictures of one car need to know (the stock service answers it by slug). */
export interface VehicleAppearance {
  bodyType: BodyType;
  colourName: string;
  colourHex: string;
  make: string;
  range: string;
  year: number;
}

export interface MediaDeps {
  appearance: (slug: string) => Promise<VehicleAppearance | undefined>;
}

/** The URL of one picture of one car (what the stock service puts in its image lists). */
export function vehicleImagePath(slug: string, view: VehicleView, size: ImageSize): string {
  return `/media/vehicles/${encodeURIComponent(slug)}/${view}-${size}.svg`;
}

export const placeholderImagePath = "/media/placeholder.svg";
export const blogImagePath = (slug: string) => `/media/blog/${encodeURIComponent(slug)}.svg`;

/** Alt text that describes the car: "Red 2019 Ford Fiesta, side view". */
export function vehicleAltText(car: VehicleAppearance, view: VehicleView): string {
  return `${car.colourName} ${car.year} ${car.make} ${car.range}, ${viewNames[view]}`;
}

const pictureFile = /^(?<view>[a-z-]+)-(?<size>[a-z]+)\.svg$/;
const blogFile = /^(?<slug>[a-z0-9][a-z0-9-]{0,120})\.svg$/;
const svgHeaders = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  // A picture's URL names everything that draws it, so it never changes.
  "Cache-Control": "public, max-age=31536000, immutable",
};

/** Generated pictures: car illustrations by slug, view and size; the placeholder; blog illustrations. */
export function mediaRoutes({ appearance }: MediaDeps): Hono {
  const app = new Hono();
  app.use("/media/*", etag());

  app.get("/media/vehicles/:slug/:file", async (c) => {
    const match = pictureFile.exec(c.req.param("file"));
    const view = match?.groups?.view ?? "";
    const size = match?.groups?.size ?? "";
    if (!isVehicleView(view) || !isImageSize(size)) return c.notFound();
    const car = await appearance(c.req.param("slug"));
    if (!car) return c.notFound();
    const svg = vehicleSvg({
      bodyType: car.bodyType,
      colourHex: car.colourHex,
      view,
      size,
      label: vehicleAltText(car, view),
    });
    return c.body(svg, 200, svgHeaders);
  });

  app.get("/media/placeholder.svg", (c) => c.body(placeholderSvg(), 200, svgHeaders));

  app.get("/media/blog/:file", (c) => {
    const slug = blogFile.exec(c.req.param("file"))?.groups?.slug;
    if (!slug) return c.notFound();
    return c.body(blogSvg(slug), 200, svgHeaders);
  });

  return app;
}
