import type { Vehicle } from "@contract/vehicle";

/**
 * docs/product/vehicle-page.md#documents: service history sorted by date, newest first (whatever order the
 * API sends).
 */
export function serviceHistoryNewestFirst(records: Vehicle["service_history"]): Vehicle["service_history"] {
  return [...records].sort((a, b) => b.service_date.localeCompare(a.service_date));
}

/** MOT tests newest first too, so the latest result reads first. */
export function motTestsNewestFirst(tests: Vehicle["mot"]["tests"]): Vehicle["mot"]["tests"] {
  return [...tests].sort((a, b) => b.test_date.localeCompare(a.test_date));
}
