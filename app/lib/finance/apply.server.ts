import { z } from "zod";
import {
  annualMileageBounds,
  financeProductKeys,
  financeTerms,
} from "../../../dealer-api/contract/finance-vocabulary";
import { CALCULATOR_ADD_ONS } from "./calculator-bounds";
import type { ApplicationChoice } from "./apply";

const knownAddOns = new Set(CALCULATOR_ADD_ONS.map((addOn) => addOn.id));
const { min, max, step } = annualMileageBounds;

const applicationQuery = z.object({
  vrm: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,8}$/)),
  product: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(financeProductKeys)),
  term: z.coerce
    .number()
    .int()
    .refine((term) => (financeTerms as readonly number[]).includes(term)),
  deposit: z.coerce.number().min(0).max(1_000_000),
  mileage: z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .refine((miles) => miles % step === 0),
  add_ons: z
    .string()
    .optional()
    .transform((value) =>
      [...new Set((value ?? "").split(",").map((id) => id.trim()))].filter((id) => knownAddOns.has(id)),
    ),
});

/** The choice a link carries, or undefined when it isn't one a quote could have produced. */
export function parseApplication(params: URLSearchParams): ApplicationChoice | undefined {
  const parsed = applicationQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return undefined;
  const { add_ons: addOns, ...choice } = parsed.data;
  return { ...choice, addOns };
}
