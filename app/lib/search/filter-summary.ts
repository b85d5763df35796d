/**
 * The words of the phone's filter button (docs/decisions/310-results-on-a-phone.md): "Filter" with no filter applied,
 * "Filter (2)" with two, so the count is part of the button's accessible name.
 */
export function filterSummary(applied: number): string {
  return applied > 0 ? `Filter (${applied})` : "Filter";
}
