import { writeFileSync } from "node:fs";
import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { siteDatabase } from "./dealer-database";
import { visitDate } from "./forms-helpers";
import {
  BODY_LIMIT,
  fuzzInputs,
  HOSTILE_HOSTS,
  MARKER_PREFIX,
  type FuzzInput,
  type SiteFacts,
} from "./fuzz-inputs";

/**
 * The fuzz suite (issue 12, "Make it repeatable"): every route and action of the production build gets 200 or more
 * hostile requests (fuzz-inputs.ts), and every answer is held to the same rules: never a 5xx or a dropped connection,
 * never a Location off the site, refusals with their own status and an HTML page and no cookie, no session cookie from
 * a GET, no long input echoed or amplified, and nothing stored from a refused post.
 *
 * The requests go through node:http rather than Playwright's request context, which normalises paths ("/a/..//x"
 * becomes "//x", "/\evil.com" goes to evil.com), keeps cookies between requests and reports no dropped connection as
 * such: a fuzz must send exactly the bytes it means and see exactly what comes back.
 */

/** Requests in flight at once: enough to keep the server busy, few enough for a shared 2-core machine. */
const CONCURRENCY = 8;
/** Longer than any honest answer: a request still unanswered by then counts as dropped. */
const ANSWER_TIMEOUT_MS = 30_000;
/** No answer may be larger, whatever came in (the biggest page, a car's, is about 170 KB). */
const ANSWER_LIMIT = 300 * 1024;
/** Answers are read up to here, then cut: enough to see amplification without holding gigabytes. */
const READ_LIMIT = 8 * 1024 * 1024;
/** A 4xx answer may quote a little of what it refuses, never more than this. */
const ECHO_LIMIT = 2 * 1024;
const SESSION_COOKIE = "__visitor";
/**
 * A form drawn again keeps what was typed, and a page's own links keep its address, so a long input may come back a
 * few times (bounded by the 64 KB body and 4 KB address limits); what is refused is amplification.
 */
const ECHO_COPIES = 4;
/** The one GET that writes the session: a car's page records itself in the recently viewed list (ADR 110). */
const RECORDS_A_VIEW = /^\/used\/[a-z]+\/[a-z0-9-]+\/?(?:\?|$)/;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes received (the body above stops at READ_LIMIT). */
  size: number;
}

/**
 * Sends one input exactly as written. No answer (a reset, a refused connection, a timeout) or an answer cut off before
 * its end is a dropped connection; the server may answer a refused body before reading all of it, so an error while
 * still sending, once the answer has begun, is not.
 */
function send(origin: URL, input: FuzzInput): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const done = (result: Answer | { error: string }) => {
      if (!settled) resolve(result);
      settled = true;
    };
    const headers: Record<string, string | number> = { Connection: "close", ...input.headers };
    if (input.body && !input.headers["Transfer-Encoding"]) headers["Content-Length"] = input.body.length;
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: input.method,
        path: input.target,
        headers,
        agent: false,
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            size,
          });
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= READ_LIMIT) {
            chunks.push(chunk);
          } else {
            // Enough to judge: the rest would only be more of the same amplification.
            finish();
            response.destroy();
          }
        });
        response.on("end", finish);
        response.on("close", () => (response.complete ? finish() : done({ error: "answer cut off" })));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => {
      if (!answered) done({ error: error.message });
    });
    request.end(input.body);
  });
}

async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules every answer is held to.

interface Violation {
  rule: string;
  input: FuzzInput;
  status: number | "none";
  detail: string;
}

const REFUSAL_RULE = {
  method: "method not refused with 405",
  "content-type": "content type not refused with 415",
  "too-large": "body over 64 KB not refused with 413",
  "cross-site": "cross-site post not refused with 403",
} as const;

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join("\n") : (value ?? "");
};

/** Why a Location leaves the site, or null when it stays. */
function offSite(location: string, origin: URL): string | null {
  if (location.startsWith("//")) return "starts with //";
  if (location.includes("\\")) return "contains a backslash";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(location)) return "contains a space or control character";
  let target: URL;
  try {
    target = new URL(location, origin);
  } catch {
    return "not a URL";
  }
  return target.origin === origin.origin ? null : `leads to ${target.origin}`;
}

/** Links (href, action, formaction) in an HTML answer that lead to one of the hostile hosts. */
function hostileLinks(html: string, origin: URL): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/gi)) {
    const value = match[1].replaceAll("&amp;", "&");
    let host = "";
    try {
      host = new URL(value, origin).host.toLowerCase();
    } catch {
      continue;
    }
    if (/^\s*javascript:/i.test(value) || HOSTILE_HOSTS.some((hostile) => host.includes(hostile))) {
      links.push(value);
    }
  }
  return links;
}

function violationsOf(input: FuzzInput, result: Answer | { error: string }, origin: URL): Violation[] {
  if ("error" in result) return [{ rule: "dropped connection", input, status: "none", detail: result.error }];
  const answer = result;
  const found: Violation[] = [];
  const add = (rule: string, detail = "") => found.push({ rule, input, status: answer.status, detail });
  const isHtml = /^text\/html/i.test(header(answer, "content-type"));
  const setCookie = header(answer, "set-cookie");

  if (answer.status >= 500) add("5xx", answer.body.slice(0, 120));
  const location = header(answer, "location");
  if (location) {
    const why = offSite(location, origin);
    if (why) add("off-site Location", `Location ${location} (${why})`);
  }
  if (isHtml) {
    const links = hostileLinks(answer.body, origin);
    if (links.length > 0) add("link off the site in the page", links.slice(0, 3).join(" "));
  }
  if (
    (input.method === "GET" || input.method === "HEAD") &&
    setCookie.includes(`${SESSION_COOKIE}=`) &&
    !RECORDS_A_VIEW.test(input.target)
  ) {
    add("GET sets the session cookie");
  }
  if (input.status && !input.status.includes(answer.status)) {
    add(input.refusal ? REFUSAL_RULE[input.refusal] : `status not ${input.status.join(" or ")}`);
  }
  if (input.refusal && answer.status >= 400 && answer.status < 500) {
    if (answer.status === 405 && !header(answer, "allow")) add("405 without an Allow header");
    if (!isHtml && input.method !== "HEAD") add("refusal not an HTML page", header(answer, "content-type"));
  }
  if (input.method === "POST" && answer.status >= 400 && setCookie) add("Set-Cookie on a refused post");
  if (input.echo && answer.status >= 400) {
    const copies = answer.body.split(input.echo.slice(0, ECHO_LIMIT)).length - 1;
    if (copies > ECHO_COPIES)
      add(`4xx answer repeats an input over 2 KB more than ${ECHO_COPIES} times`, `${copies}`);
  }
  if (answer.size > ANSWER_LIMIT) {
    const size =
      answer.size > READ_LIMIT
        ? `over ${READ_LIMIT / 1024 / 1024} MB`
        : `${Math.round(answer.size / 1024)} KB`;
    add("answer over 300 KB", size);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The site's facts and its database.

/** The dealer database of the e2e site at `origin` (playwright.config.ts names it by port). */
const databaseOf = (origin: URL) => siteDatabase(Number(origin.port));

/** The markers of every enquiry and reservation stored so far that carry one. */
async function storedMarkers(origin: URL): Promise<Set<string>> {
  const db = databaseOf(origin);
  const texts = [
    ...(await db
      .selectFrom("form_submissions")
      .select("payload_json as text")
      .where("payload_json", "like", `%${MARKER_PREFIX}%`)
      .execute()),
    ...(await db
      .selectFrom("reservations")
      .select("customer_json as text")
      .where("customer_json", "like", `%${MARKER_PREFIX}%`)
      .execute()),
  ];
  const pattern = new RegExp(`${MARKER_PREFIX}\\d{5}`, "g");
  return new Set(texts.flatMap(({ text }) => text.match(pattern) ?? []));
}

const reservationStatus = async (origin: URL, id: string) =>
  (
    await databaseOf(origin)
      .selectFrom("reservations")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).status;

const reservationPost = (date: string) =>
  new URLSearchParams({
    first_name: "Fuzz",
    last_name: "Setup",
    email: "fuzz-setup@example.com",
    telephone: "07700 900982",
    address_1: "1 High Street",
    town_city: "Leeds",
    post_code: "LS11 8BU",
    visit_date: date,
    time: "10:30",
    terms: "on",
  }).toString();

/** Finds, through the site and its database, what the inputs need; makes one real reservation for the checkout. */
async function siteFacts(request: APIRequestContext, origin: URL): Promise<SiteFacts> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const slugs = [...sitemap.matchAll(/\/used\/cars\/([a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((slug) => slug !== "search");
  const car = slugs[1];
  const carPage = await (await request.get(`/used/cars/${car}`)).text();
  const mediaPath = /\/media\/[^"'?\s]+/.exec(carPage)?.[0] ?? "/media/none.jpg";
  const contentPage =
    [...sitemap.matchAll(/<loc>https?:\/\/[^/]+\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/?<\/loc>/g)]
      .map((match) => match[1])
      .find((path) => !path.startsWith("used/")) ?? "reviews";
  const db = databaseOf(origin);
  const { vrm } = await db
    .selectFrom("vehicles")
    .select("vrm")
    .where("slug", "=", car)
    .executeTakeFirstOrThrow();
  const { slug: branch } = await db
    .selectFrom("departments")
    .select("slug")
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();

  // Cars far from the ones other specs reserve (they take from the end of the sitemap, up to about 150 in).
  const reservable: string[] = [];
  for (const slug of [...slugs].reverse().slice(200, 230)) {
    const page = await request.get(`/reserve/${slug}`);
    if (page.ok() && (await page.text()).includes("Your details")) reservable.push(slug);
    if (reservable.length === 2) break;
  }
  expect(reservable, "two cars that can be reserved").toHaveLength(2);
  const date = visitDate();
  const reserved = await request.post(`/reserve/${reservable[1]}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.252" },
    data: reservationPost(date),
    maxRedirects: 0,
  });
  expect(reserved.status(), "a reservation for the checkout routes").toBe(303);
  const sessionId = /^\/checkout\/([^/?#]+)$/.exec(reserved.headers().location ?? "")?.[1];
  const checkout = sessionId
    ? {
        sessionId,
        reservationId: (
          await db
            .selectFrom("test_payment_sessions")
            .select("reservation_id")
            .where("id", "=", sessionId)
            .executeTakeFirstOrThrow()
        ).reservation_id,
      }
    : null;
  return {
    origin: origin.origin,
    car,
    vrm,
    reservableCar: reservable[0],
    checkout,
    mediaPath,
    contentPage,
    branch,
    visitDate: date,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

/** One line per kind of failure (rule, method, status), with the routes it was seen on and one example. */
function failureLines(violations: readonly Violation[]): string[] {
  const kinds = new Map<string, { count: number; routes: Set<string>; example: Violation }>();
  for (const violation of violations) {
    const key = `${violation.rule}: ${violation.input.method} → ${violation.status}`;
    const kind = kinds.get(key) ?? { count: 0, routes: new Set<string>(), example: violation };
    kind.count += 1;
    kind.routes.add(violation.input.route);
    kinds.set(key, kind);
  }
  const oneLine = (text: string, length: number) => text.replace(/\s+/g, " ").slice(0, length);
  return [...kinds].map(([key, { count, routes, example }]) => {
    const where = [...routes];
    const on =
      where.length > 3 ? `${where.slice(0, 3).join(", ")} and ${where.length - 3} more` : where.join(", ");
    const { input } = example;
    return (
      `${key}: ${count}× on ${on}; e.g. ${input.route} "${oneLine(input.name, 80)}" ` +
      `(${input.method} ${oneLine(input.target, 100)})${example.detail ? ` — ${oneLine(example.detail, 140)}` : ""}`
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------

test("fuzz: every route and action survives hostile input", async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP fuzzing does not depend on JavaScript: run once");
  // Thousands of requests, 8 at a time, beside the other worker's tests: minutes on a busy 2-core machine.
  test.setTimeout(420_000);
  const origin = new URL(baseURL!);
  const facts = await siteFacts(request, origin);
  expect(facts.checkout, "a reservation for the checkout routes").not.toBeNull();
  const inputs = fuzzInputs(facts);
  const routes = [...new Set(inputs.map((input) => input.route))];
  for (const route of routes) {
    expect(inputs.filter((input) => input.route === route).length, `${route}: inputs`).toBeGreaterThanOrEqual(
      200,
    );
  }
  const storedBefore = await storedMarkers(origin);

  // Pages that must still answer as before once hostile input has been through the process: a poisoned process (a
  // polluted Object.prototype, a broken cache) fails every later visitor, not just the attacker.
  const canaries = [`/used/cars/${facts.car}`, "/used/cars/search", "/enquiry?form=7", "/", "/sitemap.xml"];
  const canaryStatus = async (path: string) => {
    const answer = await send(origin, { route: "", name: "", method: "GET", target: path, headers: {} });
    return "error" in answer ? 0 : answer.status;
  };
  const baseline = new Map<string, number>();
  for (const path of canaries) baseline.set(path, await canaryStatus(path));
  expect([...baseline.values()], `the canary pages ${canaries.join(", ")} answer before the fuzz`).toEqual(
    canaries.map(() => 200),
  );

  // Route by route (8 requests at a time), each followed by the canaries, so a break is traced to its inputs; the
  // inputs known to have poisoned the process go last, all together.
  const started = Date.now();
  const results = new Map<FuzzInput, Answer | { error: string }>();
  const violations: Violation[] = [];
  const broken = new Set<string>();
  const batches = [
    ...routes.map((route) => inputs.filter((input) => input.route === route && !input.late)),
    inputs.filter((input) => input.late),
  ];
  const took = new Map<string, number>();
  for (const batch of batches) {
    const batchStarted = Date.now();
    const answers = await inBatches(batch, CONCURRENCY, (input) => send(origin, input));
    const name = batch[0]?.late ? "late inputs" : (batch[0]?.route ?? "");
    took.set(name, (Date.now() - batchStarted) / 1000);
    batch.forEach((input, index) => results.set(input, answers[index]));
    for (const path of canaries) {
      if (broken.has(path)) continue;
      const status = await canaryStatus(path);
      if (status === baseline.get(path)) continue;
      broken.add(path);
      const last = batch[batch.length - 1];
      const after = last.late ? "the late inputs" : `the inputs of ${last.route}`;
      violations.push({
        rule: "the site broken for everyone after these inputs",
        input: last,
        status,
        detail: `GET ${path} answered ${baseline.get(path)} before, ${status} after ${after}`,
      });
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const resultOf = (input: FuzzInput) => results.get(input) ?? { error: "not sent" };
  violations.push(...inputs.flatMap((input) => violationsOf(input, resultOf(input), origin)));

  // Nothing stored from a post that was (or had to be) refused: every marker in the database is an accepted post's.
  const accepted = (input: FuzzInput) => {
    const result = resultOf(input);
    return !input.refusal && !("error" in result) && result.status < 400;
  };
  const byMarker = new Map(inputs.flatMap((input) => (input.marker ? [[input.marker, input] as const] : [])));
  const stored = [...(await storedMarkers(origin))].filter((marker) => !storedBefore.has(marker));
  const storedFromRefused = stored.flatMap((marker) => {
    const input = byMarker.get(marker);
    return input && !accepted(input) ? [{ marker, input }] : [];
  });
  for (const { marker, input } of storedFromRefused) {
    const result = resultOf(input);
    violations.push({
      rule: "stored from a refused post",
      input,
      status: "error" in result ? "none" : result.status,
      detail: marker,
    });
  }
  // A checkout post stores by paying or cancelling: none of the fuzz's checkout posts may have done either.
  if (facts.checkout) {
    const status = await reservationStatus(origin, facts.checkout.reservationId);
    const completes = (input: FuzzInput) => {
      const result = resultOf(input);
      return !("error" in result) && /^\/reservation-(success|cancel)\//.test(header(result, "location"));
    };
    const checkoutPosts = inputs.filter((input) => input.route === "POST /checkout/{id}");
    const payer = checkoutPosts.find(completes);
    if (status !== "pending") {
      violations.push({
        rule: "stored from a refused post",
        input: payer ?? checkoutPosts[0],
        status: payer ? (resultOf(payer) as Answer).status : "none",
        detail: `the reservation is ${status} after checkout posts that were all to be refused`,
      });
    }
  }

  // The summary: a line per route, the total, then each kind of failure once with an example.
  const lines = [
    `fuzz facts: car ${facts.car} (${facts.vrm}), reservation posts at ${facts.reservableCar}, checkout ` +
      `${facts.checkout?.sessionId}, content page /${facts.contentPage}, picture ${facts.mediaPath}`,
  ];
  lines.push(
    ...routes.map((route) => {
      const own = inputs.filter((input) => input.route === route);
      const failed = violations.filter((violation) => violation.input.route === route);
      const count = (rule: string) => failed.filter((violation) => violation.rule === rule).length;
      return (
        `fuzz ${route}: ${own.length} inputs, ${count("5xx")} 5xx, ${count("off-site Location")} off-site Location, ` +
        `${new Set(failed.map((violation) => violation.input)).size} breaking a rule (${(took.get(route) ?? 0).toFixed(1)} s)`
      );
    }),
  );
  const total = (rule: string) => violations.filter((violation) => violation.rule === rule).length;
  lines.push(
    `fuzz stored: ${byMarker.size} marked enquiry and reservation posts, ${stored.length} stored, ` +
      `${storedFromRefused.length} of them from posts that were or had to be refused`,
  );
  lines.push(
    `fuzz: ${inputs.length} inputs, ${total("5xx")} 5xx, ${total("off-site Location")} off-site Location, ` +
      `${total("dropped connection")} dropped, ${new Set(violations.map((v) => v.input)).size} inputs breaking a ` +
      `rule (${seconds} s, ${CONCURRENCY} at a time, body limit ${BODY_LIMIT / 1024} KB)`,
  );
  const failures = failureLines(violations);
  console.log([...lines, ...(failures.length > 0 ? ["failures:", ...failures] : [])].join("\n"));
  // Every rule break, one a line, for whoever fixes them (test-results/…/fuzz-violations.tsv).
  const file = testInfo.outputPath("fuzz-violations.tsv");
  writeFileSync(
    file,
    violations
      .map(({ rule, status, input, detail }) =>
        [rule, status, input.route, input.name, `${input.method} ${input.target.slice(0, 300)}`, detail]
          .map((cell) => String(cell).replace(/\s+/g, " "))
          .join("\t"),
      )
      .join("\n"),
  );
  await testInfo.attach("fuzz-violations.tsv", { path: file, contentType: "text/tab-separated-values" });
  expect(failures, `${violations.length} rule breaks, by kind`).toEqual([]);
});
