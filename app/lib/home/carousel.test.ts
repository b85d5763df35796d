import { describe, expect, it } from "vitest";
import {
  CAROUSEL_CARS,
  CARS_PER_STEP,
  carouselDots,
  firstSlideOfStep,
  MAX_DOTS,
  stepOfSlide,
} from "./carousel";

describe("carouselDots", () => {
  it("shows one dot, a second above 3 cars and a third above 6", () => {
    expect([0, 1, 3, 4, 6, 7, 9, 12].map(carouselDots)).toEqual([1, 1, 1, 2, 2, 3, 3, 3]);
  });
});

describe("steps and slides", () => {
  it("maps a first car to its dot", () => {
    expect(stepOfSlide(0, 9)).toBe(0);
    expect(stepOfSlide(3, 9)).toBe(1);
    expect(stepOfSlide(8, 9)).toBe(2);
    expect(stepOfSlide(5, 5)).toBe(1);
  });

  it("starts a dot's view at its first car, never past the last full view", () => {
    expect(firstSlideOfStep(1, 9)).toBe(3);
    expect(firstSlideOfStep(2, 9)).toBe(6);
    expect(firstSlideOfStep(1, 5)).toBe(2);
    expect(firstSlideOfStep(1, 5, 1)).toBe(3);
    expect(firstSlideOfStep(0, 2)).toBe(0);
  });
});

describe("the cars on offer", () => {
  it("the home page's answer carries at most a full carousel: three steps of three", () => {
    expect(CAROUSEL_CARS).toBe(CARS_PER_STEP * MAX_DOTS);
  });
});
