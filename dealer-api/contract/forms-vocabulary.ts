/**
 * The seeded forms' ids, without forms.ts's schemas: the browser's code imports these, so a page's scripts carry no
 * schema library (issue 19). forms.ts re-exports them.
 */

/** Stable ids of the seeded forms: pages and the site refer to forms by these numbers. */
export const FORM_IDS = {
  generalEnquiry: 7,
  testDrive: 8,
  requestImages: 9,
  vehicleEnquiry: 10,
  reservation: 11,
  valuationContact: 12,
} as const;
