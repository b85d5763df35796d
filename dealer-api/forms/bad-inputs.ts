import type { FormDefinition, FormField } from "../contract/forms";
import { addDays } from "../contract/form-rules";

/**
 * Generated bad answers for every field of a form (issue 7 "Done when": empty, too long, wrong type, script tags, odd
 * Unicode, wrong format), each with the message it must get. Used by the dealer API's and the site's tests, so both
 * refuse the same inputs in the same words. Test support only.
 */
export interface BadInput {
  field: string;
  kind: "empty" | "too-long" | "wrong-type" | "markup" | "unicode" | "format";
  value: unknown;
  expect: RegExp;
}

const MARKUP = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "<!-- hidden -->",
  "<a href='javascript:alert(1)'>click</a>",
  "<iframe src=//evil.example>",
  "Jane<script>",
  "< script >alert(1)</ script>",
];

const ODD_UNICODE = [
  "\u0000",
  "Ja\u0000ne",
  "\u0007bell",
  "\u001b[31mred",
  "\u202eenaJ",
  "Jane\u200b",
  "\ufeffJane",
  "\ud800",
  "Jane\udc00",
  "\u2066Jane\u2069",
  "\u007f",
  "Jane\u0085",
  "\uffff",
  "Ja\u00adne",
  "\u061cJane",
  "Jane\u180e",
  "Jane\ufffd",
];

/** Values of the wrong JSON type; over a form post everything is text, but a repeated field name gives a list. */
export const WRONG_JSON_TYPES: unknown[] = [0, 42, -1.5, true, false, {}, { value: "Jane" }];
const LISTS: unknown[] = [[], ["Jane", "Jane"]];

const TEXT_TYPES = new Set<FormField["type"]>(["text", "email", "tel", "textarea"]);

function formatCases(field: FormField, today: string): [unknown, RegExp][] {
  if (field.name === "first_name" || field.name === "last_name") {
    const rule = /must only include letters, spaces and hyphens$/;
    return ["Jane3", "J@ne", "Jane_Doe", "O'Brien", "J😀ne", "Jane.", "-", "Jane/John"].map((v) => [v, rule]);
  }
  if (field.name === "post_code") {
    const rule = /^Enter a real UK postcode/;
    return ["12345", "LS11", "SW1A 1A", "NOT A POSTCODE", "LS11 8B", "QQ1 1QQ1"].map((v) => [v, rule]);
  }
  switch (field.type) {
    case "email": {
      const rule = /^Enter an email address in the correct format/;
      const bad = [
        "jane",
        "jane@",
        "@example.com",
        "jane@example",
        "jane smith@example.com",
        "jane@@example.com",
      ];
      return bad.map((v) => [v, rule]);
    }
    case "tel": {
      const rule = /must only include numbers$|^Enter a UK phone number/;
      const bad = ["phone", "12345", "077009009821234", "+1 202 555 0100", "0800-CALL-NOW", "07700 9OO982"];
      return bad.map((v) => [v, rule]);
    }
    case "date": {
      const bad = [
        "2026-02-30",
        "31/12/2026",
        "tomorrow",
        "2020-01-01",
        addDays(today, -1),
        addDays(today, 400),
      ];
      return bad.map((v) => [v, /must be a real date$|today or in the future$|within the next 12 months$/]);
    }
    case "select":
    case "radio":
      return ["not-an-option", "0", "Please select", field.options[0].value.toUpperCase() + "!"].map((v) => [
        v,
        /^Select/,
      ]);
    default:
      return [];
  }
}

/** Every bad answer for one field. `jsonTypes`: include values only JSON can carry (numbers, booleans, objects). */
export function badInputsForField(
  field: FormField,
  { today, jsonTypes }: { today: string; jsonTypes: boolean },
) {
  const cases: BadInput[] = [];
  const add = (kind: BadInput["kind"], value: unknown, expect: RegExp) =>
    cases.push({ field: field.name, kind, value, expect });
  const choice = field.type === "select" || field.type === "radio";
  if (field.type === "checkbox") {
    const rule = /must be ticked or left empty$/;
    for (const value of [
      ...(jsonTypes ? [0, 42, {}, { a: 1 }] : []),
      ...LISTS,
      "maybe",
      "<script>",
      "\u0000",
    ]) {
      add("wrong-type", value, rule);
    }
    return cases;
  }
  if (field.required)
    for (const value of ["", "   ", undefined]) add("empty", value, /^(Enter|Select|Answer)/);
  if (TEXT_TYPES.has(field.type)) {
    const max =
      { first_name: 50, last_name: 50, town_city: 60 }[field.name] ??
      {
        text: 100,
        email: 254,
        tel: 20,
        textarea: 2000,
      }[field.type as "text"];
    for (const length of [max + 1, max + 100, 20_000])
      add("too-long", "a".repeat(length), /characters or fewer$/);
    for (const value of MARKUP) add("markup", value, /must not include HTML or code/);
  }
  const wrongType = choice ? /^Select/ : /must be text$/;
  for (const value of [...(jsonTypes ? WRONG_JSON_TYPES : []), ...LISTS]) add("wrong-type", value, wrongType);
  for (const value of ODD_UNICODE)
    add("unicode", value, /must not include (hidden or control|broken) characters$/);
  if (field.type !== "textarea") {
    for (const value of ["Jane\nSmith", "Jane\tSmith", "\r\n", "Jane\u2028Smith"]) {
      add("unicode", value, /must not include hidden or control characters$/);
    }
  }
  for (const [value, expect] of formatCases(field, today)) add("format", value, expect);
  return cases;
}

export function badInputsForForm(definition: FormDefinition, options: { today: string; jsonTypes: boolean }) {
  return definition.fields.flatMap((field) => badInputsForField(field, options));
}
