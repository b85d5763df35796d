/**
 * Condition grades (docs/product/vehicle-page.md#condition-grades): 1 Excellent, 2 Very Good, 3 Great; grades
 * above 3 count as 3.
 */
const titles = ["Excellent", "Very Good", "Great"] as const;

export function displayGrade(grade: number): number {
  return Math.min(Math.max(1, Math.trunc(grade)), 3);
}

export function gradeTitle(grade: number): string {
  return titles[displayGrade(grade) - 1];
}
