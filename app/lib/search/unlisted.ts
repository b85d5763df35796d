import type { FilterOptions } from "@contract/vehicle";
import { keptListValues } from "./params";
import type { SearchState, SearchVocabulary } from "./state";

/**
 * Makes and models with no car for sale (docs/decisions/181-makes-with-no-cars-for-sale.md). A link names one (an old
 * bookmark, a make that has just sold out): the stock's vocabulary doesn't hold it, but the dealer API's catalogue
 * may, and the results page then keeps it and says plainly that there are none, rather than dropping it and showing
 * every car. A value the catalogue doesn't know either names nothing and is dropped, as before.
 */

export type CatalogueGroups = { make: string[]; range: string[] };

/** What one URL may have looked up: more makes and models the stock lacks than this is a hand-made URL. */
export const MAX_LOOKUPS = 3;

/** The makes and models a URL names, in the form the dealer API accepts, that the stock's vocabulary doesn't hold. */
export function unlistedValues(params: URLSearchParams, stock: SearchVocabulary): CatalogueGroups {
  const make = keptListValues("make", params.getAll("make")).filter(
    (slug) => !Object.hasOwn(stock.makes, slug),
  );
  const range = keptListValues("range", params.getAll("range")).filter(
    (slug) => !Object.hasOwn(stock.ranges, slug),
  );
  const makes = make.slice(0, MAX_LOOKUPS);
  return { make: makes, range: range.slice(0, MAX_LOOKUPS - makes.length) };
}

/** A make or model as the catalogue answers for it: its name, its make (a model's) and its listed cars. */
export interface CatalogueEntry {
  label: string;
  make?: string;
  count: number;
}

/**
 * The stock's vocabulary with what the catalogue named added (so the search keeps those values), and which of them
 * have no listed car (a value whose cars arrived since the vocabulary was kept is simply known).
 */
export function withCatalogue(
  stock: SearchVocabulary,
  found: { make: Record<string, CatalogueEntry>; range: Record<string, CatalogueEntry> },
): { vocabulary: SearchVocabulary; unlisted: CatalogueGroups } {
  const makes = { ...stock.makes };
  const ranges = { ...stock.ranges };
  for (const [slug, entry] of Object.entries(found.make)) makes[slug] = entry.label;
  for (const [slug, entry] of Object.entries(found.range))
    if (entry.make) ranges[slug] = { label: entry.label, make: entry.make };
  const none = (entries: Record<string, CatalogueEntry>) =>
    Object.entries(entries)
      .filter(([, entry]) => entry.count === 0)
      .map(([slug]) => slug);
  return {
    vocabulary: { ...stock, makes, ranges },
    unlisted: { make: none(found.make), range: none(found.range) },
  };
}

/**
 * What the page names as having no car for sale, of what the search asks for: each such make, and each such model of
 * another make by its make and name ("Ford Mustang"; "DS 7" already carries its make).
 */
export function noStockNames(
  state: SearchState,
  unlisted: CatalogueGroups,
  options: FilterOptions,
): string[] {
  const makes = state.make.filter((make) => unlisted.make.includes(make));
  const ranges = state.range.filter((range) => unlisted.range.includes(range));
  const makeLabel = (make: string) => options.make[make]?.label ?? make;
  const modelName = (range: string) => {
    const model = options.range[range];
    if (!model) return range;
    const make = makeLabel(model.make);
    return model.label.startsWith(`${make} `) ? model.label : `${make} ${model.label}`;
  };
  return [
    ...makes.map(makeLabel),
    ...ranges.filter((range) => !makes.includes(options.range[range]?.make ?? "")).map(modelName),
  ];
}

/** "We have no Jeep cars for sale just now"; "...no Jeep or DS cars..."; "...no Jeep, DS or Ford Mustang cars...". */
export function noStockSentence(names: string[]): string {
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names.join("");
  return `We have no ${listed} cars for sale just now`;
}
