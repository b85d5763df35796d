import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { test, expect, runOnceForHttp } from "./fixtures";
import { field, visitorAddress } from "./forms-helpers";
import { answerEverything, atStep, fillContact, fillStepOne, freshPlate, heading } from "./valuation-helpers";
import { layoutProblems } from "./layout-checks";
import { workerDatabase } from "./dealer-database";

/* Issue 38, the valuation wizard: whose valuation a registration shows, a valuation asked for twice, the check view. */

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** Steps 1 to 3 answered and 'Get my valuation' pressed: the new valuation's summary address. */
async function valueCar(page: Page, plate: string, javaScriptEnabled: boolean): Promise<string> {
  await answerEverything(page, plate, javaScriptEnabled);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  return new URL(page.url()).pathname;
}

/** Another visitor on another machine: no cookies of the seller's, another address. */
async function stranger(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  info: TestInfo,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 7) },
  });
}

test("a registration someone else valued is a new valuation for a stranger, who cannot open the seller's summary", async ({
  page,
  javaScriptEnabled,
  playwright,
  baseURL,
}, info) => {
  const plate = freshPlate(info);
  const summary = await valueCar(page, plate, javaScriptEnabled);

  const other = await stranger(playwright, baseURL, info);
  const lookup = await other.post("/sell-my-car/valuation-steps", {
    form: { vrm: plate, mileage: "45000", department: "LEE" },
    maxRedirects: 0,
  });
  expect(lookup.status()).toBe(303);
  expect(lookup.headers().location).toBe("/sell-my-car/valuation-steps/your-vehicle");
  // The link itself shows nothing of the seller's valuation to someone who has it or guesses it.
  const shared = await other.get(summary, { maxRedirects: 0 });
  expect(shared.status()).toBe(404);
  expect(await shared.text()).not.toContain("We would pay");
  await other.dispose();

  // The seller still sees their own.
  await page.goto(summary);
  await expect(heading(page, "Your valuation summary")).toBeVisible();
  await expect(page.getByRole("heading", { name: "We would pay" })).toBeVisible();
});

test("the seller's own valuation is shown again only for the same mileage and branch; another is a new valuation", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const plate = freshPlate(info);
  const summary = await valueCar(page, plate, javaScriptEnabled);

  await page.goto(`/sell-my-car/valuation-steps?vrm=${plate}&mileage=52000`);
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars Leeds" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);

  await page.goto(`/sell-my-car/valuation-steps?vrm=${plate}&mileage=45000`);
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars York" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);

  await page.goto(`/sell-my-car/valuation-steps?vrm=${plate}&mileage=45000`);
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars Leeds" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  expect(new URL(page.url()).pathname).toBe(summary);
  await expect(page.getByRole("status")).toContainText("You already have a valuation for");
});

test("'Get my valuation' sent twice with the same answers (two tabs, a retry) stores one valuation and one enquiry", async ({
  page,
  javaScriptEnabled,
  playwright,
  baseURL,
}, info) => {
  runOnceForHttp(info);
  const plate = freshPlate(info);
  await answerEverything(page, plate, javaScriptEnabled);
  // Both copies carry the answers as they were before either was answered: the same cookies, the same visitor.
  const storageState = await page.context().storageState();
  const copies = await Promise.all(
    [0, 1, 2].map(() =>
      playwright.request.newContext({
        baseURL,
        storageState,
        extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info) },
      }),
    ),
  );
  const send = (copy: APIRequestContext) =>
    copy.post("/sell-my-car/valuation-steps/check", { form: { company_website: "" }, maxRedirects: 0 });
  const atOnce = await Promise.all([send(copies[0]!), send(copies[1]!)]);
  const retried = await send(copies[2]!);
  const places = [...atOnce, retried].map((answer) => {
    expect(answer.status()).toBe(303);
    return answer.headers().location;
  });
  expect(places[0]).toMatch(/^\/sell-my-car\/summary\/[0-9a-f-]{36}$/);
  expect(new Set(places).size).toBe(1);
  await Promise.all(copies.map((copy) => copy.dispose()));

  const db = workerDatabase();
  const valuations = await db.selectFrom("valuations").select("id").where("vrm", "=", plate).execute();
  expect(valuations).toHaveLength(1);
  const enquiries = await db
    .selectFrom("form_submissions")
    .select("payload_json")
    .where("payload_json", "like", `%"vehicle_vrm":"${plate}"%`)
    .execute();
  expect(enquiries).toHaveLength(1);
});

test("check your answers: each section is named by its heading, and a long e-mail fits a phone, cut to 15 characters", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const email = "alexandra.montgomery-fitzwilliam@northern-example-mail.co.uk";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sell-my-car/valuation-steps");
  await fillStepOne(page, freshPlate(info), "45000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);
  await page.getByRole("radio", { name: "Full" }).check();
  await field(page, "Previous owners").fill("1");
  await page.getByRole("button", { name: "Yes, this is my vehicle" }).click();
  await atStep(page, "Our assumptions", javaScriptEnabled);
  await fillContact(page);
  await field(page, "Email address").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await atStep(page, "Check your answers", javaScriptEnabled);

  for (const name of ["Your vehicle", "Your details"]) {
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  }
  const badIds = await page.evaluate(() =>
    [...document.querySelectorAll("[id]")].map((element) => element.id).filter((id) => /\s/.test(id)),
  );
  expect(badIds).toEqual([]);

  const details = page.getByRole("region", { name: "Your details" });
  await expect(details.getByText(`${email.slice(0, 15)}..`, { exact: true })).toBeVisible();
  // A screen reader still hears the whole address.
  await expect(details.getByText(email, { exact: true })).toBeAttached();
  expect(await layoutProblems(page)).toEqual([]);
  await expectAccessible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(details.getByText(email, { exact: true })).toBeVisible();
  await expect(details.getByText(`${email.slice(0, 15)}..`, { exact: true })).toBeHidden();
});
