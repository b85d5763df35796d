import { seededRandom } from "../../dealer-api/content/seed-helpers";

/**
 * Hostile inputs for the fuzz suite (fuzz.spec.ts): for every route and action of the site, requests a careless or
 * malicious client could send, each with what the site must answer. Pure and deterministic: the same facts and seed
 * give the same inputs (a seeded generator, never Math.random), so a failure can be replayed.
 *
 * What every answer must respect, whatever the input, is checked by the spec (no 5xx, no dropped connection, no Location
 * off the site, no amplification, no session cookie set by a GET...); an input only says what it adds: the status a
 * refusal must have, the text that must not be stored.
 */

/** What the fuzz needs to know about the site under test, found through the site before the inputs are made. */
export interface SiteFacts {
  /** The site's origin, e.g. http://localhost:3100. */
  origin: string;
  /** A car for sale, for the vehicle, print and finance pages. */
  car: string;
  /** That car's registration. */
  vrm: string;
  /** A car still for sale that the hostile reservation posts aim at (none of them must hold it). */
  reservableCar: string;
  /** A pending reservation's checkout session and id, for the checkout routes (null when none could be made). */
  checkout: { sessionId: string; reservationId: string } | null;
  /** A picture the media route serves, e.g. /media/vehicles/…/side-medium.svg. */
  mediaPath: string;
  /** A content page of the catch-all route, e.g. "reviews". */
  contentPage: string;
  /** A branch's slug, for /select-dealer. */
  branch: string;
  /** A collection date the reservation form accepts (yyyy-mm-dd). */
  visitDate: string;
}

/** Why an input must be refused: each refusal has its own status, an HTML error page and no Set-Cookie. */
export type Refusal = "method" | "content-type" | "too-large" | "cross-site";

export interface FuzzInput {
  /** The route (or action) the input belongs to, for the summary: "/enquiry", "POST /enquiry". */
  route: string;
  /** What is hostile about it, for the report. */
  name: string;
  method: string;
  /** The request target exactly as sent: path and query, no normalisation. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Statuses allowed; absent: any status below 500. */
  status?: readonly number[];
  /** Set when the input must be refused (the rule it breaks). */
  refusal?: Refusal;
  /** A value over 2 KB the input carries: a 4xx answer must not repeat it. */
  echo?: string;
  /** Text carried by a post that stores something (an enquiry, a reservation): if refused, nothing with it is stored. */
  marker?: string;
  /**
   * Sent after every other input: field names that have poisoned the whole process (`__proto__.polluted` once set
   * Object.prototype.polluted for every later request), so the other inputs are tried on a sound process first.
   */
  late?: boolean;
}

/** The text every stored-post marker starts with (in the e-mail address and the message). */
export const MARKER_PREFIX = "fuzzmark";

/** Post bodies over this size are refused before parsing (413). */
export const BODY_LIMIT = 64 * 1024;

const KB = 1024;

// ---------------------------------------------------------------------------------------------------------------
export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Letters and digits only (so neither HTML nor URL encoding changes it), starting "LONG" to be easy to spot. */
export function longText(size: number, random: Random): string {
  const alphabet = Buffer.from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
  const text = Buffer.alloc(size);
  text.write("LONG");
  for (let at = 4; at < size; at += 1) text[at] = alphabet[Math.floor(random() * alphabet.length)];
  return text.toString("latin1");
}

// ---------------------------------------------------------------------------------------------------------------
// Values. A string is percent-encoded where it is placed; `{ raw }` goes into the query or body exactly as written
// (broken percent-encodings, bytes that are not UTF-8).

export type Value = string | { raw: string };

const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "__lookupSetter__",
  "isPrototypeOf",
  "propertyIsEnumerable",
];

/** Values of the wrong type, shape or encoding for any field. */
export const HOSTILE_VALUES: readonly Value[] = [
  "",
  " ",
  ...PROTOTYPE_NAMES,
  "[object Object]",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "1e-400",
  "0x1F",
  "1.5",
  "9".repeat(400),
  "-" + "9".repeat(40),
  "true",
  "false",
  "[]",
  "{}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "' OR '1'='1",
  "'; DROP TABLE vehicles; --",
  "${7*7}",
  "{{7*7}}",
  "%s%s%s%n",
  "Fördé Ćàr ŠKODA",
  "🚗🚙💨",
  "\uFEFFbom",
  "\u202Eevil\u202C",
  "e\u0301\u0301\u0301\u0301",
  "\u0000nul",
  "line\r\nSet-Cookie: injected=1",
  "tab\tand\vvertical",
  { raw: "%" },
  { raw: "%%" },
  { raw: "%zz" },
  { raw: "%C0%AF" },
  { raw: "%00" },
  { raw: "%E2%82" },
  { raw: "%FF%FE" },
  { raw: "%ED%A0%80" },
  { raw: "%uFFFF" },
  { raw: "%25%32%65" },
  { raw: "a%2" },
  { raw: "%2e%2e%2f%2e%2e%2f" },
];

/** redirectTo values that try to leave the site (dot segments, backslashes, schemes, control characters). */
export const OFF_SITE_REDIRECTS: readonly Value[] = [
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "/\\evil.com",
  "/\\/evil.com",
  "\\\\evil.com",
  "/.//evil.com",
  "/..//evil.com",
  "/./..//evil.com",
  "/a/..//evil.com",
  "/a/../..//evil.com",
  "/a/b/../../..//evil.com",
  "/%2e//evil.com",
  "/%2E%2E//evil.com",
  "/.%2e//evil.com",
  "/%2F/evil.com",
  "/%2f%2fevil.com",
  "/%5Cevil.com",
  "/%5C%5Cevil.com",
  "/.%2F/evil.com",
  "/%09/evil.com",
  "/%00//evil.com",
  "https://evil.com",
  "http://evil.com/",
  "HTTPS://EVIL.COM",
  "http:evil.com",
  "http:/evil.com",
  "//evil.com@localhost",
  "/@evil.com",
  "//localhost@evil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "\t//evil.com",
  " //evil.com",
  "/ /evil.com",
  "//evil%E3%80%82com",
  "//evil.com/%2e%2e",
  "/\u3002/evil.com",
  { raw: "%2F%2Fevil.com" },
  { raw: "/%2e%2e/%2f/evil.com" },
  { raw: "/.%00//evil.com" },
  { raw: "%" },
];

/** The hosts the hostile values point at: no Location or link may lead there. */
export const HOSTILE_HOSTS = ["evil.com", "evil.example", "evil%e3%80%82com"];

// ---------------------------------------------------------------------------------------------------------------
// Encoding queries and bodies.

type Pair = readonly [name: Value, value: Value];

const encode = (value: Value) => (typeof value === "string" ? encodeURIComponent(value) : value.raw);

/** application/x-www-form-urlencoded text (the same form as a query string). */
export function urlencoded(pairs: readonly Pair[]): string {
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;

const FORM_TYPE = "application/x-www-form-urlencoded";

/** A multipart/form-data body; `file` sends a value as an uploaded file. */
export function multipart(
  pairs: readonly (readonly [string, string, { file?: string }?])[],
  boundary = "----fuzzboundary7MA4YWxkTrZu0gW",
) {
  const parts = pairs.map(
    ([name, value, options]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
      (options?.file ? `; filename="${options.file}"\r\nContent-Type: application/octet-stream` : "") +
      `\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"),
  };
}

const CROSS_SITE_HEADERS = (origin: string): readonly { name: string; headers: Record<string, string> }[] => [
  { name: "Origin: https://evil.example", headers: { Origin: "https://evil.example" } },
  { name: "Origin: null", headers: { Origin: "null" } },
  { name: "Origin: a look-alike host", headers: { Origin: `${origin}.evil.example` } },
  { name: "Origin: upper-case evil", headers: { Origin: "HTTPS://EVIL.EXAMPLE" } },
  { name: "Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site" } },
  { name: "Sec-Fetch-Site: same-site", headers: { "Sec-Fetch-Site": "same-site" } },
  {
    name: "Origin evil + Sec-Fetch-Site: cross-site",
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  },
  {
    name: "own Origin + Sec-Fetch-Site: cross-site",
    headers: { Origin: origin, "Sec-Fetch-Site": "cross-site" },
  },
  {
    name: "Origin evil + X-Forwarded-Host to match",
    headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
  },
];

/** Content types a form post must not have (415), with a body that suits each. */
const WRONG_CONTENT_TYPES: readonly { type: string | null; body: string }[] = [
  { type: "application/json", body: '{"redirectTo":"//evil.com","__proto__":{"polluted":true}}' },
  { type: "application/json", body: "[1,2,3" },
  { type: "application/json; charset=utf-8", body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { type: "text/plain", body: "redirectTo=//evil.com" },
  { type: "text/plain;charset=UTF-8", body: "a=b&c=d" },
  {
    type: "application/xml",
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { type: "text/xml", body: "<a><b>c</b></a>" },
  { type: "text/html", body: "<form><input name=a></form>" },
  { type: "application/octet-stream", body: "\u0000\u0001\u0002binary" },
  { type: "image/png", body: "\u0089PNG\r\n\u001a\n" },
  { type: "application/x-www-form-urlencodedx", body: "a=b" },
  { type: "application/csp-report", body: '{"csp-report":{}}' },
  { type: null, body: "redirectTo=/&a=b" },
  { type: "", body: "a=b" },
  { type: "multipart/mixed; boundary=x", body: "--x\r\n\r\nhello\r\n--x--\r\n" },
];

const METHODS = ["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"] as const;

// ---------------------------------------------------------------------------------------------------------------
// Routes.

interface GetRoute {
  /** The summary's name of the route. */
  route: string;
  /** A good request target for it (path and query). */
  base: string;
  /** The query parameters the route reads (hostile values go into these, and into a few it does not read). */
  params: readonly string[];
  /** Targets with hostile path segments. */
  paths?: readonly string[];
  /** How many GET inputs with hostile parameter values (the rest of the route's 200 come from the fixed sets). */
  samples?: number;
  /** The base target has an action: a post the rules refuse gets the refusal's own status, never 405. */
  action?: boolean;
}

interface PostRoute {
  route: string;
  /** Where the form posts. */
  target: string;
  /** A post the action accepts. */
  valid: readonly (readonly [string, string])[];
  /** The fields that carry a redirect target, if any. */
  redirectField?: string;
  /** Adds a marker to a post (an enquiry or a reservation), so whatever is stored from it can be found. */
  mark?: (pairs: (readonly [string, string])[], marker: string) => void;
  /** Leave out the posts that are valid and same-site (a reservation the fuzz must not make). */
  noValidPost?: boolean;
  samples?: number;
}

/** Names that aren't the route's own: prototype names, array and object syntax, nothing at all. */
const HOSTILE_NAMES: readonly Value[] = [
  ...PROTOTYPE_NAMES,
  "__proto__[polluted]",
  "__proto__.polluted",
  "constructor[prototype][polluted]",
  "constructor.prototype.polluted",
  "a[]",
  "a[0][b]",
  "",
  " ",
  "a b",
  "ÿ",
  { raw: "%" },
  { raw: "%zz" },
  { raw: "%00" },
  { raw: "%C0%AF" },
];

function getRoutes(facts: SiteFacts): GetRoute[] {
  const searchParams = [
    "make",
    "range",
    "body_type",
    "colour",
    "colours",
    "transmission",
    "fuel_type",
    "min_price",
    "max_price",
    "budget",
    "monthly_from",
    "monthly_to",
    "finance_search_only",
    "min_year",
    "max_year",
    "odometer_value",
    "insurance_group",
    "mpg_from",
    "tax_rate",
    "sort",
    "page",
    "index",
  ];
  const financeParams = [
    "finance_deposit",
    "finance_mileage",
    "finance_term",
    "finance_type",
    "calc_type",
    "calc_deposit",
    "calc_term",
    "calc_mileage",
    "calc_addon",
    "budget_deposit",
    "budget_amount",
    "budget_term",
    "budget_mileage",
  ];
  const car = `/used/cars/${facts.car}`;
  const checkout = facts.checkout;
  const routes: GetRoute[] = [
    {
      route: "/",
      base: "/",
      params: [
        "hero",
        "make",
        "range",
        "body_type",
        "colours",
        "max_price",
        "min_price",
        "monthly_from",
        "monthly_to",
      ],
      paths: ["/?", "/?#", "/index", "/_index", "/root", "/%2F", "/%2e", "/%2e%2e/", "/./", "/..;/"],
    },
    {
      route: "/used/cars/search",
      base: "/used/cars/search",
      params: searchParams,
      paths: [
        "/used/cars/search/",
        "/used/cars/search?index",
        "/USED/CARS/SEARCH",
        "/used//cars//search",
        "/used/cars/search%00",
        "/used/cars/search%2F..%2F..",
        "/used/cars/search?page=99999999999999999999",
        "/used/cars/search?sort=__proto__&page=-1",
      ],
    },
    {
      route: "/used/cars/search/{id}",
      base: "/used/cars/search/ford",
      params: [...searchParams.slice(0, 6), "id"],
      paths: [
        "/used/cars/search/__proto__",
        "/used/cars/search/constructor",
        "/used/cars/search/%zz",
        "/used/cars/search/%C0%AF",
        "/used/cars/search/..%2F..%2F",
        "/used/cars/search/%5Cevil.com",
        "/used/cars/search/" + "x".repeat(3000),
        "/used/cars/search/ford/extra",
      ],
    },
    {
      route: "/used/{category}/{slug}",
      base: car,
      params: [...financeParams, "enquire", "modal", "view", "tab"],
      paths: [
        `/used/vans/${facts.car}`,
        `/used/__proto__/${facts.car}`,
        `/used/constructor/constructor`,
        `/used/cars/${facts.car.toUpperCase()}`,
        `/used/cars/${facts.car}/`,
        `/used/cars/${facts.car}%00`,
        `/used/cars/${facts.car}%2F..%2F..%2Fetc%2Fpasswd`,
        `/used/cars/__proto__`,
        `/used/cars/%zz`,
        `/used/cars/${"a-".repeat(2000)}b`,
      ],
    },
    {
      route: "/used/cars/print/{slug}",
      base: `/used/cars/print/${facts.car}`,
      params: financeParams.slice(0, 4),
      paths: ["/used/cars/print/__proto__", "/used/cars/print/%zz", "/used/cars/print/..%2F..%2F"],
    },
    {
      route: "/used/cars/provenance/print/{slug}",
      base: `/used/cars/provenance/print/${facts.car}`,
      params: ["vrm", "mileage"],
      paths: ["/used/cars/provenance/print/constructor", "/used/cars/provenance/print/%C0%AF"],
    },
    {
      route: "/search",
      base: "/search?q=ford",
      params: ["q"],
      paths: ["/search?q=//evil.com", "/search?q=%5Cevil.com"],
    },
    {
      route: "/search/{term}",
      base: "/search/ford",
      params: ["page", "q"],
      paths: [
        "/search/__proto__",
        "/search/%zz",
        "/search/%00",
        "/search/%C0%AF",
        "/search/" + "a".repeat(3000),
        "/search/%2F%2Fevil.com",
        "/search/..%2F..%2F",
      ],
    },
    {
      route: "/enquiry",
      base: "/enquiry?form=7",
      params: ["form", "vehicle", "redirectTo", "submitted"],
      action: true,
      paths: [
        "/enquiry?form=__proto__",
        "/enquiry?form=constructor",
        "/enquiry?form=1e309",
        "/enquiry?form=-7",
      ],
    },
    {
      route: "/reserve/{slug}",
      base: `/reserve/${facts.reservableCar}`,
      params: ["submitted", "redirectTo"],
      action: true,
      paths: ["/reserve/__proto__", "/reserve/%zz", "/reserve/constructor", `/reserve/${facts.car}%00`],
    },
    {
      route: "/used/{category}/{slug}/deal",
      base: `/used/cars/${facts.car}/deal`,
      params: ["submitted", "redirectTo"],
      action: true,
      paths: [
        "/used/cars/__proto__/deal",
        "/used/cars/%zz/deal",
        "/used/constructor/constructor/deal",
        `/used/cars/${facts.car}%00/deal`,
      ],
    },
    {
      route: "/checkout/{id}",
      base: checkout ? `/checkout/${checkout.sessionId}` : "/checkout/cs_test_unknown",
      params: ["intent", "session_id", "redirectTo"],
      action: true,
      paths: [
        "/checkout/__proto__",
        "/checkout/constructor",
        "/checkout/%zz",
        "/checkout/" + "9".repeat(3000),
      ],
    },
    {
      route: "/reservation-success/{id}",
      base: checkout ? `/reservation-success/${checkout.reservationId}` : "/reservation-success/unknown",
      params: ["session_id"],
      paths: [
        "/reservation-success/__proto__",
        "/reservation-success/%zz",
        "/reservation-success/..%2F..%2F",
      ],
    },
    {
      route: "/reservation-cancel/{id}",
      base: checkout ? `/reservation-cancel/${checkout.reservationId}` : "/reservation-cancel/unknown",
      params: ["session_id"],
      paths: ["/reservation-cancel/constructor", "/reservation-cancel/%C0%AF"],
    },
    {
      route: "/finance/apply",
      base: `/finance/apply?vrm=${facts.vrm}&product=PCP&term=48&deposit=1000&mileage=10000`,
      params: ["vrm", "product", "term", "deposit", "mileage", "add_ons"],
    },
    {
      route: "/can-i-get-credit",
      base: "/can-i-get-credit",
      params: [
        "Make",
        "Model",
        "Derivative",
        "Slug",
        "Registration",
        "Mileage",
        "RetailValue",
        "LoanTerm",
        "ModelYear",
      ],
    },
    { route: "/compare", base: `/compare?cars=${facts.car}`, params: ["cars"] },
    { route: "/shortlist", base: `/shortlist?cars=${facts.car}`, params: ["cars", "page"] },
    { route: "/favourites", base: "/favourites", params: ["panel", "panel_page", "cars"] },
    { route: "/thank-you", base: "/thank-you", params: ["form", "redirectTo"] },
    {
      route: "/resources/finance/{vrm}",
      base: `/resources/finance/${facts.vrm}?block=calculator`,
      params: ["block", ...financeParams],
      paths: [
        "/resources/finance/__proto__?block=budget",
        "/resources/finance/%zz?block=personalise",
        `/resources/finance/${facts.vrm}?block=__proto__`,
        `/resources/finance/${facts.vrm}?block=constructor`,
        // The finance defaults a shopper picks: a GET that must still not set the session cookie.
        `/resources/finance/${facts.vrm}?block=personalise&finance_type=PCP&finance_term=48&finance_deposit=1000&finance_mileage=10000`,
        `/resources/finance/${facts.vrm}?block=personalise&finance_type=__proto__&finance_term=constructor`,
      ],
    },
    {
      route: "/resources/hero-count",
      base: "/resources/hero-count",
      params: [
        "make",
        "range",
        "body_type",
        "colours",
        "transmission",
        "fuel_type",
        "max_price",
        "monthly_to",
      ],
    },
    {
      route: "/resources/saved-bar",
      base: "/resources/saved-bar?panel=favourites",
      params: ["panel", "panel_page"],
    },
    { route: "/resources/suggestions", base: "/resources/suggestions?q=fo", params: ["q"] },
    {
      route: "/media/{path}",
      base: facts.mediaPath,
      params: ["w", "h", "format"],
      paths: [
        "/media/",
        "/media/..%2F..%2Fpackage.json",
        "/media/%2e%2e/%2e%2e/etc/passwd",
        "/media/vehicles/%00",
        "/media/vehicles/__proto__/constructor.svg",
        "/media/%5C..%5C..%5Cwindows",
        "/media/" + "a".repeat(3000) + ".jpg",
        "/media//evil.com/x.jpg",
      ],
    },
    { route: "/robots.txt", base: "/robots.txt", params: ["a"] },
    { route: "/sitemap.xml", base: "/sitemap.xml", params: ["page", "a"] },
    { route: "/healthcheck", base: "/healthcheck", params: ["a"] },
    {
      route: "/{content page}",
      base: `/${facts.contentPage}`,
      params: ["form", "redirectTo", "page"],
      paths: [
        `/${facts.contentPage.toUpperCase()}`,
        `/${facts.contentPage}/`,
        `/${facts.contentPage}%00`,
        "/header",
        "/footer",
      ],
    },
    {
      route: "/{legacy link}",
      base: "/stock-locator?VRM=AB12CDE",
      params: ["VRM", "extref"],
      paths: [
        `/stock-locator?VRM=${"A".repeat(25)}`,
        `/stock-locator?extref=${"9".repeat(45)}`,
        "/stock-locator?VRM=__proto__&extref=constructor",
        "/used-car-ford-fiesta-__proto__",
        "/used-car-ford-fiesta-" + "X".repeat(60),
        "/used-cars?redirectTo=//evil.com",
        "/about?x=//evil.com",
      ],
    },
    {
      route: "/{unknown and raw paths}",
      base: "/no-such-page",
      params: ["a", "redirectTo"],
      paths: [
        "//evil.com",
        "//evil.com/",
        "///evil.com/",
        "/\\evil.com",
        "/\\/evil.com/",
        "/%5C",
        "/%5Cevil.com",
        "/%5C%5Cevil.com/",
        "/%2F%2Fevil.com",
        "/%2f/evil.com/",
        "/.//evil.com",
        "/..//evil.com",
        "/%2e//evil.com",
        "/%2e%2e//evil.com/",
        "/a/..//evil.com",
        "/a/%2e%2e//evil.com/",
        "/%09/evil.com",
        "/%00",
        "/%zz",
        "/%",
        "/%C0%AF",
        "/%C0%AE%C0%AE/",
        "/%E2%82",
        "/\u00ff\u00fe",
        "/__proto__",
        "/constructor",
        "/prototype",
        "/toString",
        "/__proto__/constructor/prototype",
        "/" + "a".repeat(5000),
        "/" + "a/".repeat(500),
        "/.env",
        "/.git/config",
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/build/index.js",
        "/app/root.tsx",
        "/node_modules/.package-lock.json",
        "/.data/dealer.sqlite",
        "/used-cars/",
        "/used-cars//evil.com",
      ],
    },
    { route: "/sell-my-car", base: "/sell-my-car", params: ["vrm", "mileage", "value-my-car"] },
    {
      route: "/sell-my-car/valuation-steps",
      base: "/sell-my-car/valuation-steps?vrm=AB18CDE&mileage=1000",
      params: ["vrm", "mileage", "from", "submitted"],
      action: true,
    },
    {
      route: "/sell-my-car/valuation-steps/{step}",
      base: "/sell-my-car/valuation-steps/check",
      params: ["from", "submitted"],
      paths: [
        "/sell-my-car/valuation-steps/your-vehicle?from=//evil.com",
        "/sell-my-car/valuation-steps/assumptions?from=check&from=check",
        "/sell-my-car/valuation-steps/sorry",
        "/sell-my-car/valuation-steps/reset",
      ],
      action: true,
    },
    {
      route: "/sell-my-car/summary/{id}",
      base: "/sell-my-car/summary/no-such-valuation",
      params: ["a"],
      paths: [
        "/sell-my-car/summary/" + "a".repeat(300),
        "/sell-my-car/summary/__proto__",
        "/sell-my-car/summary/..%2F..%2Fetc%2Fpasswd",
        "/sell-my-car/summary/%00",
      ],
    },
    { route: "/cookie-settings", base: "/cookie-settings", params: ["redirectTo"], action: true },
    {
      route: "/login",
      base: "/login?redirectTo=%2Faccount",
      params: ["redirectTo", "submitted"],
      action: true,
    },
    {
      route: "/account/sign-up",
      base: "/account/sign-up",
      params: ["redirectTo", "submitted"],
      action: true,
    },
    {
      route: "/click-collect/password-reset/{token?}",
      base: "/click-collect/password-reset",
      params: ["sent", "submitted"],
      paths: ["/click-collect/password-reset/" + "a".repeat(300), "/click-collect/password-reset/__proto__"],
      action: true,
    },
    {
      route: "/click-collect/{stock_id}",
      base: "/click-collect?login=1",
      params: ["login", "step"],
      paths: ["/click-collect/NO-SUCH-CAR?step=summary", "/click-collect/" + "9".repeat(200), "/account"],
    },
    { route: "/select-dealer (GET)", base: "/select-dealer", params: ["dealer", "redirectTo"], action: true },
    {
      route: "/favourites/toggle (GET)",
      base: "/favourites/toggle",
      params: ["slug", "intent", "redirectTo"],
      action: true,
    },
    {
      route: "/saved-searches",
      base: "/saved-searches",
      params: ["panel", "subaction"],
      action: true,
      paths: [
        "/saved-searches/__proto__",
        "/saved-searches/%zz",
        "/saved-searches/00000000-0000-4000-8000-000000000000",
        "/saved-searches/" + "a".repeat(300),
      ],
    },
    {
      route: "/alerts/unsubscribe/{token}",
      base: "/alerts/unsubscribe/v1.e30.AAAA",
      params: ["token"],
      action: true,
      paths: [
        "/alerts/unsubscribe/__proto__",
        "/alerts/unsubscribe/%zz",
        "/alerts/unsubscribe/" + "a".repeat(700),
        "/alerts/unsubscribed",
      ],
    },
  ];
  return routes;
}

function postRoutes(facts: SiteFacts): PostRoute[] {
  const contact = [
    ["first_name", "Fuzz"],
    ["last_name", "Tester"],
    ["email", "fuzz@example.com"],
    ["telephone", "07700 900982"],
  ] as const;
  const markContact = (pairs: (readonly [string, string])[], marker: string) => {
    const at = pairs.findIndex(([name]) => name === "email");
    if (at >= 0) pairs[at] = ["email", `${marker}@example.com`];
    const message = pairs.findIndex(([name]) => name === "message");
    if (message >= 0) pairs[message] = ["message", `Fuzz post ${marker}`];
  };
  const routes: PostRoute[] = [
    {
      route: "POST /cookie-settings",
      target: "/cookie-settings",
      valid: [
        ["intent", "accept"],
        ["redirectTo", "/"],
      ],
      redirectField: "redirectTo",
    },
    {
      route: "POST /select-dealer",
      target: "/select-dealer",
      valid: [
        ["dealer", facts.branch],
        ["redirectTo", "/"],
      ],
      redirectField: "redirectTo",
    },
    {
      route: "POST /favourites/toggle",
      target: "/favourites/toggle",
      valid: [
        ["slug", facts.car],
        ["intent", "save"],
        ["redirectTo", "/favourites"],
      ],
      redirectField: "redirectTo",
    },
    {
      // A saved search is the one the results page builds for the query (a guest's, counted against the visitor's
      // allowance); the other forms name a search of the visitor's own, or none.
      route: "POST /saved-searches",
      target: "/saved-searches",
      valid: [
        ["subaction", "save"],
        ["query", "make=ford&max_price=15000"],
      ],
      samples: 140,
    },
    {
      // Only a customer follows a car: a guest's post is sent to sign in.
      route: "POST /car-alerts",
      target: "/car-alerts",
      valid: [
        ["vehicle_id", "1"],
        ["intent", "follow"],
      ],
      samples: 140,
    },
    {
      // A one-click unsubscribe whose token the dealer API does not accept stops nothing (404): the fuzz has no
      // signed token, so it sends no post that would be valid.
      route: "POST /alerts/unsubscribe/{token}",
      target: "/alerts/unsubscribe/v1.e30.AAAA",
      valid: [["List-Unsubscribe", "One-Click"]],
      noValidPost: true,
      samples: 140,
    },
    {
      route: "POST /saved-searches (rename)",
      target: "/saved-searches",
      valid: [
        ["subaction", "rename"],
        ["id", "00000000-0000-4000-8000-000000000000"],
        ["name", "My search"],
      ],
      samples: 140,
    },
    {
      route: "POST /used/cars/search",
      target: "/used/cars/search?index",
      valid: [["view", "list"]],
      samples: 140,
    },
    {
      route: "POST /reserve/{slug}",
      target: `/reserve/${facts.reservableCar}`,
      valid: [
        ...contact,
        ["address_1", "1 High Street"],
        ["town_city", "Leeds"],
        ["post_code", "LS11 8BU"],
        ["visit_date", facts.visitDate],
        ["time", "10:30"],
        ["terms", "on"],
      ],
      mark: markContact,
      noValidPost: true,
      samples: 140,
    },
    {
      // A deal is saved (and counted against the visitor's allowance of new deals); a valuation that is not the
      // visitor's own is refused.
      route: "POST /used/{category}/{slug}/deal",
      target: `/used/cars/${facts.car}/deal`,
      valid: [
        ["valuation", "none"],
        ["settlement", ""],
        ["cash_deposit", "1000"],
        ["payment", "HP"],
        ["term", "48"],
        ["mileage", "8000"],
        ["getting", "deliver"],
        ["postcode", "M1 1AE"],
      ],
      samples: 140,
    },
  ];
  // The valuation wizard: step 1 looks a car up (nothing stored); later steps without the answers before them go back
  // to step 1, so their posts exercise the parsing and the guard.
  routes.push(
    {
      route: "POST /sell-my-car/valuation-steps",
      target: "/sell-my-car/valuation-steps",
      valid: [
        ["vrm", "AB18CDE"],
        ["mileage", "1000"],
        ["department", "LEE"],
      ],
      samples: 140,
    },
    {
      route: "POST /sell-my-car/valuation-steps/assumptions",
      target: "/sell-my-car/valuation-steps/assumptions",
      valid: [
        ["name", "Fuzz Tester"],
        ["email", "fuzz@example.com"],
        ["telephone", "07700 900982"],
        ["postcode", "LS11 8BU"],
        ["exceptions", "mot"],
      ],
      samples: 140,
    },
    {
      route: "POST /sell-my-car/valuation-steps/reset",
      target: "/sell-my-car/valuation-steps/reset",
      valid: [],
      samples: 140,
    },
  );
  // Accounts: a login that fails (an address no account has), a sign-up and a reset request (no e-mail is confirmed).
  routes.push(
    {
      route: "POST /login",
      target: "/login",
      valid: [
        ["email", "fuzz@example.com"],
        ["password", "not the password"],
        ["redirectTo", "/account"],
      ],
      redirectField: "redirectTo",
      // A login that succeeds would need a real password; this address has none, so its "valid" post answers 401.
      noValidPost: true,
      samples: 140,
    },
    {
      route: "POST /account/sign-up",
      target: "/account/sign-up",
      valid: [
        ["first_name", "Fuzz"],
        ["last_name", "Tester"],
        ["email", "fuzz-signup@example.com"],
        ["password", "three random words"],
      ],
      samples: 140,
    },
  );
  if (facts.checkout) {
    routes.push({
      route: "POST /checkout/{id}",
      target: `/checkout/${facts.checkout.sessionId}`,
      valid: [["session_id", facts.checkout.sessionId]],
      // Paying for or cancelling the reservation is the one thing a checkout post stores: no post says "pay" or
      // "cancel" (the hostile values below replace one field each), so the reservation must still be pending after.
      noValidPost: true,
      samples: 150,
    });
  }
  // Enquiries last: they are the posts most likely to be accepted, and each is stored.
  routes.push({
    route: "POST /enquiry",
    target: "/enquiry",
    valid: [
      ["form_id", "7"],
      ...contact,
      ["enquiry_type", "buying"],
      ["message", "Fuzz post"],
      ["redirectTo", "/thank-you"],
    ],
    redirectField: "redirectTo",
    mark: markContact,
  });
  return routes;
}

// ---------------------------------------------------------------------------------------------------------------
// Generating the inputs.

const requestHeaders = (extra: Record<string, string> = {}) => ({ Accept: "text/html", ...extra });

function formPost(
  route: string,
  target: string,
  name: string,
  body: string | Buffer,
  extra: Partial<FuzzInput> & { type?: string | null } = {},
): FuzzInput {
  const { type = FORM_TYPE, headers, ...rest } = extra;
  return {
    route,
    name,
    method: "POST",
    target,
    headers: requestHeaders({ ...(type === null ? {} : { "Content-Type": type }), ...headers }),
    body: typeof body === "string" ? Buffer.from(body, "utf8") : body,
    ...rest,
  };
}

/** The refusals every route answers alike: other methods, and posts a form would never send. */
function refusalInputs(
  route: string,
  target: string,
  hasAction: boolean,
  origin: string,
  random: Random,
): FuzzInput[] {
  const inputs: FuzzInput[] = [];
  // A route without an action refuses any post (405); one with an action refuses these posts for their own reason.
  const refused = (status: number) => (hasAction ? [status] : [status, 405]);
  for (const method of METHODS) {
    inputs.push({
      route,
      name: method,
      method,
      target,
      headers: requestHeaders(),
      status: [405],
      refusal: "method",
    });
    inputs.push({
      route,
      name: `${method} with a form body`,
      method,
      target,
      headers: requestHeaders({ "Content-Type": FORM_TYPE }),
      body: Buffer.from("redirectTo=//evil.com&__proto__=x"),
      status: [405],
      refusal: "method",
    });
  }
  inputs.push({ route, name: "HEAD", method: "HEAD", target, headers: requestHeaders() });
  for (const { type, body } of WRONG_CONTENT_TYPES) {
    inputs.push(
      formPost(route, target, `POST as ${type ?? "no content type"}`, body, {
        type,
        status: refused(415),
        refusal: "content-type",
      }),
    );
  }
  const big = longText(BODY_LIMIT + 1, random);
  const huge = longText(1024 * KB, random);
  inputs.push(
    formPost(route, target, "POST one field of 64 KB + 1", `a=${big}`, {
      status: refused(413),
      refusal: "too-large",
      echo: big,
    }),
    formPost(route, target, "POST one field of 1 MB", `redirectTo=/&a=${huge}`, {
      status: refused(413),
      refusal: "too-large",
      echo: huge,
    }),
    formPost(
      route,
      target,
      "POST 20 000 fields",
      Array.from({ length: 20_000 }, (_, index) => `f${index}=x`).join("&"),
      { status: refused(413), refusal: "too-large" },
    ),
  );
  for (const cross of CROSS_SITE_HEADERS(origin).slice(0, 5)) {
    inputs.push(
      formPost(route, target, `POST ${cross.name}`, "redirectTo=/", {
        headers: cross.headers,
        status: refused(403),
        refusal: "cross-site",
      }),
    );
  }
  return inputs;
}

/** GET inputs: hostile values in the route's own parameters and others, query shapes, hostile paths. */
function getInputs(spec: GetRoute, random: Random): FuzzInput[] {
  const get = (name: string, target: string, extra: Partial<FuzzInput> = {}): FuzzInput => ({
    route: spec.route,
    name,
    method: "GET",
    target,
    headers: requestHeaders(),
    ...extra,
  });
  const inputs: FuzzInput[] = [get("the route itself", spec.base)];
  const params = [...spec.params, "redirectTo", "__proto__", "constructor"];
  for (let index = 0; index < (spec.samples ?? 130); index += 1) {
    const name = pick(random, params);
    const value = pick(random, HOSTILE_VALUES);
    inputs.push(get(`${name}=${shown(value)}`, withQuery(spec.base, urlencoded([[name, value]]))));
  }
  for (const value of OFF_SITE_REDIRECTS.slice(0, 12)) {
    inputs.push(get(`redirectTo=${shown(value)}`, withQuery(spec.base, urlencoded([["redirectTo", value]]))));
  }
  const own = spec.params[0] ?? "a";
  const long = longText(3 * KB, random);
  const longQuery = longText(12 * KB, random);
  const structures: [string, string, Partial<FuzzInput>?][] = [
    [`${own} repeated 50 times`, urlencoded(Array.from({ length: 50 }, (_, i) => [own, `v${i}`] as const))],
    [`${own} repeated 1 000 times`, urlencoded(Array.from({ length: 1000 }, () => [own, "x"] as const))],
    [
      "1 000 different parameters",
      urlencoded(Array.from({ length: 1000 }, (_, i) => [`p${i}`, "1"] as const)),
    ],
    [
      "every parameter at once, twice",
      urlencoded([...spec.params, ...spec.params].map((p) => [p, "1"] as const)),
    ],
    [`${own} of 3 KB`, urlencoded([[own, long]]), { echo: long }],
    ["a 12 KB query", urlencoded([[own, longQuery]]), { echo: longQuery }],
    ["prototype names as parameters", urlencoded(HOSTILE_NAMES.map((name) => [name, "1"] as const))],
    ["__proto__[polluted]=1", "__proto__[polluted]=1&constructor[prototype][polluted]=1"],
    ["a lone %", "%"],
    ["%zz=%zz", "%zz=%zz"],
    ["%C0%AF", `${own}=%C0%AF%C0%AE`],
    ["%00 in name and value", `%00=%00&${own}=%00`],
    ["half a UTF-8 sequence", `${own}=%E2%82`],
    ["empty names and values", "=&=&&&=="],
    ["a name with no value", own],
    ["semicolons", `${own}=1;${own}=2;a=b`],
    ["a plus and a space", `${own}=a+b%20c`],
    ["raw bytes that are not UTF-8", `${own}=\u00ff\u00fe\u00c0`],
    ["a fragment-looking query", `${own}=%23top`],
  ];
  for (const [name, query, extra] of structures) inputs.push(get(name, withQuery(spec.base, query), extra));
  for (const path of spec.paths ?? []) inputs.push(get(`path ${JSON.stringify(path.slice(0, 80))}`, path));
  inputs.push(
    get("Accept: application/json", spec.base, { headers: { Accept: "application/json" } }),
    get("no Accept", spec.base, { headers: {} }),
    get("Accept-Encoding: gzip, br", spec.base, {
      headers: { Accept: "*/*", "Accept-Encoding": "gzip, deflate, br" },
    }),
    get("X-Forwarded-Host: evil.example", spec.base, {
      headers: { Accept: "text/html", "X-Forwarded-Host": "evil.example" },
    }),
    get("X-Forwarded-Proto: javascript", spec.base, {
      headers: { Accept: "text/html", "X-Forwarded-Proto": "javascript" },
    }),
    get("a forged cookie", spec.base, {
      headers: { Accept: "text/html", Cookie: "__visitor=eyJfX3Byb3RvX18iOnsieCI6MX19.forged" },
    }),
    get("a cookie of prototype names", spec.base, {
      headers: { Accept: "text/html", Cookie: "__proto__=1; constructor=2; __visitor=%zz" },
    }),
    get("a Range header", spec.base, { headers: { Accept: "text/html", Range: "bytes=0-1,1-2,2-3" } }),
    get("If-None-Match: *", spec.base, { headers: { Accept: "text/html", "If-None-Match": "*" } }),
  );
  return inputs;
}

/** Post inputs: hostile fields, redirect targets, bodies and senders for one action. */
function postInputs(
  spec: PostRoute,
  facts: SiteFacts,
  random: Random,
  nextMarker: () => string,
): FuzzInput[] {
  const { route, target } = spec;
  const inputs: FuzzInput[] = [];
  type Pairs = readonly (readonly [string, string])[];
  /**
   * A post of the route's own fields `own` (marked, when the route stores posts) followed by `tail`, raw urlencoded
   * text. Each marked post comes from its own documentation address (X-Forwarded-For), so that where the site trusts
   * a proxy, one post's rate-limit allowance is not another's.
   */
  const post = (name: string, own: Pairs, tail = "", extra: Parameters<typeof formPost>[4] = {}) => {
    const pairs = own.map((pair) => [...pair] as [string, string]);
    const marker = spec.mark ? nextMarker() : undefined;
    if (marker) spec.mark?.(pairs, marker);
    const body = [urlencoded(pairs), tail].filter(Boolean).join("&");
    const forwarded: Record<string, string> = marker
      ? { "X-Forwarded-For": `203.0.113.${(Number(marker.slice(-3)) % 250) + 1}` }
      : {};
    inputs.push(
      formPost(route, target, name, body, {
        marker,
        ...extra,
        headers: { ...forwarded, ...extra.headers },
      }),
    );
  };
  const without = (name: string) => spec.valid.filter(([field]) => field !== name);
  const replaced = (name: string, value: string): Pairs => [...without(name), [name, value]];

  // Sent from another site: refused, whatever the body.
  for (const cross of CROSS_SITE_HEADERS(facts.origin)) {
    const refused = { headers: cross.headers, status: [403], refusal: "cross-site" as const };
    post(`valid post, ${cross.name}`, spec.valid, "", refused);
    if (spec.redirectField) {
      post(`redirect to //evil.com, ${cross.name}`, replaced(spec.redirectField, "//evil.com"), "", refused);
    }
  }
  post("valid post, Origin: garbage", spec.valid, "", {
    headers: { Origin: "not a url" },
    status: [400, 403],
  });
  // The same post from the site itself is not refused (the refusals above are not "refuse everything").
  if (!spec.noValidPost) {
    post("valid post, own Origin and Sec-Fetch-Site: same-origin", spec.valid, "", {
      headers: { Origin: facts.origin, "Sec-Fetch-Site": "same-origin" },
      status: [200, 303],
    });
    post("valid post, a charset in the content type", spec.valid, "", {
      type: `${FORM_TYPE}; charset=UTF-8`,
      status: [200, 303],
    });
    // No form of the site uploads files, so it takes URL-encoded posts only (ADR 110).
    const asMultipart = multipart(spec.valid);
    inputs.push(
      formPost(route, target, "a post as multipart/form-data", asMultipart.body, {
        type: asMultipart.type,
        status: [415],
        refusal: "content-type",
      }),
    );
  }

  // Redirect targets off the site.
  if (spec.redirectField) {
    const field = spec.redirectField;
    for (const value of OFF_SITE_REDIRECTS) {
      post(`${field}=${shown(value)}`, without(field), urlencoded([[field, value]]));
    }
    post(`${field} twice, the second off the site`, spec.valid, urlencoded([[field, "//evil.com"]]));
  }

  // Hostile values in each field, and fields that should not be there.
  const fields = [...spec.valid.map(([name]) => name), "form_id", "__rvfInternalFormId", "_form", "respond"];
  for (let index = 0; index < (spec.samples ?? 80); index += 1) {
    const name = pick(random, fields);
    const value = pick(random, HOSTILE_VALUES);
    post(`${name}=${shown(value)}`, without(name), urlencoded([[name, value]]));
  }
  for (const name of HOSTILE_NAMES) {
    post(`extra field ${shown(name)}`, spec.valid, urlencoded([[name, "1"]]), { late: true });
  }
  // The hidden form id: once echoed into every field's id (issue 12: 100 KB in, 5.6 MB out).
  const formKey = longText(60 * KB, random);
  post("__rvfInternalFormId of 60 KB (under the body limit)", spec.valid, `__rvfInternalFormId=${formKey}`, {
    echo: formKey,
  });
  const bigKey = longText(100 * KB, random);
  post("__rvfInternalFormId of 100 KB", spec.valid, `__rvfInternalFormId=${bigKey}`, {
    status: [413],
    refusal: "too-large",
    echo: bigKey,
  });
  for (const id of ["__proto__", "constructor", "toString", "<b>x</b>", " "]) {
    post(`__rvfInternalFormId=${shown(id)}`, spec.valid, urlencoded([["__rvfInternalFormId", id]]), {
      late: true,
    });
  }
  const longValue = longText(4 * KB, random);
  for (const [name] of spec.valid)
    post(`${name} of 4 KB`, replaced(name, longValue), "", { echo: longValue });
  post("every field twice", [...spec.valid, ...spec.valid]);
  post(
    "every field empty",
    spec.valid.map(([name]) => [name, ""] as const),
  );

  // Bodies that are not what they claim.
  const raw: [string, string][] = [
    ["an empty body", ""],
    ["a lone %", "%"],
    ["%zz=%zz", "%zz=%zz"],
    ["%C0%AF in a value", `${urlencoded(spec.valid)}&a=%C0%AF`],
    ["%00 in every name", spec.valid.map(([name]) => `${name}%00=1`).join("&")],
    ["half a UTF-8 sequence", `${urlencoded(spec.valid)}&a=%E2%82`],
    ["empty names and values", "=&=&&&=="],
    ["bytes that are not UTF-8", `${urlencoded(spec.valid)}&a=\u00ff\u00fe`],
    ["JSON sent as a form", '{"redirectTo":"//evil.com"}'],
    [
      "a query string inside a value",
      `${urlencoded(spec.valid)}&redirectTo=%2F%3FredirectTo%3D%2F%2Fevil.com`,
    ],
  ];
  for (const [name, body] of raw) inputs.push(formPost(route, target, name, Buffer.from(body, "latin1")));
  const boundary = "----fuzzB";
  const part = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
  const multiparts: [string, string, string][] = [
    ["multipart without a boundary", "multipart/form-data", `${part("a")}--${boundary}--\r\n`],
    [
      "multipart with the wrong boundary",
      "multipart/form-data; boundary=other",
      `${part("a")}--${boundary}--\r\n`,
    ],
    ["multipart never closed", `multipart/form-data; boundary=${boundary}`, part("a").slice(0, -2)],
    [
      "multipart of garbage",
      `multipart/form-data; boundary=${boundary}`,
      "\u0000\u0001garbage\r\n\r\n--\r\n",
    ],
    [
      "multipart with no part headers",
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    [
      "multipart with a name of __proto__",
      `multipart/form-data; boundary=${boundary}`,
      `${part("__proto__")}--${boundary}--\r\n`,
    ],
    [
      "multipart with a 200-character boundary",
      `multipart/form-data; boundary=${"b".repeat(200)}`,
      `--${"b".repeat(200)}\r\n\r\nx\r\n`,
    ],
    ["multipart with a quoted empty boundary", 'multipart/form-data; boundary=""', "--\r\n\r\n"],
    ["multipart with an empty body", `multipart/form-data; boundary=${boundary}`, ""],
    [
      "multipart with a field name of 4 KB",
      `multipart/form-data; boundary=${boundary}`,
      `${part("n".repeat(4096))}--${boundary}--\r\n`,
    ],
  ];
  // Whether a multipart body with no part in it is an empty form or a bad request is the site's choice; a type
  // without its boundary cannot be read at all.
  for (const [name, type, body] of multiparts) {
    const status = type === "multipart/form-data" ? [400, 415] : undefined;
    inputs.push(formPost(route, target, name, Buffer.from(body, "latin1"), { type, status }));
  }
  const upload = multipart([...spec.valid, ["redirectTo", "//evil.com", { file: "../../evil.sh" }]]);
  inputs.push(formPost(route, target, "multipart with a file upload", upload.body, { type: upload.type }));
  const bigUpload = multipart([["a", longText(200 * KB, random), { file: "big.bin" }]]);
  inputs.push(
    // Refused by its size or by its type (no form of the site sends multipart: ADR 110), before it is read.
    formPost(route, target, "multipart with a 200 KB file", bigUpload.body, {
      type: bigUpload.type,
      status: [413, 415],
      refusal: "too-large",
    }),
  );
  inputs.push(
    formPost(
      route,
      target,
      "a 100 KB body in chunks (no Content-Length)",
      `a=${longText(100 * KB, random)}`,
      {
        // A body that does not say how long it is is not read at all (411).
        status: [411, 413],
        refusal: "too-large",
        headers: { "Transfer-Encoding": "chunked" },
      },
    ),
  );
  return inputs;
}

const shown = (value: Value) => JSON.stringify(typeof value === "string" ? value : value.raw).slice(0, 60);

/** Every input of the suite, route by route. `seed` fixes the sampled values. */
export function fuzzInputs(facts: SiteFacts, seed = 20261101): FuzzInput[] {
  const random = seededRandom(seed);
  let markers = 0;
  const nextMarker = () => `${MARKER_PREFIX}${String(++markers).padStart(5, "0")}`;
  const inputs: FuzzInput[] = [];
  for (const spec of getRoutes(facts)) {
    inputs.push(...getInputs(spec, random));
    inputs.push(...refusalInputs(spec.route, spec.base, spec.action === true, facts.origin, random));
  }
  for (const spec of postRoutes(facts)) inputs.push(...postInputs(spec, facts, random, nextMarker));
  return inputs;
}
