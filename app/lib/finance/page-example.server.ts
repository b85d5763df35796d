import { calculate } from "~/dealer/finance.server";
import { DealerApiError } from "~/dealer/errors";
import { figuresFromCalculator, type RepresentativeFigures } from "./figures";
import {
  pageExampleBounds,
  pageExampleInput,
  type PageExampleBounds,
  type PageExampleInput,
} from "./page-example";
import type { ProductKey } from "./quotes";
import { log } from "~/lib/ops/log.server";

/** One product's part of the example: its figures, or the lender's reason for declining it. */
export type PageExampleResult = { figures: RepresentativeFigures } | { reason: string };

export interface PageExampleView {
  input: PageExampleInput;
  bounds: PageExampleBounds;
  results: Partial<Record<ProductKey, PageExampleResult>>;
  /** The dealer API did not answer: the page says so and shows no figure. */
  failed: boolean;
}

/**
 * The content pages' finance example (lib/finance/page-example.ts), HP and PCP, from the one quote engine (the dealer
 * API's finance calculator, as the vehicle page's calculator uses): no figure is worked out on the site.
 */
export async function loadPageExample(params: URLSearchParams): Promise<PageExampleView> {
  const input = pageExampleInput(params);
  const bounds = pageExampleBounds(input.price);
  try {
    const outcomes = await calculate({
      cashPrice: input.price,
      deposit: input.deposit,
      term: input.term,
      annualMileage: input.mileage,
    });
    const results: PageExampleView["results"] = {};
    for (const key of ["HP", "PCP"] as const) {
      const outcome = outcomes[key];
      if (!outcome) continue;
      results[key] = outcome.quote
        ? { figures: figuresFromCalculator(key, outcome.quote) }
        : { reason: outcome.reason };
    }
    return { input, bounds, results, failed: false };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    log.warn({ err: error }, "finance page example: dealer API failed");
    return { input, bounds, results: {}, failed: true };
  }
}
