import { budgetChipLabels } from "~/lib/hero/budget";
import { removeBudget, removeChoice } from "~/lib/hero/edits";
import { FEATURE_FIELDS, choiceLabel } from "~/lib/hero/options";
import { homeUrl, type ListField } from "~/lib/hero/selection";
import type { Chip } from "./HeroChips";
import type { HeroState } from "./use-hero-search";
import { locationLabel, withoutLocation } from "~/lib/hero/location";

/** The chips of the applied picks, each removable in place (enhanced) or by a link to the home page without it. */
export function listChips(state: HeroState, fields: readonly ListField[]): Chip[] {
  return fields.flatMap((field) =>
    state.applied[field].map((value) => ({
      key: `${field}:${value}`,
      label: choiceLabel(state.options, field, value),
      href: homeUrl(removeChoice(state.applied, field, value, state.options)),
      onRemove: () => state.remove(field, value),
    })),
  );
}

/** One chip per budget set: a monthly and a total budget both apply, and each is removed on its own. */
export function budgetChips(state: HeroState): Chip[] {
  return budgetChipLabels(state.applied).map(({ mode, label }) => ({
    key: `budget:${mode}`,
    label,
    href: homeUrl(removeBudget(state.applied, mode)),
    onRemove: () => state.clearBudget(mode),
  }));
}

export const makeChips = (state: HeroState) => listChips(state, ["make"]);
export const modelChips = (state: HeroState) => listChips(state, ["range"]);
/** The Location's chip: "Within 25 miles of LS11". */
function locationChips(state: HeroState): Chip[] {
  const label = locationLabel(state.applied);
  if (!label) return [];
  const removed = withoutLocation(state.applied);
  return [{ key: "location", label, href: homeUrl(removed), onRemove: () => state.replace(removed) }];
}

export const featureChips = (state: HeroState) => [
  ...listChips(state, FEATURE_FIELDS),
  ...locationChips(state),
];
