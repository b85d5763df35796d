import { getFilterOptions } from "~/dealer/stock.server";
import { heroOptions, dropOrphanRanges, rangeMakes, type HeroOptions } from "./options";
import { countQuery, type HeroSelection } from "./selection";
import type { FinanceChoice } from "~/lib/finance/choice";

export interface HeroData {
  selection: HeroSelection;
  /** The shopper's finance basis: what a monthly budget is searched on. */
  basis: FinanceChoice;
  /** Undefined when the dealer API could not answer: the hero still works, without counts. */
  options?: HeroOptions;
}

/**
 * The hero for a selection: one filter-options call gives the count and every option list. A range whose make is no
 * longer chosen is dropped first (spec 1 §4), and the count is asked again so it never includes it.
 */
export async function loadHero(selection: HeroSelection, basis: FinanceChoice): Promise<HeroData> {
  try {
    let filters = await getFilterOptions(countQuery(selection, basis));
    const normalised = dropOrphanRanges(selection, rangeMakes(filters));
    if (normalised !== selection) filters = await getFilterOptions(countQuery(normalised, basis));
    return { selection: normalised, basis, options: heroOptions(filters, normalised) };
  } catch (error) {
    // Spec 1 §8 leaves count failures open: the shopper can still search, so the hero shows without numbers.
    console.warn("[hero] filter options failed:", (error as Error).message);
    return { selection, basis };
  }
}
