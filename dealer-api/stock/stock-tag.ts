import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { DealerDb } from "../db/database";
import { stockVersion } from "./stock-index-store";

/**
 * Conditional GETs for answers worked out from the cars alone (RFC 9110 §8.8.3, §13.1.2). Searches, filter counts
 * and list quotes are a function of their URL and the cars: the entity tag is the stock's version (any write to the
 * cars changes it), prefixed with an id drawn when this database connection was first asked, so a restarted dealer API
 * (or another one in the same process) never repeats a tag. A client that sends the tag back gets 304 and no body while
 * the cars are unchanged — no search, no JSON either side.
 */
const connectionIds = new WeakMap<DealerDb, string>();

/** The tag of the cars as they are now; `extra` for answers that also depend on something else (the day). */
export async function stockTag(db: DealerDb, extra?: string): Promise<string> {
  let id = connectionIds.get(db);
  if (!id) connectionIds.set(db, (id = randomUUID().slice(0, 8)));
  return `"${id}-${await stockVersion(db)}${extra ? `-${extra}` : ""}"`;
}

/** The request's If-None-Match names this tag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function clientHasCurrent(c: Context, tag: string): boolean {
  const header = c.req.header("If-None-Match");
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((each) => each.trim().replace(/^W\//, "") === tag);
}

/** 304 Not Modified for a client whose copy is current. */
export function notModified(c: Context, tag: string): Response {
  return c.body(null, 304, { ETag: tag, "Cache-Control": "no-cache" });
}

/** Tags a 200 answer; no-cache: a cache may keep it but must ask again (with the tag) before each use. */
export function tagAnswer(c: Context, tag: string): void {
  c.header("ETag", tag);
  c.header("Cache-Control", "no-cache");
}
