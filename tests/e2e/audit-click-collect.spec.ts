import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";
import { carSlugs, field, settled, visitorAddress, signedInCustomer } from "./forms-helpers";
import { workerDatabase } from "./dealer-database";

// Issue 38, items 23, 24 and 27: click-and-collect orders.

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 38) }) });

// Each test signs up a customer of its own before its journey: a long test on a busy machine.
test.beforeEach(() => test.slow());

/** The order pages of cars for sale (their stock ids, from the cars' pages). */
async function orderPages(page: Page, offset: number, count: number): Promise<string[]> {
  const found: string[] = [];
  for (const slug of (await carSlugs(page)).slice(offset, offset + 20)) {
    const html = await (await page.request.get(`/used/cars/${slug}`)).text();
    const stockId = /href="\/click-collect\/([A-Za-z0-9-]+)"/.exec(html)?.[1];
    if (stockId) found.push(`/click-collect/${stockId}`);
    if (found.length === count) return found;
  }
  throw new Error("Not enough cars to buy online");
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });
const offset = (info: TestInfo) => (info.project.name === "js" ? 0 : 30);

async function startOrder(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  await page.getByRole("button", { name: "Start my order" }).click();
  await expect(heading(page, "Your details")).toBeVisible();
}

async function answerUpToCollection(page: Page) {
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Part exchange")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "How you will pay")).toBeVisible();
  await page.getByRole("radio", { name: "In full" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Collection")).toBeVisible();
}

/** The value of the first option of the day list whose label starts with the weekday. */
async function firstDay(page: Page, weekday: string): Promise<string> {
  const value = await field(page, "Day (weekends too)")
    .locator("option", { hasText: new RegExp(`^${weekday}`) })
    .first()
    .getAttribute("value");
  return value!;
}

const timeOptions = (page: Page) =>
  field(page, "Time")
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));

test("a draft order can be cancelled from any step, so it no longer counts towards the limit of two", async ({
  page,
  expectAccessible,
}, info) => {
  await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
  const [first, second, third] = await orderPages(page, 240 + offset(info), 3);
  await startOrder(page, first);
  await startOrder(page, second);
  await page.goto(third);
  await page.getByRole("button", { name: "Start my order" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "You can have up to 2 click-and-collect orders at a time",
  );

  // /account links a draft to its order, where it can be cancelled on its first, unanswered step.
  await page.goto("/account");
  const orders = page.getByRole("main").getByRole("listitem");
  await expect(orders).toHaveCount(2);
  await expect(orders.first().getByRole("link")).toHaveAttribute("href", second);
  await orders.first().getByRole("link").click();
  await expect(heading(page, "Your details")).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Cancel this order" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // A cancelled order has nothing left to pay, and links to the car.
  const cancelled = page.getByRole("main").getByRole("listitem").filter({ hasText: "Cancelled." });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).not.toContainText("Left to pay at collection");
  await expect(cancelled.getByRole("link")).toHaveAttribute("href", /^\/used\/cars\//);
  await expect(
    page.getByRole("main").getByRole("listitem").filter({ hasText: "Not finished." }),
  ).toContainText("Left to pay at collection");

  await startOrder(page, third);
});

test("changing your details shows the boxes as they were answered", async ({ page }, info) => {
  await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
  const [path] = await orderPages(page, 250 + offset(info), 1);
  await startOrder(page, path);
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Part exchange")).toBeVisible();
  await page.getByRole("link", { name: /Your details/ }).click();
  await expect(heading(page, "Your details")).toBeVisible();
  await expect(page.getByLabel("My name and email address above are correct")).toBeChecked();
  await expect(page.getByLabel(/I agree to the terms and conditions of sale/)).toBeChecked();
});

test("each step has its own title, and with JavaScript focus moves to the new step's heading", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
  const [path] = await orderPages(page, 255 + offset(info), 1);
  await startOrder(page, path);
  await expect(page).toHaveTitle(/^Your details: buying .+ online \| Northway Cars$/);
  if (javaScriptEnabled) await expect(heading(page, "Your details")).toBeFocused();
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Part exchange")).toBeVisible();
  await expect(page).toHaveTitle(/^Part exchange: buying .+ online \| Northway Cars$/);
  if (javaScriptEnabled) await expect(heading(page, "Part exchange")).toBeFocused();
});

test("the collection step offers only times a branch is open and names a missing branch", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
  const [path] = await orderPages(page, 260 + offset(info), 1);
  await startOrder(page, path);
  await answerUpToCollection(page);

  // Before a branch is chosen: the times some branch opens (08:30 to 18:30 on weekdays), never 08:00 or 19:00.
  const before = await timeOptions(page);
  expect(before[0]).toBe("08:30");
  expect(before.at(-1)).toBe("18:30");

  // No branch chosen: said, with the day and time kept.
  const sunday = await firstDay(page, "Sunday");
  await field(page, "Day (weekends too)").selectOption(sunday);
  await field(page, "Time").selectOption("12:00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Choose a branch");
  await expect(field(page, "Day (weekends too)")).toHaveValue(sunday);
  await expect(field(page, "Time")).toHaveValue("12:00");
  await expectAccessible();

  await field(page, "Branch").selectOption({ label: "Northway Cars Sheffield" });
  await field(page, "Day (weekends too)").selectOption(sunday);
  if (javaScriptEnabled) {
    // Sheffield on a Sunday opens 11:00-17:00: the list follows the branch and the day.
    await expect.poll(() => timeOptions(page)).toEqual(sunSlots());
  } else {
    await field(page, "Time").selectOption("08:30");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText(
      "Choose a time from 11:00 to 16:30: Northway Cars Sheffield is open 11:00-17:00 on Sundays",
    );
    await expect(field(page, "Branch")).toHaveValue("SHF");
    await expect(field(page, "Day (weekends too)")).toHaveValue(sunday);
    expect(await timeOptions(page)).toEqual(sunSlots());
  }
  await field(page, "Time").selectOption("11:00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Check and pay")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Northway Cars Sheffield, Sunday .+ at 11:00/);
});

function sunSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = 11 * 60; minutes <= 16 * 60 + 30; minutes += 30)
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 ? "30" : "00"}`);
  return slots;
}

test("PCP is offered only the terms PCP has (up to 48 months)", async ({ page, javaScriptEnabled }, info) => {
  await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
  const [path] = await orderPages(page, 270 + offset(info), 1);
  await startOrder(page, path);
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "How you will pay")).toBeVisible();
  await page.getByRole("radio", { name: "Personal contract purchase (PCP)" }).check();
  const terms = () =>
    field(page, "Term (finance only)")
      .locator("option")
      .evaluateAll((options) => options.map((option) => option.textContent));
  if (javaScriptEnabled) {
    await expect.poll(terms).toEqual(["Please Select", "24 months", "36 months", "48 months"]);
    await page.getByRole("radio", { name: "Hire purchase (HP)" }).check();
    await expect.poll(terms).toEqual(["Please Select", "24 months", "36 months", "48 months", "60 months"]);
  } else {
    expect(await terms()).toEqual([
      "Please Select",
      "24 months",
      "36 months",
      "48 months",
      "60 months (HP only)",
    ]);
    await field(page, "Term (finance only)").selectOption("60");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText("Choose a term of 24, 36 or 48 months for PCP");
    await expect(page.getByRole("radio", { name: "Personal contract purchase (PCP)" })).toBeChecked();
  }
});

test("where the dealer turns part-exchange off, the part-exchange step says the spec's words", async ({
  page,
  expectAccessible,
}, info) => {
  // The setting is the dealer's, in the dealer database (dealer-api/deals/branch-settings.ts): this worker's site's,
  // whose tests run one at a time, so turning it off and on again touches no other test.
  const db = workerDatabase();
  await db.updateTable("branch_settings").set({ accepts_part_exchange: 0 }).execute();
  try {
    await signedInCustomer(page, info, { prefix: "audit", first: "Rose", last: "Tyler" });
    const [path] = await orderPages(page, 275 + offset(info), 1);
    await startOrder(page, path);
    await page.getByLabel("My name and email address above are correct").check();
    await page.getByLabel(/I agree to the terms and conditions of sale/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page, "Part exchange")).toBeVisible();
    await expect(page.getByText("We do not accept Part Exchanges at this moment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Work out your deal" })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(heading(page, "How you will pay")).toBeVisible();
  } finally {
    await db.updateTable("branch_settings").set({ accepts_part_exchange: 1 }).execute();
  }
});
