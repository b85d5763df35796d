import { beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_IDS } from "@contract/forms";
import { ukToday } from "@contract/form-rules";
import { findForm, goodAnswers } from "../../../dealer-api/test-support";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { action as enquiryAction } from "~/routes/enquiry";
import { CONTEXT_FIELDS, HONEYPOT_FIELD } from "./names";

/**
 * The rate limit counts the visitor by the address the HTTP server decided (app/server.ts, TRUST_PROXY), never by a
 * header the visitor sends; over the limit the shopper is told when to try again and keeps what they typed.
 */
const dealer = openDealerApiForTests(20, new Date());
let enquiry: Record<string, string>;

beforeAll(async () => {
  const definition = (await findForm(dealer.api.db, FORM_IDS.generalEnquiry))!;
  enquiry = {
    ...Object.fromEntries(
      Object.entries(goodAnswers(definition, ukToday())).map(([name, value]) => [
        name,
        value === true ? "yes" : String(value),
      ]),
    ),
    terms: "yes",
    [HONEYPOT_FIELD]: "",
    [CONTEXT_FIELDS.formId]: String(FORM_IDS.generalEnquiry),
    [CONTEXT_FIELDS.redirectTo]: "/contact",
  };
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

let n = 0;
/** An enquiry from `clientAddress`: a different one each time unless `message` is given. */
const send = (clientAddress: string, message?: string) => {
  n += 1;
  // A new made-up "client address" header every time: it must not buy a new allowance.
  const headers = { "X-Client-IP": `192.0.2.${n % 250}`, "X-Forwarded-For": `198.18.0.${n % 250}` };
  const request = new Request(`http://localhost/enquiry?form=${FORM_IDS.generalEnquiry}`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ ...enquiry, message: message ?? `Question ${n}: is it still for sale?` }),
  });
  return enquiryAction({ request, params: {}, context: { clientAddress } });
};

describe("the enquiry rate limit", () => {
  it("counts by the connection's address, answers 429 with when to try again, and keeps the answers", async () => {
    for (let i = 0; i < 10; i++) expect((await send("203.0.113.50")).status).toBe(303);
    const limited = await send("203.0.113.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const answer = (await limited.json()) as {
      formError: { message: string; detail: string };
      repopulateFields: Record<string, unknown>;
    };
    expect(answer.formError.message).toBe("Sorry, we were unable to process your submission");
    expect(answer.formError.detail).toMatch(/Please try again after \d\d:\d\d, or call us\./);
    expect(answer.repopulateFields.first_name).toBe(enquiry.first_name);
    // Someone else is not held up by it.
    expect((await send("203.0.113.51")).status).toBe(303);
  });
});

describe("an enquiry sent twice", () => {
  it("(a double click, a post sent again) is stored once, and the shopper is thanked both times", async () => {
    const stored = async () =>
      (await dealer.api.db.selectFrom("form_submissions").select("id").execute()).length;
    const before = await stored();
    const first = await send("203.0.113.60", "Can I see the car on Saturday?");
    const again = await send("203.0.113.60", "Can I see the car on Saturday?");
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await stored()).toBe(before + 1);
  });
});
