import { getFilterOptions } from "~/dealer/stock.server";
import { heroOptions, dropOrphanRanges, rangeMakes, type HeroOptions } from "./options";
import { searchParams, type HeroSelection } from "./selection";

export interface HeroData {
  selection: HeroSelection;
  /** Undefined when the dealer API could not answer: the hero still works, without counts. */
  options?: HeroOptions;
}

/**
 * The hero for a selection: one filter-options call gives the count and every option list. A range whose make is no
 * longer chosen is dropped first (spec 1 §4), and the count is asked again so it never includes it.
 */
export async function loadHero(selection: HeroSelection): Promise<HeroData> {
  try {
    let filters = await getFilterOptions(Object.fromEntries(searchParams(selection)));
    const normalised = dropOrphanRanges(selection, rangeMakes(filters));
    if (normalised !== selection)
      filters = await getFilterOptions(Object.fromEntries(searchParams(normalised)));
    return { selection: normalised, options: heroOptions(filters, normalised) };
  } catch (error) {
    // Spec 1 §8 leaves count failures open: the shopper can still search, so the hero shows without numbers.
    console.warn("[hero] filter options failed:", (error as Error).message);
    return { selection };
  }
}
