import { siteUrlFromEnv } from "../accounts/outbox";
import { databaseConfigFromEnv, openDealerDatabase } from "../db/database";
import { isPostgresUrl } from "../db/engine";
import { migrateToLatest } from "../db/migrate";
import { deliverOutbox, mailSettingsFromEnv } from "../mail/deliver";
import { alertsSecretFromEnv } from "../mail/unsubscribe-token";
import { placesFromEnv } from "../places/from-env";
import { runAlerts } from "./run";

/**
 * `npm run alerts`: one run of the alert job, then one delivery of the outbox (sent when SMTP_URL is set, else left
 * pending and readable), on the database the dealer API uses (DATABASE_URL, else DEALER_DB_FILE, as dealer-api/setup.ts
 * reads them). Prints what it did. For cron, or to try the alerts by hand.
 */
const env = process.env;
const { url, poolMax } = databaseConfigFromEnv(env);
const target = isPostgresUrl(url) ? url : (env.DEALER_DB_FILE ?? ".data/dealer.sqlite");
const siteUrl = siteUrlFromEnv(env);
const secret = alertsSecretFromEnv(env);
const mail = mailSettingsFromEnv(env);
const opened = openDealerDatabase({ url: target, poolMax });
try {
  await migrateToLatest(opened.db);
  const today = env.SEED_TODAY ? new Date(`${env.SEED_TODAY}T12:00:00Z`) : new Date();
  const alerts = await runAlerts(opened.db, {
    now: new Date(),
    siteUrl,
    secret,
    places: placesFromEnv(),
    today,
  });
  const delivery = await deliverOutbox(opened.db, mail.transport, new Date(), { from: mail.from });
  console.info(`alerts: ${JSON.stringify(alerts)}`);
  console.info(`delivery: ${JSON.stringify(delivery)}`);
} finally {
  await opened.db.destroy();
}
