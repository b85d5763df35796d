import { typedValues } from "./values";
import { decodeSnapshot, encodeSnapshot } from "./snapshot";
import type { FormDefinition } from "../../../dealer-api/contract/forms";

it("keeps what was typed, nested and repeated as the form reads it, without context or honeypot", () => {
  const data = new FormData();
  data.append("first_name", "Jane");
  data.append("opt_in.email", "yes");
  data.append("time", "10:00");
  data.append("time", "10:30");
  data.append("form_id", "7");
  data.append("redirectTo", "/contact");
  data.append("company_website", "spam");
  data.append("__rvfInternalFormId", "form-7");
  expect(typedValues(data.entries())).toEqual({
    first_name: "Jane",
    opt_in: { email: "yes" },
    time: ["10:00", "10:30"],
  });
});

const definition: FormDefinition = {
  id: 7,
  form_title: "General enquiry",
  fields: [],
  terms: { terms: "<p>Terms</p>", label: "I agree" },
  opt_in: [{ name: "email", label: "Email" }],
  opt_in_description: "",
  force_terms: false,
  submit_text: "Send",
};

it("carries a form's definition in the form and reads it back, refusing anything else", () => {
  expect(decodeSnapshot(encodeSnapshot(definition))).toEqual(definition);
  expect(decodeSnapshot("not json")).toBeUndefined();
  expect(decodeSnapshot(JSON.stringify({ id: "7" }))).toBeUndefined();
  expect(decodeSnapshot("x".repeat(30_000))).toBeUndefined();
  expect(decodeSnapshot(null)).toBeUndefined();
});
