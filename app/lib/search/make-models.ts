import type { SearchVocabulary } from "./state";

/**
 * Makes and their models, one rule for the results page's filters and the home page's hero, with JavaScript on or off
 * (docs/decisions/270-models-per-make.md):
 * - a model is kept only while its make is chosen (removing a make removes its models);
 * - adding a make keeps the models already chosen: they stay models of their own make;
 * - with several makes, the models chosen narrow their own make only: `make=ford,bmw&range=fiesta` is every Fiesta
 *   and every BMW, never only the Fiestas.
 */

/** Which make a model belongs to, as far as the stock's vocabulary (or the hero's option lists) tell. */
export type MakeOf = (range: string) => string | undefined;

export const makeIn =
  (vocabulary: Pick<SearchVocabulary, "ranges">): MakeOf =>
  (range) =>
    vocabulary.ranges[range]?.make;

/** The chosen models whose make is still chosen, in their order; a model of an unknown make cannot be shown, so goes. */
export function modelsOfChosenMakes(
  makes: readonly string[],
  ranges: readonly string[],
  makeOf: MakeOf,
): string[] {
  return ranges.filter((range) => makes.includes(makeOf(range) ?? ""));
}

/**
 * The models the dealer API is asked for. Its `range` filter applies to every make alike, so a make none of whose
 * models is chosen is asked for with every model of it the stock holds: the model chosen for another make does not
 * hide its cars. Without any model chosen no models are asked for (every model of every chosen make).
 */
export function dealerRanges(
  makes: readonly string[],
  ranges: readonly string[],
  vocabulary: Pick<SearchVocabulary, "ranges">,
): string[] {
  if (ranges.length === 0) return [];
  const narrowed = new Set(ranges.map((range) => vocabulary.ranges[range]?.make));
  const wholeMakes = Object.entries(vocabulary.ranges)
    .filter(([, { make }]) => makes.includes(make) && !narrowed.has(make))
    .map(([range]) => range);
  return [...ranges, ...wholeMakes.filter((range) => !ranges.includes(range))];
}
