/** The group's promises, shown beside its contact details (the same facts as the reservation, delivery and warranty rules). */
export const SELLING_POINTS = [
  "A fully refundable £99 deposit reserves any car for 7 days",
  "Every delivery option includes a 7 day money-back guarantee",
  "Finance your car online",
  "Approved, sanitised cars",
  "Contactless free delivery within 40 miles of your branch (prices apply beyond that)",
  "A 90 day warranty and a multi-point health check on every car",
] as const;
