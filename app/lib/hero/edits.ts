import { withoutBudget } from "~/lib/search/budgets";
import type { BudgetMode } from "~/lib/search/state";
import { dropOrphanRanges, type HeroOptions } from "./options";
import { emptySelection, type HeroSelection, type ListField } from "./selection";
import { readDistanceFrom } from "../search/distance";

/**
 * Ticks or unticks one value; a value is added only when not already chosen
 * (docs/product/home.md#hero-search).
 */
export function toggleChoice(
  selection: HeroSelection,
  field: ListField,
  value: string,
  chosen: boolean,
): HeroSelection {
  const others = selection[field].filter((existing) => existing !== value);
  return { ...selection, [field]: chosen ? [...others, value] : others };
}

/** Which make each chosen range belongs to, as far as the options tell. */
export function makesOfRanges(options: HeroOptions | undefined): Record<string, string> {
  return Object.fromEntries(
    (options?.rangeGroups ?? []).flatMap((group) => group.ranges.map((range) => [range.value, group.make])),
  );
}

/**
 * What Update applies: the picks made in the open option. Ranges of makes no longer chosen go with them
 * (docs/product/home.md#hero-search: removing a make removes its ranges; removing the last make clears them
 * all).
 */
export function confirmChoices(draft: HeroSelection, options: HeroOptions | undefined): HeroSelection {
  const confirmed = dropOrphanRanges(draft, makesOfRanges(options));
  // The postcode as the results page will read it ("yo30 4wy" → "YO30 4WY").
  const distanceFrom = readDistanceFrom(confirmed.distance_from);
  if (distanceFrom === confirmed.distance_from) return confirmed;
  const next = { ...confirmed, distance_from: distanceFrom };
  if (distanceFrom === undefined) delete next.distance_from;
  return next;
}

/** A chip's remove control: the value goes, and a make takes its ranges with it. */
export function removeChoice(
  selection: HeroSelection,
  field: ListField,
  value: string,
  options: HeroOptions | undefined,
): HeroSelection {
  return confirmChoices(toggleChoice(selection, field, value, false), options);
}

/** A budget chip's remove control: that budget goes, the other stays. */
export function removeBudget(selection: HeroSelection, mode: BudgetMode): HeroSelection {
  return withoutBudget(selection, mode);
}

/** Reset clears every selection (docs/product/home.md#hero-search). */
export function resetChoices(): HeroSelection {
  return emptySelection();
}
