import { afterEach, describe, expect, it, vi } from "vitest";
import nodemailer from "nodemailer";
import type { ParsedMail } from "mailparser";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import type { DealerDb } from "../db/database";
import { sendMail, type Mail } from "../accounts/outbox";
import {
  BACKOFF_MS,
  DEFAULT_MAIL_FROM,
  DELIVERY_LOCK,
  MAX_ATTEMPTS,
  SMTP_TIMEOUTS,
  backoffMs,
  deliverOutbox,
  mailSettingsFromEnv,
} from "./deliver";
import { tryLock } from "./job-lock";
import { startClosingServer, startTestSmtp } from "./test-smtp";

const NOW = new Date("2026-12-01T09:00:00Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const FROM = "Northway Cars <alerts@northway.example>";
const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
vi.spyOn(console, "info").mockImplementation(() => undefined);

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** A transport to `url` as SMTP_URL makes it, closed after the test. */
function transportTo(url: string) {
  const { transport } = mailSettingsFromEnv({ SMTP_URL: url });
  closing.push(async () => (transport as ReturnType<typeof nodemailer.createTransport>).close());
  return transport!;
}

const alert: Mail = {
  to: "sam@example.com",
  subject: "A new Ford Focus for your search",
  text: "A car you may like: https://cars.example/used-cars/ford-focus",
  html: '<p>A car you may like: <a href="https://cars.example/used-cars/ford-focus">Ford Focus</a></p>',
  headers: {
    "List-Unsubscribe": "<https://cars.example/unsubscribe/token123>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  dedupeKey: "car:7:search:s1",
};

const header = (parsed: ParsedMail, name: string) =>
  parsed.headerLines
    .filter((line) => line.key === name.toLowerCase())
    .map((line) => line.line.slice(line.line.indexOf(":") + 1).trim());
const addresses = (parsed: ParsedMail) => [parsed.to].flat().map((to) => to?.text);

const outboxRows = (db: DealerDb) =>
  db
    .selectFrom("outbox")
    .select(["id", "status", "attempts", "next_attempt_at", "last_error", "sent_at"])
    .orderBy("id")
    .execute();

await describeOnEachEngine("delivering the outbox over SMTP", (engine) => {
  async function migrated() {
    const { db } = await engine.open();
    await migrateToLatest(db);
    closing.push(() => db.destroy());
    return db;
  }

  it("sends an e-mail to a real SMTP server with its From, To, Subject, unsubscribe headers, text and HTML, once", async () => {
    const db = await migrated();
    const smtp = await startTestSmtp();
    closing.push(smtp.close);
    const transport = transportTo(smtp.url);
    await sendMail(db, alert, NOW);
    await sendMail(db, { to: "lee@example.com", subject: "Confirm your e-mail address", text: "Plain" }, NOW);

    expect(await deliverOutbox(db, transport, NOW, { from: FROM })).toEqual({
      sent: 2,
      retrying: 0,
      dead: 0,
    });

    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received as [ParsedMail, ParsedMail];
    expect(first.from?.text).toBe('"Northway Cars" <alerts@northway.example>');
    expect(addresses(first)).toEqual(["sam@example.com"]);
    expect(first.subject).toBe(alert.subject);
    expect(header(first, "List-Unsubscribe")).toEqual(["<https://cars.example/unsubscribe/token123>"]);
    expect(header(first, "List-Unsubscribe-Post")).toEqual(["List-Unsubscribe=One-Click"]);
    expect(first.text?.trim()).toBe(alert.text);
    expect(first.html).toBe(alert.html);
    // No HTML part and no extra header when the e-mail has none.
    expect(addresses(second)).toEqual(["lee@example.com"]);
    expect(second.text?.trim()).toBe("Plain");
    expect(second.html).toBe(false);
    expect(header(second, "List-Unsubscribe")).toEqual([]);

    const sent = { status: "sent", attempts: 1, last_error: null, sent_at: NOW.toISOString() };
    expect(await outboxRows(db)).toMatchObject([sent, sent]);
    // A later run sends nothing again, and the lock is free once a run ends.
    expect(await deliverOutbox(db, transport, at(MINUTE), { from: FROM })).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(smtp.received).toHaveLength(2);
    expect(await db.selectFrom("job_locks").selectAll().execute()).toEqual([]);
  });

  it("tries a refused e-mail again after 1 minute, 5, 30 and 2 hours, then keeps it as a dead letter with the server's answer", async () => {
    const db = await migrated();
    const smtp = await startTestSmtp({ rejectWith: 550 });
    closing.push(smtp.close);
    const transport = transportTo(smtp.url);
    await sendMail(db, alert, NOW);

    let clock = NOW.getTime();
    for (let failure = 1; failure < MAX_ATTEMPTS; failure++) {
      expect(await deliverOutbox(db, transport, new Date(clock))).toEqual({ sent: 0, retrying: 1, dead: 0 });
      const [row] = await outboxRows(db);
      expect(row).toMatchObject({
        status: "pending",
        attempts: failure,
        next_attempt_at: new Date(clock + BACKOFF_MS[failure - 1]!).toISOString(),
        sent_at: null,
      });
      expect(row!.last_error).toMatch(/550/);
      // Not before its time.
      expect(await deliverOutbox(db, transport, new Date(clock + BACKOFF_MS[failure - 1]! - 1))).toEqual({
        sent: 0,
        retrying: 0,
        dead: 0,
      });
      expect(smtp.refused).toBe(failure);
      clock += BACKOFF_MS[failure - 1]!;
    }
    expect(await deliverOutbox(db, transport, new Date(clock))).toEqual({ sent: 0, retrying: 0, dead: 1 });
    const [dead] = await outboxRows(db);
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, sent_at: null });
    expect(dead!.last_error).toMatch(/550 Mailbox unavailable/);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/not sent after 5 attempts: .*550/));
    // A dead letter is never tried again.
    expect(await deliverOutbox(db, transport, new Date(clock + 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(smtp.refused).toBe(MAX_ATTEMPTS);
  });

  it("counts a server that closes the connection as a failed attempt", async () => {
    const db = await migrated();
    const server = await startClosingServer();
    closing.push(server.close);
    await sendMail(db, alert, NOW);
    expect(await deliverOutbox(db, transportTo(server.url), NOW)).toEqual({ sent: 0, retrying: 1, dead: 0 });
    expect(server.connections).toBeGreaterThan(0);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: at(MINUTE).toISOString() });
    expect(row!.last_error).toBeTruthy();
  });

  it("without SMTP_URL sends nothing and leaves the outbox as it is", async () => {
    const db = await migrated();
    await sendMail(db, alert, NOW);
    const { transport, from } = mailSettingsFromEnv({});
    expect(transport).toBeUndefined();
    expect(from).toBe(DEFAULT_MAIL_FROM);
    expect(await deliverOutbox(db, transport, NOW)).toEqual({
      skipped: "no-transport",
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(await outboxRows(db)).toMatchObject([
      { status: "pending", attempts: 0, next_attempt_at: null, last_error: null, sent_at: null },
    ]);
  });

  it("sends at most a batch a run, oldest first, and nothing while another process holds the lock", async () => {
    const db = await migrated();
    const smtp = await startTestSmtp();
    closing.push(smtp.close);
    const transport = transportTo(smtp.url);
    for (const n of [1, 2, 3])
      await sendMail(db, { to: `n${n}@example.com`, subject: `Mail ${n}`, text: "…" }, NOW);

    expect(await tryLock(db, DELIVERY_LOCK, "another process", NOW, 10 * MINUTE)).toBe(true);
    expect(await deliverOutbox(db, transport, NOW, { batch: 2 })).toEqual({
      skipped: "locked",
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(smtp.received).toHaveLength(0);

    // Its holder gone without giving it up, the lock is free once it expires.
    expect(await deliverOutbox(db, transport, at(10 * MINUTE), { batch: 2 })).toMatchObject({ sent: 2 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Mail 1", "Mail 2"]);
    expect(await deliverOutbox(db, transport, at(11 * MINUTE), { batch: 2 })).toMatchObject({ sent: 1 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Mail 1", "Mail 2", "Mail 3"]);
  });

  it("of two runs at once in two processes, one sends and each e-mail goes once", async () => {
    const smtp = await startTestSmtp();
    closing.push(smtp.close);
    const { first, second, close } = await engine.openTwice();
    closing.push(close);
    await migrateToLatest(first.db);
    for (const n of [1, 2, 3, 4])
      await sendMail(first.db, { to: `n${n}@example.com`, subject: `Mail ${n}`, text: "…" }, NOW);

    const reports = await Promise.all([
      deliverOutbox(first.db, transportTo(smtp.url), NOW),
      deliverOutbox(second.db, transportTo(smtp.url), NOW),
    ]);
    expect(reports.map((report) => report.sent).sort()).toEqual([0, 4]);
    expect(reports.filter((report) => report.skipped === "locked")).toHaveLength(1);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      "Mail 1",
      "Mail 2",
      "Mail 3",
      "Mail 4",
    ]);
  });
});

describe("mail settings", () => {
  it("refuses an SMTP_URL that is not an SMTP server's address, without repeating it", () => {
    for (const SMTP_URL of ["http://user:secret@mail.example", "smtp:/nohost", "user:secret@mail.example"]) {
      expect(() => mailSettingsFromEnv({ SMTP_URL })).toThrow(/SMTP_URL must be/);
      try {
        mailSettingsFromEnv({ SMTP_URL });
      } catch (error) {
        expect(String(error)).not.toContain("secret");
      }
    }
  });

  it("takes MAIL_FROM, and limits how long the SMTP client waits", () => {
    expect(mailSettingsFromEnv({ MAIL_FROM: FROM }).from).toBe(FROM);
    expect(() => mailSettingsFromEnv({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
    const { transport } = mailSettingsFromEnv({ SMTP_URL: "smtps://a:b@smtp.example.com:465" });
    const options = (transport as unknown as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject({ ...SMTP_TIMEOUTS, host: "smtp.example.com", port: 465, secure: true });
  });

  it("backs off 1 minute, 5, 30, then 2 hours", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE]);
  });
});
