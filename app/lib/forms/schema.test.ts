import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_IDS, type FormDefinition } from "@contract/forms";
import { seededContentApp, findForm, badInputsForForm, goodAnswers } from "../../../dealer-api/test-support";
import { formValidator, toSubmission } from "./schema";

const TODAY = "2026-11-23";
const definitions = new Map<number, FormDefinition>();
let close: () => Promise<void>;

beforeAll(async () => {
  const content = await seededContentApp();
  for (const id of Object.values(FORM_IDS)) definitions.set(id, (await findForm(content.db, id))!);
  close = () => content.db.destroy();
});
afterAll(() => close());

/** A form post as the browser sends it: every value text, a repeated name for a list. */
function formData(values: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    for (const item of Array.isArray(value) ? value : [value])
      data.append(name, item === true ? "yes" : String(item));
  }
  return data;
}

async function validate(id: number, values: Record<string, unknown>) {
  const definition = definitions.get(id)!;
  return formValidator(definition, { today: TODAY }).validate(formData(values));
}

const reservation = () => ({ ...goodAnswers(definitions.get(FORM_IDS.reservation)!, TODAY), terms: "yes" });

describe("the validator generated from a definition", () => {
  it("accepts good answers and normalises them the way staff need them", async () => {
    const result = await validate(FORM_IDS.reservation, {
      ...reservation(),
      first_name: "  Zoë  ",
      telephone: "+44 7700 900982",
      post_code: "ls11 8bu",
      "opt_in.email": "yes",
    });
    expect(result.error).toBeUndefined();
    const submission = toSubmission(definitions.get(FORM_IDS.reservation)!, result.data!);
    expect(submission.answers).toMatchObject({
      first_name: "Zoë",
      telephone: "07700900982",
      post_code: "LS11 8BU",
    });
    expect(submission.termsAccepted).toBe(true);
    expect(submission.optIn).toEqual({ telephone: false, email: true });
    expect(submission.honeypot).toBe("");
  });

  it("applies the reservation form's name, e-mail and phone rules, in the hints' words", async () => {
    const result = await validate(FORM_IDS.reservation, {
      first_name: "J4ne",
      last_name: "",
      email: "jane.example.com",
      telephone: "07700 9OO982",
      address_1: "",
      town_city: "",
      post_code: "LS1",
      visit_date: "2026-11-22",
      time: "",
    });
    expect(result.error?.fieldErrors).toEqual({
      first_name: "First name must only include letters, spaces and hyphens",
      last_name: "Enter your last name",
      email: "Enter an email address in the correct format, like name@example.com",
      telephone: "Phone number must only include numbers",
      address_1: "Enter the first line of your address",
      town_city: "Enter your town or city",
      post_code: "Enter a real UK postcode, like LS11 8BU",
      visit_date: "The date must be today or in the future",
      time: "Select a time",
      terms: "Tick the box to agree to the terms and conditions",
    });
  });

  it("accepts today as a visit date, and letters from any alphabet in names", async () => {
    const result = await validate(FORM_IDS.reservation, {
      ...reservation(),
      visit_date: TODAY,
      first_name: "Siân-Óg",
      last_name: "van der Berg",
    });
    expect(result.error).toBeUndefined();
  });

  it("asks for an empty date in the words of the form's own question", async () => {
    const collect = await validate(FORM_IDS.reservation, { ...reservation(), visit_date: "" });
    expect(collect.error?.fieldErrors).toEqual({ visit_date: "Enter the date you would like to collect" });
    const testDrive = goodAnswers(definitions.get(FORM_IDS.testDrive)!, TODAY);
    const visit = await validate(FORM_IDS.testDrive, { ...testDrive, visit_date: "" });
    expect(visit.error?.fieldErrors).toMatchObject({ visit_date: "Enter the date you would like to visit" });
  });

  it("does not require the terms box without force_terms, and refuses the select's placeholder", async () => {
    const general = goodAnswers(definitions.get(FORM_IDS.generalEnquiry)!, TODAY);
    expect((await validate(FORM_IDS.generalEnquiry, general)).error).toBeUndefined();
    const placeholder = await validate(FORM_IDS.generalEnquiry, { ...general, enquiry_type: "" });
    expect(placeholder.error?.fieldErrors).toEqual({ enquiry_type: "Select what your enquiry is about" });
  });

  it("keeps what was typed for the page to show again", async () => {
    const result = await validate(FORM_IDS.generalEnquiry, { first_name: "Jane", email: "nope" });
    expect(result.submittedData).toMatchObject({ first_name: "Jane", email: "nope" });
  });
});

describe("generated bad inputs, as a browser could post them", () => {
  for (const id of Object.values(FORM_IDS)) {
    it(`form ${id}: every bad answer gets its own message and nothing throws`, async () => {
      const definition = definitions.get(id)!;
      const good = { ...goodAnswers(definition, TODAY), terms: "yes" };
      // An empty list is nothing at all in a form post (that is the "empty" case).
      const cases = badInputsForForm(definition, { today: TODAY, jsonTypes: false }).filter(
        (bad) => !(Array.isArray(bad.value) && bad.value.length === 0),
      );
      // Terms boxes and opt-ins can be sent with nonsense too.
      const extra = ["maybe", "<script>", "\u0000", ["yes", "no"]].flatMap((value) => [
        { field: "terms", value, expect: /must be ticked or left empty$/ },
        { field: "opt_in.email", value, expect: /must be ticked or left empty$/ },
      ]);
      const all = [...cases, ...extra];
      expect(all.length).toBeGreaterThanOrEqual(200);
      for (const bad of all) {
        const values: Record<string, unknown> = { ...good, [bad.field]: bad.value };
        const result = await validate(id, values);
        const context = `${bad.field}=${JSON.stringify(bad.value)?.slice(0, 40)}`;
        expect(result.error?.fieldErrors[bad.field], context).toMatch(bad.expect);
      }
    });
  }
});
