/**
 * A finance tool's slider (docs/product/finance.md#calculator). Every slider has a number or select alternative that
 * works alone, so a value may arrive typed: `snapToSlider` makes any typed value one the slider could have produced.
 * Shared: the site draws the sliders, and the dealer API's vehicle page answer prices the calculator on the same value.
 */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Within the bounds, on a step counted from the minimum (the nearest one; halves go up). */
export function snapToSlider(value: number, { min, max, step }: SliderBounds): number {
  if (!Number.isFinite(value)) return min;
  const steps = Math.round((Math.min(max, Math.max(min, value)) - min) / step);
  return Math.min(max, min + steps * step);
}

/** The calculator's deposit slider: steps of £50 up to the largest deposit offered. */
export const CALCULATOR_DEPOSIT_STEP = 50;
