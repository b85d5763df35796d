import { provenanceChecks, type ProvenanceCheck } from "@contract/vehicle-vocabulary";
import type { Provenance } from "@contract/vehicle";

export interface CheckDescription {
  title: string;
  /** What a clear result means, in one line. */
  summary: string;
  /** The 'read more' text: what was checked and why it matters. */
  detail: string;
}

/**
 * The 12 vehicle-history checks (docs/product/vehicle-page.md#history-check) in the words a buyer reads them.
 */
export const checkDescriptions: Record<ProvenanceCheck, CheckDescription> = {
  finance: {
    title: "Outstanding finance",
    summary: "No outstanding finance is recorded against this car.",
    detail:
      "A car bought on finance belongs to the lender until it is paid off. We checked the finance registers for any " +
      "hire purchase, conditional sale or lease agreement still open on this registration.",
  },
  mileage: {
    title: "Mileage",
    summary: "The mileage is consistent with the car's recorded history.",
    detail:
      "We compared the odometer reading with readings recorded at MOTs, services and previous sales to spot a " +
      "clocked or replaced odometer.",
  },
  "at-risk": {
    title: "At risk",
    summary: "No police or insurer interest is recorded.",
    detail:
      "Insurers and the police can mark a car as at risk when it is under investigation or subject to a claim. " +
      "Nothing of the kind is recorded for this car.",
  },
  "write-off": {
    title: "Insurance write-off",
    summary: "The car has not been recorded as an insurance write-off.",
    detail:
      "We checked the insurers' register for Category A, B, S and N write-offs, which mark a car that was damaged " +
      "and declared a total loss.",
  },
  scrapped: {
    title: "Scrapped",
    summary: "The DVLA has no record of the car being scrapped.",
    detail:
      "A car reported as scrapped should not be back on the road. The DVLA has no certificate of destruction for " +
      "this registration.",
  },
  stolen: {
    title: "Stolen",
    summary: "The car is not recorded as stolen.",
    detail: "We checked the Police National Computer for any report of this car being stolen.",
  },
  "previous-keepers": {
    title: "Previous keepers",
    summary: "The number of previous keepers matches the DVLA record.",
    detail:
      "The keeper history comes from the DVLA. A long list of short ownerships can point to a car with a problem; " +
      "this car's history shows nothing unusual.",
  },
  "plate-change": {
    title: "Plate changes",
    summary: "No private plate transfers are recorded.",
    detail:
      "A change of registration can hide a car's past. There is no record of this car having carried another " +
      "registration.",
  },
  "colour-changes": {
    title: "Colour changes",
    summary: "The colour matches the DVLA record.",
    detail:
      "A colour change not declared to the DVLA can point to a repaired or disguised car. The colour on record " +
      "matches the car.",
  },
  "mot-history": {
    title: "MOT history",
    summary: "The MOT history is complete and matches the mileage.",
    detail: "We read every MOT test on record for this car and compared each reading with the one before it.",
  },
  "tax-sorn": {
    title: "Tax and SORN",
    summary: "The tax and SORN record is clear.",
    detail:
      "We checked that the car is taxed or declared off the road (SORN) as it should be, with no gaps the DVLA " +
      "would chase.",
  },
  "origin-use": {
    title: "Origin and use",
    summary: "The car was first registered in the UK and has no recorded commercial use.",
    detail:
      "An imported car or one used as a taxi, for hire or for driving tuition can have a harder life. None of " +
      "these is recorded.",
  },
};

export interface ListedCheck extends CheckDescription {
  key: ProvenanceCheck;
}

const known = (key: string): key is ProvenanceCheck => (provenanceChecks as readonly string[]).includes(key);

function listed(items: Provenance["items"], flag: 0 | 1): ListedCheck[] {
  return items
    .filter((item) => item.flag === flag && known(item.key))
    .map((item) => ({ key: item.key, ...checkDescriptions[item.key] }));
}

/**
 * docs/product/vehicle-page.md#history-check: checks with flag 0 whose key is a known check are listed (as
 * passed).
 */
export function clearChecks(items: Provenance["items"]): ListedCheck[] {
  return listed(items, 0);
}

/** Checks that came back flagged: a buyer should hear about them from us, not find them later. */
export function flaggedChecks(items: Provenance["items"]): ListedCheck[] {
  return listed(items, 1);
}

/** The report's date: the old back end sent "YYYY-MM-DD HH:mm:ss.uuuuuu"; we only need the day. */
export function reportDay(createdAt: Provenance["created_at"]): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(createdAt.date)?.[0];
}
