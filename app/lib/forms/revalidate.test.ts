import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { keepPageForFormAnswer } from "./revalidate";

const args = (actionResult: unknown, defaultShouldRevalidate = true) =>
  ({ actionResult, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

it("does not load the page again for a form answer with errors or a failure", () => {
  const answer = {
    formId: "vehicle-reserve",
    fieldErrors: {},
    repopulateFields: {},
    formError: null,
    form: null,
  };
  expect(keepPageForFormAnswer(args(answer))).toBe(false);
});

it("leaves every other submission and navigation to Remix", () => {
  expect(keepPageForFormAnswer(args(undefined))).toBe(true);
  expect(keepPageForFormAnswer(args({ saved: true }))).toBe(true);
  expect(keepPageForFormAnswer(args(undefined, false))).toBe(false);
});

it("does not load the page again for the personalise tool's choice, which the tool draws itself", () => {
  const posted = {
    actionResult: { view: {} },
    formAction: "/resources/finance/AB12CDE",
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs;
  expect(keepPageForFormAnswer(posted)).toBe(false);
});
