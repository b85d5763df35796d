import { CARS_ON_OFFER } from "@contract/home-page";

/**
 * The home offers carousel (home block 9, docs/product/home.md#home-blocks): three cars a step, at most three
 * steps.
 */
export const CARS_PER_STEP = 3;
export const MAX_DOTS = 3;
/** The cars on offer the home page's answer carries, at most (dealer-api/contract/home-page.ts): a full carousel. */
export const CAROUSEL_CARS = CARS_ON_OFFER;

/** Spec: 1 dot, a second if more than 3 vehicles, a third if more than 6. */
export function carouselDots(vehicles: number): number {
  if (vehicles > 6) return 3;
  if (vehicles > 3) return 2;
  return 1;
}

/** The step (dot) that shows a given first car. */
export function stepOfSlide(slide: number, vehicles: number): number {
  return Math.min(Math.floor(Math.max(slide, 0) / CARS_PER_STEP), carouselDots(vehicles) - 1);
}

/** The first car of a step, never past the last full view. */
export function firstSlideOfStep(step: number, vehicles: number, perView = CARS_PER_STEP): number {
  const lastStart = Math.max(vehicles - perView, 0);
  return Math.min(Math.max(step, 0) * CARS_PER_STEP, lastStart);
}
