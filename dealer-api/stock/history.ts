import { provenanceChecks, type Provenance, type ProvenanceCheck } from "../contract/vehicle";
import { addDays, addYears, isoDate } from "./dates";
import type { Prng } from "./prng";

/**
 * A car's paperwork, consistent with its registration date and mileage: MOT tests from the third anniversary (the
 * odometer rising at the car's own pace), a service roughly every year, and a vehicle-history check run when the car came
 * into stock.
 */

export interface MotTest {
  test_date: string;
  result: "PASS" | "FAIL";
  odometer_value: number;
  expiry_date: string | null;
  advisories: string[];
}

export interface ServiceRecord {
  service_date: string;
  mileage: number;
  type: string;
  garage: string;
}

const advisories = [
  "Nearside front tyre worn close to legal limit",
  "Offside rear tyre worn close to legal limit",
  "Front brake discs worn, pitted or scored",
  "Brake pipe slightly corroded",
  "Oil leak, but not excessive",
  "Windscreen damage to an area outside the driver's view",
  "Front anti-roll bar linkage ball joint has slight play",
  "Exhaust has a minor leak of exhaust gases",
  "Rear brake pads wearing thin",
];

const failures = [
  "Nearside headlamp aim too high",
  "Offside front position lamp not working",
  "Wiper blade does not clear the windscreen effectively",
  "Tyre tread depth below requirements",
  "Brake disc significantly worn",
];

/** Miles on the clock on `date`, assuming the car covered `mileage` evenly from registration to `today`. */
function milesOn(date: Date, registered: Date, today: Date, mileage: number): number {
  const share = (date.getTime() - registered.getTime()) / Math.max(1, today.getTime() - registered.getTime());
  return Math.max(0, Math.round(mileage * Math.min(1, share)));
}

export interface PaperworkInput {
  registered: Date;
  today: Date;
  stockIn: Date;
  mileage: number;
}

/** MOT tests newest first, and the current expiry. Dealers put a fresh MOT on any car whose test is nearly due. */
export function motHistory(prng: Prng, { registered, today, stockIn, mileage }: PaperworkInput) {
  const tests: MotTest[] = [];
  let expiry = addYears(registered, 3);
  for (let due = addYears(registered, 3); due.getTime() <= today.getTime(); due = addYears(due, 1)) {
    const tested = addDays(due, -prng.int(1, 28));
    if (tested.getTime() > today.getTime()) break;
    const odometer = milesOn(tested, registered, today, mileage);
    if (prng.chance(0.12)) {
      tests.push({
        test_date: isoDate(tested),
        result: "FAIL",
        odometer_value: odometer,
        expiry_date: null,
        advisories: [prng.pick(failures)],
      });
    }
    // A retest comes a few days after the test, but never after today: what the history records has happened.
    const retested = addDays(tested, prng.chance(0.12) ? prng.int(1, 6) : 0);
    const passed = new Date(Math.min(retested.getTime(), today.getTime()));
    expiry = addYears(due, 1);
    tests.push({
      test_date: isoDate(passed),
      result: "PASS",
      odometer_value: odometer,
      expiry_date: isoDate(expiry),
      advisories: prng.sample(advisories, prng.int(0, 2)),
    });
  }
  const dueSoon = expiry.getTime() < addDays(today, 60).getTime();
  if (tests.length > 0 && dueSoon) {
    const tested = new Date(Math.min(today.getTime(), addDays(stockIn, prng.int(1, 5)).getTime()));
    expiry = addYears(tested, 1);
    tests.push({
      test_date: isoDate(tested),
      result: "PASS",
      odometer_value: milesOn(tested, registered, today, mileage),
      expiry_date: isoDate(expiry),
      advisories: [],
    });
  }
  return { date: isoDate(expiry), tests: tests.reverse() };
}

/** Services newest first: yearly, by a main dealer while young; about one car in five has a gap. */
export function serviceHistory(prng: Prng, makeName: string, { registered, today, mileage }: PaperworkInput) {
  const records: ServiceRecord[] = [];
  const skipped = prng.chance(0.2) ? prng.int(1, 6) : 0;
  for (let year = 1; addYears(registered, year).getTime() <= today.getTime(); year++) {
    if (year === skipped) continue;
    const serviced = addDays(addYears(registered, year), -prng.int(0, 45));
    records.push({
      service_date: isoDate(serviced),
      mileage: milesOn(serviced, registered, today, mileage),
      type: year % 2 === 0 ? "Full service" : "Interim service",
      garage: year <= 3 || prng.chance(0.5) ? `${makeName} main dealer` : "Independent garage",
    });
  }
  return records.reverse();
}

/** Checks that can come back flagged on a car a dealer still sells, with how often they do. */
const flagChance: Partial<Record<ProvenanceCheck, number>> = {
  "previous-keepers": 0.08,
  "plate-change": 0.04,
  "origin-use": 0.03,
  "colour-changes": 0.01,
  mileage: 0.004,
};

/** What the database keeps of a history check: the report, when it ran, and only the checks that came back flagged. */
export interface ProvenanceRecord {
  report_id: string;
  /** "YYYY-MM-DD HH:mm:ss", UK time. */
  checked_at: string;
  flagged: ProvenanceCheck[];
}

/** The check runs on the day the car comes into stock (never later than today, as stock-in never is). */
export function provenanceRecord(prng: Prng, stockIn: Date): ProvenanceRecord {
  const time = `${String(prng.int(8, 17)).padStart(2, "0")}:${String(prng.int(0, 59)).padStart(2, "0")}:00`;
  return {
    report_id: String(prng.int(100_000_000, 999_999_999)),
    checked_at: `${isoDate(stockIn)} ${time}`,
    flagged: provenanceChecks.filter((key) => prng.chance(flagChance[key] ?? 0)),
  };
}

/** The contract's provenance: all 12 checks, flag 1 for the flagged ones. */
export function provenanceReport(record: ProvenanceRecord): Provenance {
  return {
    report_id: record.report_id,
    created_at: { date: `${record.checked_at}.000000`, timezone_type: 3, timezone: "Europe/London" },
    items: provenanceChecks.map((key) => ({ key, flag: record.flagged.includes(key) ? 1 : 0 })),
  };
}
