import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sendMail } from "../accounts/outbox";
import type { AlertFrequency } from "../contract/saved-searches";
import type { DealerDb } from "../db/database";
import { financePricing, type FinancePricing } from "../finance/promotions";
import { tryLock, unlock } from "../mail/job-lock";
import { signUnsubscribe } from "../mail/unsubscribe-token";
import type { PlaceFinder } from "../places/place-finder";
import {
  carAlertsDue,
  carAlertsToRebase,
  markCarAlerted,
  type CarAlertDue,
  type CarAlertKind,
} from "../saved-searches/car-alerts";
import { newMatchSummary } from "../saved-searches/new-since";
import { markAlerted, searchesDueForAlerts, type DueSearch } from "../saved-searches/store";
import { alertCars } from "./cars";
import { carMail, searchMail, type ComposedMail } from "./compose";

/**
 * The alert job (issue 36; docs/decisions/333-alert-job.md): e-mails customers the new cars of their saved searches and
 * the news of the cars they follow, into the outbox (`sendMail`), from which `deliverOutbox` sends them. One run at a
 * time (the job lock `alerts`), bounded per run, and each e-mail once: its dedupe key is written in the same
 * transaction as the watermark that says it was told.
 */

export const ALERTS_LOCK = "alerts";
/** The lock's life without renewal; a run renews it after every search and car. */
export const ALERTS_LOCK_TTL_MS = 10 * 60_000;
export const FREQUENCIES = ["instant", "daily", "weekly"] as const satisfies readonly Exclude<
  AlertFrequency,
  "off"
>[];

export interface AlertRunOptions {
  now: Date;
  /** Where the site is (links): SITE_URL, `siteUrlFromEnv`. */
  siteUrl: string;
  /** Signs the unsubscribe links: ALERTS_SECRET, `alertsSecretFromEnv`. */
  secret: string;
  /** Where a distance search's postcode is (the embedded places unless given). */
  places?: PlaceFinder;
  /** The day cars are priced on (finance: their age, the dealer's offers); `now` unless given. */
  today?: Date;
  /** Due searches read per frequency per run. */
  searchesPerRun?: number;
  /** Cars listed in one e-mail (the rest counted: "and 37 more"). */
  carsPerEmail?: number;
  /** Car subscriptions read per run, for e-mails and again for re-basing. */
  carAlertsPerRun?: number;
  /** Who takes the lock: unique to the run unless given. */
  holder?: string;
}

export interface AlertRunReport {
  /** Another run holds the lock: this one did nothing. */
  skipped?: "locked";
  /** Due searches looked at, and e-mails written for them (a key already in the outbox is not counted). */
  searches: number;
  searchEmails: number;
  /** Followed cars with news, and e-mails written for them. */
  carAlerts: number;
  carEmails: number;
  /** Followed cars whose baseline moved without an e-mail (a price rise, a change not asked about). */
  rebased: number;
  /** The run stopped early: it lost the lock (it outlived it). */
  stopped?: "lock-lost";
}

/** The link an e-mail's List-Unsubscribe header and its text and HTML give. */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/alerts/unsubscribe/${token}`;

/** RFC 8058's headers: the link, and that a POST to it unsubscribes in one click. */
const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** Which one news a car's e-mail is about, of what happened at once: sold before reserved before cheaper. */
const KIND_ORDER: readonly CarAlertKind[] = ["sold", "reserved", "price_drop"];

export const searchDedupeKey = (searchId: string, highestVehicleId: number) =>
  `search:${searchId}:${highestVehicleId}`;
export const carDedupeKey = (customerId: number, vehicleId: number, kind: CarAlertKind, value: string) =>
  `car:${customerId}:${vehicleId}:${kind}:${value}`;

interface Recipient {
  email: string;
  first_name: string;
}

async function recipients(db: DealerDb, ids: readonly number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("customers")
    .select(["id", "email", "first_name"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The e-mail and its watermark in one transaction: both, or neither. */
async function writeOnce(
  db: DealerDb,
  mail: ComposedMail & { to: string; headers: Record<string, string>; dedupeKey: string },
  now: Date,
  mark: (trx: DealerDb) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const written = await sendMail(trx, mail, now);
    await mark(trx);
    return written;
  });
}

/**
 * One run of the alert job at `now`. Under the lock `alerts` (skipped while another run holds it; released at the end):
 * for each frequency, up to `searchesPerRun` due searches (`searchesDueForAlerts`), each with its new matches above
 * its watermark counted and the newest `carsPerEmail` listed in ONE e-mail, then marked up to the newest car looked at
 * (a search with nothing new too, so a daily one waits its day); then up to `carAlertsPerRun` followed cars with news
 * (`carAlertsDue`), one e-mail each, re-based; then followed cars that changed without news, re-based only.
 */
export async function runAlerts(
  db: DealerDb,
  {
    now,
    siteUrl,
    secret,
    places,
    today = now,
    searchesPerRun = 200,
    carsPerEmail = 10,
    carAlertsPerRun = 500,
    holder = `${hostname()}:${process.pid}:${randomUUID()}`,
  }: AlertRunOptions,
): Promise<AlertRunReport> {
  const report: AlertRunReport = { searches: 0, searchEmails: 0, carAlerts: 0, carEmails: 0, rebased: 0 };
  const started = performance.now();
  const lockNow = () => new Date(now.getTime() + Math.round(performance.now() - started));
  if (!(await tryLock(db, ALERTS_LOCK, holder, now, ALERTS_LOCK_TTL_MS)))
    return { ...report, skipped: "locked" };
  const renew = async () => {
    if (await tryLock(db, ALERTS_LOCK, holder, lockNow(), ALERTS_LOCK_TTL_MS)) return true;
    report.stopped = "lock-lost";
    return false;
  };
  try {
    const pricing = await financePricing(db, today);
    const site = siteUrl.replace(/\/+$/, "");
    for (const frequency of FREQUENCIES) {
      const due = await searchesDueForAlerts(db, frequency, now, searchesPerRun);
      const people = await recipients(
        db,
        due.map((search) => search.customer_id),
      );
      for (const search of due) {
        report.searches++;
        const written = await alertSearch(db, search, frequency, people.get(search.customer_id), {
          now,
          site,
          secret,
          places,
          today,
          carsPerEmail,
          pricing,
        });
        if (written) report.searchEmails++;
        if (!(await renew())) return report;
      }
    }
    const due = await carAlertsDue(db, carAlertsPerRun);
    const people = await recipients(
      db,
      due.map((alert) => alert.customer_id),
    );
    const cars = new Map(
      (await alertCars(db, [...new Set(due.map((alert) => alert.vehicle_id))], pricing)).map((car) => [
        car.id,
        car,
      ]),
    );
    for (const alert of due) {
      report.carAlerts++;
      if (await alertCar(db, alert, people.get(alert.customer_id), cars, { now, site, secret }))
        report.carEmails++;
      if (!(await renew())) return report;
    }
    for (const change of await carAlertsToRebase(db, carAlertsPerRun)) {
      await markCarAlerted(db, change.customer_id, change.vehicle_id, change, now);
      report.rebased++;
    }
  } finally {
    await unlock(db, ALERTS_LOCK, holder);
  }
  return report;
}

async function alertSearch(
  db: DealerDb,
  search: DueSearch,
  frequency: (typeof FREQUENCIES)[number],
  recipient: Recipient | undefined,
  run: {
    now: Date;
    site: string;
    secret: string;
    places?: PlaceFinder;
    today: Date;
    carsPerEmail: number;
    pricing: FinancePricing;
  },
): Promise<boolean> {
  const summary = await newMatchSummary(db, search.stock_query, search.alerted_vehicle_id, run.carsPerEmail, {
    places: run.places,
    today: run.today,
  });
  const cars = recipient && summary.count > 0 ? await alertCars(db, summary.newest, run.pricing) : [];
  const mark = (trx: DealerDb) => markAlerted(trx, search.id, summary.considered, run.now);
  if (!recipient || cars.length === 0) {
    await mark(db);
    return false;
  }
  const token = signUnsubscribe(
    { kind: "search", id: search.id, customerId: search.customer_id },
    run.secret,
  );
  const unsubscribe = unsubscribeUrl(run.site, token);
  const mail = searchMail({
    firstName: recipient.first_name,
    searchName: search.name,
    frequency,
    siteQuery: search.site_query,
    cars,
    count: summary.count,
    links: { siteUrl: run.site, unsubscribe },
  });
  return writeOnce(
    db,
    {
      ...mail,
      to: recipient.email,
      headers: unsubscribeHeaders(unsubscribe),
      dedupeKey: searchDedupeKey(search.id, Math.max(...cars.map((car) => car.id))),
    },
    run.now,
    mark,
  );
}

async function alertCar(
  db: DealerDb,
  alert: CarAlertDue,
  recipient: Recipient | undefined,
  cars: Map<number, Awaited<ReturnType<typeof alertCars>>[number]>,
  run: { now: Date; site: string; secret: string },
): Promise<boolean> {
  const baseline = { price: alert.price, status: alert.status };
  const mark = (trx: DealerDb) => markCarAlerted(trx, alert.customer_id, alert.vehicle_id, baseline, run.now);
  const kind = KIND_ORDER.find((candidate) => alert.kinds.includes(candidate));
  const car = cars.get(alert.vehicle_id);
  if (!recipient || !kind || !car) {
    await mark(db);
    return false;
  }
  const token = signUnsubscribe(
    { kind: "car", id: String(alert.vehicle_id), customerId: alert.customer_id },
    run.secret,
  );
  const unsubscribe = unsubscribeUrl(run.site, token);
  const mail = carMail({
    firstName: recipient.first_name,
    kind,
    car,
    lastPrice: alert.last_price,
    links: { siteUrl: run.site, unsubscribe },
  });
  const value = kind === "price_drop" ? alert.price.toFixed(2) : alert.status;
  return writeOnce(
    db,
    {
      ...mail,
      to: recipient.email,
      headers: unsubscribeHeaders(unsubscribe),
      dedupeKey: carDedupeKey(alert.customer_id, alert.vehicle_id, kind, value),
    },
    run.now,
    mark,
  );
}
