import type { MediaItem, VehicleListing } from "@contract/vehicle";

/**
 * What the site shows when a car has no picture, or a picture fails to load twice
 * (docs/product/vehicle-page.md#gallery).
 */
export const PLACEHOLDER_IMAGE = "/images/placeholder-car.svg";

/**
 * docs/product/vehicle-page.md#gallery: an image path that is neither absolute (https://) nor rooted gets a
 * slash in front.
 */
export function imagePath(path: string): string {
  return /^(https?:)?\/\//i.test(path) || path.startsWith("/") ? path : `/${path}`;
}

export function galleryPictures(media: MediaItem[]): MediaItem[] {
  return media.map((item) => ({
    thumb: imagePath(item.thumb),
    medium: imagePath(item.medium),
    original: imagePath(item.original),
  }));
}

/** The view a picture shows, read from the dealer's file names ("…/front-three-quarter-medium.svg"). */
const views: Record<string, string> = {
  side: "side view",
  "front-three-quarter": "front three-quarter view",
  "rear-three-quarter": "rear three-quarter view",
  front: "front view",
  rear: "rear view",
  interior: "interior view",
};

export function pictureView(url: string): string | undefined {
  const name = /\/([a-z-]+?)-(?:thumb|medium|original)\.[a-z]+$/i.exec(url)?.[1];
  return name ? views[name.toLowerCase()] : undefined;
}

type DescribedVehicle = Pick<VehicleListing, "colour" | "year" | "make" | "range">;

/**
 * Alt text that describes the car: "Red 2019 Ford Fiesta, side view"
 * (docs/product/site-wide.md#accessibility).
 */
export function pictureAlt(vehicle: DescribedVehicle, url: string, index: number): string {
  const view = pictureView(url) ?? `picture ${index + 1}`;
  return `${vehicle.colour} ${vehicle.year} ${vehicle.make.name} ${vehicle.range.name}, ${view}`;
}

/**
 * The gallery counter wraps at both ends (docs/product/vehicle-page.md#gallery): before the first comes the
 * last.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * docs/product/vehicle-page.md#gallery: an image that fails falls back to the original, then to the
 * placeholder; undefined when there is nothing left to try.
 */
export function nextImageSource(failed: string, item: MediaItem | undefined): string | undefined {
  if (failed === PLACEHOLDER_IMAGE) return undefined;
  if (!item || failed === item.original) return PLACEHOLDER_IMAGE;
  return item.original;
}
