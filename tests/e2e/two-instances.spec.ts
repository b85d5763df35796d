import { FORM_IDS } from "@contract/forms";
import { startCluster, type Cluster } from "../../bench/cluster";
import { generalEnquiryForm, SHOPPER } from "../../bench/shopper-details";
import { test, expect } from "./fixtures";
import { visitDate } from "./forms-helpers";

/**
 * Two site instances on one PostgreSQL database behind a round-robin proxy (bench/cluster.ts, `npm run cluster`), as a
 * dealer group runs them behind its load balancer (docs/decisions/212-stateless-instances.md): what one instance
 * decides, the other respects. Needs PostgreSQL's programs (CI installs them); elsewhere it is skipped, saying why.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
// HTTP only (see runOnceForHttp): skipped before its set-up in the no-JavaScript project, which would start a cluster
// for nothing.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: JavaScript on or off changes nothing");

let cluster: Cluster | undefined;
let unavailable: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  try {
    // The proxy is one hop and the test, standing for the load balancer, another: each shopper has its own address.
    cluster = await startCluster({
      instances: 2,
      cars: 60,
      env: { TRUST_PROXY: "2", FORM_SUBMISSION_LIMIT: "3" },
    });
  } catch (error) {
    unavailable = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.warn(`*** two-instances.spec SKIPPED: ${unavailable} ***`);
  }
});

test.afterAll(async () => {
  await cluster?.stop();
});

test.beforeEach(() => {
  test.skip(unavailable !== undefined, `no PostgreSQL: ${unavailable}`);
});

/** A form post as a browser without JavaScript sends it, from `address`, not following the redirect. */
function post(path: string, form: Record<string, string>, address: string, cookie?: string) {
  const origin = cluster!.origin.origin;
  return fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** Cars for sale that can be reserved (the reservation page shows its form), in the sitemap's order. */
async function reservableCars(count: number): Promise<string[]> {
  const origin = cluster!.origin.origin;
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const slugs = [...xml.matchAll(/\/used\/cars\/([a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((slug) => slug !== "search");
  const found: string[] = [];
  for (const slug of slugs) {
    if ((await (await fetch(`${origin}/reserve/${slug}`)).text()).includes("Your details")) found.push(slug);
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} reservable cars`);
}

test("of 20 shoppers reserving one car at once through both instances, exactly one is taken to pay", async () => {
  const [slug] = await reservableCars(1);
  const sentBefore = [...cluster!.proxy.sent];
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, shopper) =>
      post(
        `/reserve/${slug}`,
        {
          form_id: String(FORM_IDS.reservation),
          vehicle: slug,
          redirectTo: `/used/cars/${slug}`,
          ...SHOPPER,
          first_name: `Shopper ${String.fromCharCode(65 + shopper)}`,
          address_1: "1 High Street",
          town_city: "Leeds",
          post_code: "LS11 8BU",
          visit_date: visitDate(),
          time: "10:30",
          terms: "on",
          company_website: "",
        },
        `203.0.113.${shopper + 1}`,
      ),
    ),
  );
  // Both instances took their share of the posts.
  const sent = cluster!.proxy.sent.map((count, at) => count - sentBefore[at]);
  expect(Math.min(...sent)).toBeGreaterThanOrEqual(9);
  const toCheckout = answers.filter(
    (answer) => answer.status === 303 && /^\/checkout\//.test(answer.headers.get("location") ?? ""),
  );
  expect(toCheckout).toHaveLength(1);
  const refused = answers.filter((answer) => answer !== toCheckout[0]);
  for (const answer of refused) {
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("another customer is reserving this car");
  }
});

test("one visitor's enquiries count against one limit, whichever instance takes them", async () => {
  const statuses: number[] = [];
  for (let n = 1; n <= 5; n++) {
    const answer = await post(
      "/enquiry",
      generalEnquiryForm(`Question ${n}: is the car still available?`),
      "203.0.113.77",
    );
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  // FORM_SUBMISSION_LIMIT is 3: posts went to the instances in turn, and the fourth is refused wherever it lands.
  expect(statuses).toEqual([303, 303, 303, 429, 429]);
});

test("a favourite saved through one instance is on the favourites page of the other", async () => {
  const [, slug] = await reservableCars(2);
  const saved = await post(
    "/favourites/toggle",
    { slug, intent: "save", redirectTo: "/favourites" },
    "203.0.113.88",
  );
  expect(saved.status).toBe(303);
  const cookie = saved.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  // The next two requests go to the two instances in turn: each reads the cookie the other signed.
  for (let request = 0; request < 2; request++) {
    const page = await fetch(`${cluster!.origin.origin}/favourites`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain(`/used/cars/${slug}`);
  }
});
