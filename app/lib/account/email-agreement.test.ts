import { describe, expect, it } from "vitest";
import { loginRequest, registerRequest, resetRequest } from "@contract/accounts";
import { checkField } from "@contract/form-rules";
import { valuationProcessRequest } from "@contract/valuations";
import type { FormField } from "@contract/forms";
import { loginValidator, resetRequestValidator, signUpValidator } from "./forms";

/**
 * One e-mail rule (dealer-api/contract/email-address.ts): the site's account forms, the enquiry forms' field rule and
 * the dealer API's calls accept and refuse the same addresses, so the site never sends the API an address it refuses
 * or refuses one the API would take (issue 34: the rule was written three ways).
 */
const TRICKY = [
  "name@example.com",
  "  name@example.com  ",
  "Name.Surname+cars@Example.co.uk",
  "o'brien@example.ie",
  "jürgen@müller.de",
  "a@b.co",
  "name@example",
  "name@example.c",
  "name@@example.com",
  "name@example..com",
  "name example@example.com",
  "name@exa mple.com",
  "<name@example.com>",
  '"name"@example.com',
  "name@example.com.",
  "@example.com",
  "name@",
  "",
  "   ",
  `${"a".repeat(243)}@example.com`,
  `${"a".repeat(244)}@example.com`,
  "name@example.com\n",
  "na,me@example.com",
];

const emailField: FormField = {
  id: 0,
  name: "email",
  type: "email",
  label: "Email address",
  placeholder: "",
  required: true,
  options: [],
  hint: null,
  autocomplete: null,
};

const siteAccepts = async (email: string) => {
  const login = await loginValidator.validate({ email, password: "x", redirectTo: "/" });
  const signUp = await signUpValidator.validate({
    first_name: "Priya",
    last_name: "Shah",
    email,
    password: "x",
  });
  const reset = await resetRequestValidator.validate({ email });
  const answers = [login, signUp, reset].map((result) => !result.error?.fieldErrors.email);
  expect(new Set(answers).size, `the site's account forms disagree about ${JSON.stringify(email)}`).toBe(1);
  return answers[0];
};

const enquiryAccepts = (email: string) => checkField(emailField, email, { today: "2026-01-01" }).ok;

const apiAccepts = (email: string) => {
  const answers = [
    loginRequest.safeParse({ email, password: "x" }).success,
    registerRequest.safeParse({ first_name: "Priya", last_name: "Shah", email, password: "x" }).success,
    resetRequest.safeParse({ email }).success,
    !valuationProcessRequest.safeParse({ email }).error?.issues.some((issue) => issue.path[0] === "email"),
  ];
  expect(new Set(answers).size, `the dealer API's calls disagree about ${JSON.stringify(email)}`).toBe(1);
  return answers[0];
};

describe("the one e-mail address rule", () => {
  it.each(TRICKY)("the site's forms and the dealer API agree about %j", async (email) => {
    const site = await siteAccepts(email);
    expect(apiAccepts(email), "the dealer API").toBe(site);
    // The enquiry forms' rule reads an answer the way their validator gives it: trimmed.
    expect(enquiryAccepts(email.trim()), "the enquiry forms").toBe(site);
  });

  it("takes ordinary addresses and refuses what no address can be", async () => {
    expect(await siteAccepts("Name.Surname+cars@Example.co.uk")).toBe(true);
    expect(await siteAccepts("name@example")).toBe(false);
    expect(await siteAccepts(`${"a".repeat(244)}@example.com`)).toBe(false);
  });
});
