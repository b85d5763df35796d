import { z } from "zod";
import { PLACEHOLDER_IMAGE } from "./credit-check";

/**
 * The car a credit-check link carries (docs/product/finance.md#credit-check:
 * /can-i-get-credit/?Make=…&Model=…). Anyone can type such a link, so every value is checked and anything odd
 * dropped; the picture must be one of our own paths.
 */
export interface CreditCheckCar {
  name: string;
  derivative?: string;
  slug?: string;
  registration?: string;
  mileage?: number;
  retailValue?: number;
  colour?: string;
  fuelType?: string;
  transmission?: string;
  dateRegistered?: string;
  modelYear?: number;
  loanTerm?: number;
  imageUrl: string;
}

const text = z.string().trim().min(1).max(120).optional().catch(undefined);
const whole = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

const query = z.object({
  Make: text,
  Model: text,
  Derivative: text,
  Slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200)
    .optional()
    .catch(undefined),
  Registration: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{2,10}$/)
    .optional()
    .catch(undefined),
  Mileage: whole,
  RetailValue: whole,
  Colour: text,
  FuelType: text,
  Transmission: text,
  DateRegistered: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    .optional()
    .catch(undefined),
  ModelYear: whole,
  LoanTerm: whole,
  // A path on this site only: never a third party's address in our page.
  ImageUrl: z
    .string()
    .regex(/^\/(?!\/)[\w\-./%]*$/)
    .optional()
    .catch(undefined),
});

/** The car in the link, or undefined when the link names none (the page's plain form). */
export function creditCheckCar(params: URLSearchParams): CreditCheckCar | undefined {
  const raw = query.parse(Object.fromEntries(params));
  if (!raw.Make || !raw.Model) return undefined;
  return {
    name: `${raw.Make} ${raw.Model}`,
    derivative: raw.Derivative,
    slug: raw.Slug,
    registration: raw.Registration?.replace(/\s+/g, "").toUpperCase(),
    mileage: raw.Mileage,
    retailValue: raw.RetailValue,
    colour: raw.Colour,
    fuelType: raw.FuelType,
    transmission: raw.Transmission,
    dateRegistered: raw.DateRegistered,
    modelYear: raw.ModelYear,
    loanTerm: raw.LoanTerm,
    imageUrl: raw.ImageUrl ?? PLACEHOLDER_IMAGE,
  };
}
