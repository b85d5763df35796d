import { answerValues, typedValues } from "./values";
import { encodeSnapshot } from "./snapshot";
import { decodeSnapshot } from "./snapshot.server";
import type { FormDefinition } from "@contract/forms";

it("keeps what was typed, nested and repeated as the form reads it, without context or honeypot", () => {
  const data = new FormData();
  data.append("first_name", "Jane");
  data.append("opt_in.email", "yes");
  data.append("time", "10:00");
  data.append("time", "10:30");
  data.append("form_id", "7");
  data.append("redirectTo", "/contact");
  data.append("company_website", "spam");
  data.append("form_key", "form-7");
  expect(typedValues(data.entries())).toEqual({
    first_name: "Jane",
    opt_in: { email: "yes" },
    time: ["10:00", "10:30"],
  });
});

it("keeps posted names as own keys only: nothing reaches a prototype, nothing reads one", () => {
  const data = new FormData();
  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "opt_in.__proto__"])
    data.append(name, "x");
  data.append("__proto__.polluted", "yes");
  data.append("constructor.prototype.polluted", "yes");
  data.append("opt_in.email", "yes");
  const values = typedValues(data.entries());
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(JSON.parse(JSON.stringify(values))).toEqual({
    toString: "x",
    hasOwnProperty: "x",
    opt_in: { email: "yes" },
  });
});

const field: FormDefinition["fields"][number] = {
  id: 1,
  name: "first_name",
  type: "text",
  label: "First name",
  placeholder: "",
  required: true,
  options: [],
  hint: null,
  autocomplete: null,
};

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

it("reads a post's answers to the form and nothing else", () => {
  const data = new FormData();
  data.append("name", "Jane");
  data.append("terms", "yes");
  data.append("opt_in.email", "yes");
  data.append("company_website", "");
  for (const other of ["__proto__", "constructor", "opt_in.__proto__", "form_id", "form_key"])
    data.append(other, "x");
  const withName = { ...definition, fields: [{ ...field, name: "name" }] };
  expect([...answerValues(data, withName).entries()]).toEqual([
    ["name", "Jane"],
    ["terms", "yes"],
    ["opt_in.email", "yes"],
    ["company_website", ""],
  ]);
});

it("does not draw a carried form whose field names the site could not have written", () => {
  expect(
    decodeSnapshot(encodeSnapshot({ ...definition, fields: [{ ...field, name: "first_name" }] })),
  ).toBeDefined();
  for (const name of ["__proto__", "constructor", "toString", "opt_in.email", "a-b", "", "x".repeat(65)])
    expect(
      decodeSnapshot(encodeSnapshot({ ...definition, fields: [{ ...field, name }] })),
      name,
    ).toBeUndefined();
});
