import { siteUrlFromEnv } from "../accounts/outbox";
import type { DealerDb } from "../db/database";
import { deliverOutbox, mailSettingsFromEnv, type DeliveryReport } from "../mail/deliver";
import { alertsSecretFromEnv } from "../mail/unsubscribe-token";
import type { PlaceFinder } from "../places/place-finder";
import { runAlerts, type AlertRunReport } from "./run";

/**
 * The alert job on a schedule inside the dealer API (standalone or embedded in the site), when ALERTS_EVERY is set:
 * every period, `runAlerts` then `deliverOutbox`. Off by default. Several instances may each run it: the job locks
 * (`alerts`, `mail-delivery`) let one work at a time, and the dedupe keys send each e-mail once.
 */

const UNITS = { m: 60_000, h: 3_600_000 } as const;
export const MIN_ALERTS_EVERY_MS = 60_000;
export const MAX_ALERTS_EVERY_MS = 24 * 3_600_000;

/**
 * ALERTS_EVERY: a whole number of minutes or hours, `15m`, `1h` (1 minute to 24 hours); unset or empty: no schedule.
 * Anything else fails start-up, saying what is wanted.
 */
export function parseAlertsEvery(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const match = /^([1-9]\d{0,4})(m|h)$/.exec(value.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2] as keyof typeof UNITS] : NaN;
  if (!(ms >= MIN_ALERTS_EVERY_MS && ms <= MAX_ALERTS_EVERY_MS))
    throw new Error(
      `ALERTS_EVERY must be a period such as 15m or 1h (whole minutes or hours, 1m to 24h), not ${JSON.stringify(value)}`,
    );
  return ms;
}

export interface AlertSchedule {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Starts the schedule: a run every `everyMs` (the first one period after start), never two at once in this process.
 * The settings (SITE_URL, ALERTS_SECRET, SMTP_URL, MAIL_FROM) are read now, so a bad one fails start-up.
 */
export function startAlertSchedule(
  db: DealerDb,
  everyMs: number,
  {
    env = process.env,
    places,
    today,
    now = () => new Date(),
    onRun = defaultReport,
  }: {
    env?: Record<string, string | undefined>;
    places?: PlaceFinder;
    /** The day cars are priced on (the dealer API's `today`), else the run's time. */
    today?: () => Date;
    now?: () => Date;
    onRun?: (outcome: { alerts: AlertRunReport; delivery: DeliveryReport } | { error: unknown }) => void;
  } = {},
): AlertSchedule {
  const siteUrl = siteUrlFromEnv(env);
  const secret = alertsSecretFromEnv(env);
  const mail = mailSettingsFromEnv(env);
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const at = now();
        const alerts = await runAlerts(db, { now: at, siteUrl, secret, places, today: today?.() ?? at });
        const delivery = await deliverOutbox(db, mail.transport, now(), { from: mail.from });
        onRun({ alerts, delivery });
      } catch (error) {
        onRun({ error });
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

function defaultReport(outcome: { alerts: AlertRunReport; delivery: DeliveryReport } | { error: unknown }) {
  if ("error" in outcome) console.error("[dealer-api] alert job failed", outcome.error);
  else if (outcome.alerts.searchEmails + outcome.alerts.carEmails + outcome.delivery.sent > 0)
    console.info(`[dealer-api] alert job: ${JSON.stringify(outcome)}`);
}
