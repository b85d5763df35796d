import { beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_IDS, type FormDefinition } from "@contract/forms";
import { ukToday } from "@contract/form-rules";
import { findForm, badInputsForForm, goodAnswers } from "../../../dealer-api/test-support";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { action as enquiryAction } from "~/routes/enquiry";
import { action as reserveAction } from "~/routes/reserve.$slug";
import { CONTEXT_FIELDS, HONEYPOT_FIELD, SUBMISSION_FAILED } from "./names";

/**
 * Issue 7 "Done when": at least 200 generated bad inputs for every public form, posted through the site's real
 * actions (/enquiry and /reserve/{slug}) over a real dealer API: each gets its own message, none a 500 or a redirect.
 */
const dealer = openDealerApiForTests(40);
const definitions = new Map<number, FormDefinition>();

beforeAll(async () => {
  for (const id of Object.values(FORM_IDS)) definitions.set(id, (await findForm(dealer.api.db, id))!);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** A form post as a browser (or a robot) sends it: URL-encoded text values, a repeated name for a list. */
function post(path: string, values: Record<string, unknown>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    for (const item of Array.isArray(value) ? value : [value])
      body.append(name, item === true ? "yes" : String(item));
  }
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

describe("generated bad inputs through the site's actions", () => {
  for (const id of Object.values(FORM_IDS)) {
    it(`form ${id}: every bad answer is refused with its own message, never a 500`, async () => {
      const definition = definitions.get(id)!;
      const today = ukToday();
      const reservation = id === FORM_IDS.reservation;
      const good = {
        ...goodAnswers(definition, today),
        terms: "yes",
        [HONEYPOT_FIELD]: "",
        [CONTEXT_FIELDS.formKey]: "vehicle-form",
        [CONTEXT_FIELDS.formId]: String(id),
        [CONTEXT_FIELDS.redirectTo]: `/used/cars/${dealer.slug}`,
        [CONTEXT_FIELDS.vehicle]: dealer.slug,
      };
      const cases = badInputsForForm(definition, { today, jsonTypes: false }).filter(
        (bad) => !(Array.isArray(bad.value) && bad.value.length === 0),
      );
      expect(cases.length).toBeGreaterThanOrEqual(200);
      for (const bad of cases) {
        const values = { ...good, [bad.field]: bad.value };
        const context = `${bad.field}=${JSON.stringify(bad.value)?.slice(0, 40)}`;
        const response = reservation
          ? await reserveAction({
              request: post(`/reserve/${dealer.slug}`, values),
              params: { slug: dealer.slug },
              context: { clientAddress: "198.51.100.77" },
            })
          : await enquiryAction({
              request: post(`/enquiry?form=${id}`, values),
              params: {},
              context: { clientAddress: "198.51.100.77" },
            });
        expect(response.status, context).toBe(400);
        const answer = (await response.json()) as {
          fieldErrors: Record<string, string>;
          repopulateFields: Record<string, unknown>;
        };
        expect(answer.fieldErrors[bad.field], context).toMatch(bad.expect);
        // Everything else typed comes back to be shown again.
        if (bad.field !== "first_name") expect(answer.repopulateFields.first_name, context).toBe("Jane");
      }
    });
  }
});

/**
 * The honeypot (docs/decisions/201-remix-utils.md): the field people never see is posted as the form's own
 * `company_website`, and the dealer API refuses a submission that filled it. Through the site's action, a robot's post
 * gets the failure message and nothing is stored; the same post with the field left empty is taken.
 */
describe("the honeypot, through the site's enquiry action", () => {
  const stored = async () =>
    (await dealer.api.db.selectFrom("form_submissions").select("id").execute()).length;

  function testDrivePost(honeypot: string) {
    const definition = definitions.get(FORM_IDS.testDrive)!;
    return post(`/enquiry?form=${FORM_IDS.testDrive}`, {
      ...goodAnswers(definition, ukToday()),
      terms: "yes",
      [HONEYPOT_FIELD]: honeypot,
      [CONTEXT_FIELDS.formKey]: "vehicle-form",
      [CONTEXT_FIELDS.formId]: String(FORM_IDS.testDrive),
      [CONTEXT_FIELDS.redirectTo]: `/used/cars/${dealer.slug}`,
      [CONTEXT_FIELDS.vehicle]: dealer.slug,
    });
  }

  it("refuses a post whose hidden field was filled in, with the failure message and nothing stored", async () => {
    const before = await stored();
    const response = await enquiryAction({
      request: testDrivePost("http://spam.example"),
      params: {},
      context: { clientAddress: "198.51.100.90" },
    });
    // A refusal that names no field (form-post.server.ts failureAnswer).
    expect(response.status).toBe(409);
    const answer = (await response.json()) as { formError: { message: string } | null };
    expect(answer.formError?.message).toBe(SUBMISSION_FAILED);
    expect(await stored()).toBe(before);
  });

  it("takes the same post with the hidden field left empty", async () => {
    const before = await stored();
    const response = await enquiryAction({
      request: testDrivePost(""),
      params: {},
      context: { clientAddress: "198.51.100.91" },
    });
    expect(response.status).toBe(303);
    expect(await stored()).toBe(before + 1);
  });
});
