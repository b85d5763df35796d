import { expect, it, vi } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { sendMail } from "../accounts/outbox";
import { BEFORE_DELIVERY, mailMigrations } from "./migrations";

const NOW = new Date("2026-12-01T09:00:00Z");
vi.spyOn(console, "info").mockImplementation(() => undefined);

await describeOnEachEngine("the outbox", (engine) => {
  async function migrated() {
    const { db } = await engine.open();
    await migrateToLatest(db);
    return db;
  }

  it("keeps an e-mail's HTML part and extra headers, pending and due at once", async () => {
    const db = await migrated();
    const headers = {
      "List-Unsubscribe": "<https://cars.example/unsubscribe/abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    expect(
      await sendMail(
        db,
        { to: "sam@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>", headers },
        NOW,
      ),
    ).toBe(true);
    const row = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: "sam@example.com",
      body_text: "Hello",
      body_html: "<p>Hello</p>",
      status: "pending",
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
      sent_at: null,
      dedupe_key: null,
      created_at: NOW.toISOString(),
    });
    expect(JSON.parse(row.headers_json!)).toEqual(headers);
    await db.destroy();
  });

  it("writes an e-mail of a key once, even when many writers try at once; e-mails without a key are never duplicates", async () => {
    const db = await migrated();
    const mail = {
      to: "sam@example.com",
      subject: "A new car for your search",
      text: "…",
      dedupeKey: "car:7:search:s1",
    };
    const written = await Promise.all(Array.from({ length: 10 }, () => sendMail(db, mail, NOW)));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await sendMail(db, mail, NOW)).toBe(false);
    expect(await sendMail(db, { ...mail, dedupeKey: "car:8:search:s1" }, NOW)).toBe(true);
    const plain = { to: "sam@example.com", subject: "Confirm", text: "…" };
    expect(await sendMail(db, plain, NOW)).toBe(true);
    expect(await sendMail(db, plain, NOW)).toBe(true);
    const rows = await db.selectFrom("outbox").select(["dedupe_key"]).orderBy("id").execute();
    expect(rows.map((row) => row.dedupe_key)).toEqual(["car:7:search:s1", "car:8:search:s1", null, null]);
    await db.destroy();
  });

  it("refuses extra headers that would set the e-mail's own fields or break a line", async () => {
    const db = await migrated();
    const mail = { to: "sam@example.com", subject: "Hi", text: "Hello" };
    await expect(sendMail(db, { ...mail, headers: { Bcc: "someone@example.com" } }, NOW)).rejects.toThrow(
      /own field/,
    );
    await expect(
      sendMail(db, { ...mail, headers: { "X-A": "one\r\nBcc: x@example.com" } }, NOW),
    ).rejects.toThrow(/one line/);
    await expect(sendMail(db, { ...mail, headers: { "X A": "one" } }, NOW)).rejects.toThrow(/header name/);
    expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    await db.destroy();
  });

  it("does not send what was in the outbox before delivery existed: those e-mails are dead letters, saying why", async () => {
    const db = await migrated();
    await mailMigrations["651_job_locks"]!.down!(db);
    await mailMigrations["650_outbox_delivery"]!.down!(db);
    await db
      .insertInto("outbox")
      .values({
        to_address: "old@example.com",
        subject: "Confirm",
        body_text: "…",
        created_at: NOW.toISOString(),
      } as never)
      .execute();
    await mailMigrations["650_outbox_delivery"]!.up(db);
    await mailMigrations["651_job_locks"]!.up(db);
    expect(await db.selectFrom("outbox").select(["status", "attempts", "last_error"]).execute()).toEqual([
      { status: "dead", attempts: 0, last_error: BEFORE_DELIVERY },
    ]);
    await db.destroy();
  });
});
