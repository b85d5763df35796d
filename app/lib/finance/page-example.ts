import { maxDeposit } from "@contract/finance-deposit";
import { snapToSlider, type SliderBounds } from "@contract/sliders";
import { calculatorBounds } from "./calculator-bounds";
import { typedNumber } from "./finance-params";

/**
 * The finance example of the content pages: a representative example worked out by the quote engine for a car the
 * shopper describes (cash price, deposit, term, annual mileage), kept in the page URL under `example_*` so it works as
 * a GET form without JavaScript and can be shared.
 */
export const PAGE_EXAMPLE_PARAMS = {
  price: "example_price",
  deposit: "example_deposit",
  term: "example_term",
  mileage: "example_mileage",
} as const;

/** It starts on the dealer's standing example: a £9,995 car, £1,000 down, 48 months, 8,000 miles a year. */
export const PAGE_EXAMPLE_START = { price: 9995, deposit: 1000, term: 48, mileage: 8000 } as const;

export interface PageExampleInput {
  price: number;
  deposit: number;
  term: number;
  mileage: number;
}

export interface PageExampleBounds {
  price: SliderBounds;
  deposit: SliderBounds;
  term: SliderBounds;
  mileage: SliderBounds;
}

const PRICE_BOUNDS: SliderBounds = { min: 2000, max: 100_000, step: 5 };

export function pageExampleBounds(price: number): PageExampleBounds {
  const { term, mileage } = calculatorBounds(price);
  return { price: PRICE_BOUNDS, deposit: { min: 0, max: maxDeposit(price), step: 50 }, term, mileage };
}

/** The shopper's figures from the URL, each moved onto its control's steps and bounds; the start where none is given. */
export function pageExampleInput(params: URLSearchParams): PageExampleInput {
  const read = (name: string, bounds: SliderBounds, fallback: number) =>
    snapToSlider(typedNumber(params.get(name)) ?? fallback, bounds);
  const price = read(PAGE_EXAMPLE_PARAMS.price, PRICE_BOUNDS, PAGE_EXAMPLE_START.price);
  const bounds = pageExampleBounds(price);
  return {
    price,
    deposit: read(
      PAGE_EXAMPLE_PARAMS.deposit,
      bounds.deposit,
      Math.min(PAGE_EXAMPLE_START.deposit, bounds.deposit.max),
    ),
    term: read(PAGE_EXAMPLE_PARAMS.term, bounds.term, PAGE_EXAMPLE_START.term),
    mileage: read(PAGE_EXAMPLE_PARAMS.mileage, bounds.mileage, PAGE_EXAMPLE_START.mileage),
  };
}
