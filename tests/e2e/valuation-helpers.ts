import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { field } from "./forms-helpers";

const FIRST = "ABCDEFGHKLMNOPRSVWY";
const SECOND = "ABCDEFGHJKLMNOPRSTUVWXY";
const LAST = "ABCDEFGHJKLMNOPRSTUVWXYZ";

/**
 * A current-format registration no other test (or earlier run against the same database) uses, so no test finds
 * another's valuation: any well-formed plate resolves to a car (docs/decisions/150-valuation-wizard.md).
 */
export function freshPlate(info: TestInfo, age = "18"): string {
  let hash = Date.now() % 1_000_003;
  for (const char of `${info.project.name}:${info.title}:${info.retry}:${info.workerIndex}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  const pick = (letters: string) => {
    const letter = letters[hash % letters.length];
    hash = Math.floor(hash / letters.length) + 7919 * (hash % 13);
    return letter;
  };
  return `${pick(FIRST)}${pick(SECOND)}${age}${pick(LAST)}${pick(LAST)}${pick(LAST)}`;
}

export const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

/** Arrives at a step: its heading shows (and, with JavaScript, has the focus: the step changed without a reload). */
export async function atStep(page: Page, name: string, javaScriptEnabled: boolean) {
  await expect(heading(page, name)).toBeVisible();
  if (javaScriptEnabled) await expect(heading(page, name)).toBeFocused();
}

export async function fillStepOne(page: Page, vrm: string, mileage: string, branch = "Northway Cars Leeds") {
  await field(page, "Vehicle registration").fill(vrm);
  await field(page, "Current mileage").fill(mileage);
  await field(page, "Preferred branch").selectOption({ label: branch });
}

export async function fillContact(page: Page) {
  await field(page, "Full name").fill("Jane Smith-Jones");
  await field(page, "Email address").fill("jane.smith@example.com");
  await field(page, "Phone number").fill("07700 900982");
  await field(page, "Postcode").fill("ls11 8bu");
}

/** Steps 1 to 3 with good answers, ending on the check-your-answers view. */
export async function answerEverything(page: Page, vrm: string, javaScriptEnabled: boolean) {
  await page.goto("/sell-my-car/valuation-steps");
  await fillStepOne(page, vrm, "45000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);
  await page.getByRole("radio", { name: "Full" }).check();
  await field(page, "Previous owners").fill("1");
  await page.getByRole("button", { name: "Yes, this is my vehicle" }).click();
  await atStep(page, "Our assumptions", javaScriptEnabled);
  await fillContact(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await atStep(page, "Check your answers", javaScriptEnabled);
}
