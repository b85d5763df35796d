import { test, expect, READS_THE_PAGE } from "./fixtures";
import { failPostsToDealerDownSite, field, settled, visitorAddress } from "./forms-helpers";
import { answerEverything, atStep, fillStepOne, freshPlate, heading } from "./valuation-helpers";
import { ageValuation } from "./dealer-api";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const errorSummary = (page: import("@playwright/test").Page) =>
  page.getByRole("alert").filter({ hasText: "There is a problem" });

test("from /sell-my-car to a price range: every step's errors keep what was typed, answers can be changed", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const plate = freshPlate(info);
  await page.goto("/sell-my-car");
  await expect(page.getByRole("heading", { level: 1, name: "Sell my car" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await expectAccessible();
  // Typed as people type plates: spaces anywhere, lower case.
  await page
    .getByLabel("Vehicle registration")
    .fill(` ${plate.slice(0, 4).toLowerCase()}  ${plate.slice(4)} `);
  await page.getByLabel("Current mileage").fill("45,000");
  await page.getByRole("button", { name: "Value my car" }).click();

  // Step 1: the registration and mileage came along; the branch is still to choose.
  await atStep(page, "Value my vehicle", false);
  await expect(page).toHaveURL(new RegExp(`/sell-my-car/valuation-steps\\?vrm=${plate}&mileage=45000$`));
  const steps = page.getByRole("navigation", { name: "Valuation progress" });
  await expect(steps.locator('[aria-current="step"]')).toContainText("Value my vehicle");
  await expect(field(page, "Vehicle registration")).toHaveValue(plate);
  await expect(field(page, "Current mileage")).toHaveValue("45000");
  await expect(field(page, "Preferred branch").locator("option").first()).toHaveText("Please Select");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page).getByRole("link")).toHaveText(["Select your preferred branch"]);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(field(page, "Vehicle registration")).toHaveValue(plate);
  await settled(page);
  await expectAccessible();
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars York" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();

  // Step 2: the car the plate stands for, first registered within its age identifier (18: March to August 2018).
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);
  await expect(steps.getByText("Value my vehicle (completed)")).toBeAttached();
  await expect(page.getByText(`${plate.slice(0, 4)} ${plate.slice(4)}`)).toBeVisible();
  await expect(
    page.locator("dd", { hasText: /^\d{1,2}(st|nd|rd|th) (March|April|May|June|July|August) 2018$/ }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText("45,000 miles")).toBeVisible();
  await page.getByRole("button", { name: "Yes, this is my vehicle" }).click();
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    "Select the car's service history",
    "Enter the number of previous owners",
  ]);
  await expect(page.getByRole("group", { name: "Service history" }).getByRole("radio")).toHaveCount(4);
  await expectAccessible();
  await page.getByRole("radio", { name: "Some" }).check();
  await field(page, "Previous owners").fill("two");
  await page.getByRole("button", { name: "Yes, this is my vehicle" }).click();
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    "Previous owners must be a whole number, like 2",
  ]);
  await expect(page.getByRole("radio", { name: "Some" })).toBeChecked();
  await field(page, "Previous owners").fill("2");
  await page.getByRole("button", { name: "Yes, this is my vehicle" }).click();

  // Step 3: our assumptions, any exceptions, and contact details.
  await atStep(page, "Our assumptions", javaScriptEnabled);
  await expect(page.getByText("It has at least 6 months' MOT left")).toBeVisible();
  await page.getByRole("checkbox", { name: "It has no spare key" }).check();
  await field(page, "Full name").fill("Jane Smith");
  await field(page, "Email address").fill("jane@");
  await field(page, "Phone number").fill("07700 900982");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    "Enter an email address in the correct format, like name@example.com",
    "Enter your postcode",
  ]);
  await expect(field(page, "Full name")).toHaveValue("Jane Smith");
  await expect(field(page, "Email address")).toHaveValue("jane@");
  await expect(page.getByRole("checkbox", { name: "It has no spare key" })).toBeChecked();
  await expectAccessible();
  await field(page, "Email address").fill("jane.smith@example.com");
  await field(page, "Postcode").fill("yo30 4wy");
  await page.getByRole("button", { name: "Continue" }).click();

  // Check your answers, and change one: the change comes back here.
  await atStep(page, "Check your answers", javaScriptEnabled);
  await expect(page.getByRole("main").getByText("Northway Cars York")).toBeVisible();
  await expect(page.getByRole("main").getByText("It has no spare key")).toBeVisible();
  await expect(page.getByRole("main").getByText("YO30 4WY")).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Change mileage" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Current mileage")).toHaveValue("45000");
  await field(page, "Current mileage").fill("52000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Check your answers", javaScriptEnabled);
  await expect(page.getByRole("main").getByText("52,000 miles")).toBeVisible();

  if (javaScriptEnabled) await page.evaluate(() => (window.dataLayer = []));
  await page.getByRole("button", { name: "Get my valuation" }).click();

  // Step 4: the range, until when it holds, and the branch.
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  await expect(page).toHaveURL(/\/sell-my-car\/summary\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByRole("status")).toContainText("We have sent your valuation to Northway Cars York");
  const price = page.getByRole("region", { name: "We would pay" });
  await expect(price).toContainText(/£[\d,]+ to £[\d,]+/);
  const [low, high] = ((await price.textContent()) ?? "")
    .match(/£[\d,]+/g)!
    .map((text) => Number(text.replace(/\D/g, "")));
  expect(low).toBeLessThan(high);
  await expect(price).toContainText(/valid until \d{1,2}(st|nd|rd|th) \w+ 20\d\d/);
  await expect(page.getByRole("link", { name: "Contact Northway Cars York" })).toHaveAttribute(
    "href",
    "/contact?branch=york",
  );
  await expect(page.getByText("Or call us on 01632 960215")).toBeVisible();
  await expect(page.getByText("Jane")).toHaveCount(0);
  await expectAccessible();
  if (javaScriptEnabled) {
    const events = await page.evaluate(() =>
      window.dataLayer?.filter((item) => item.event === "form_submitted_valuation"),
    );
    expect(events).toHaveLength(1);
  }

  // The summary's address is the valuation's: a reload by its seller sees it, without the thank-you (only the seller
  // sees it at all: audit-valuation.spec.ts).
  await page.reload();
  await expect(price).toContainText(/£[\d,]+ to £[\d,]+/);
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("looking up too many registrations in a short time: the step says when to try again, and keeps what was typed", async ({
  page,
  expectAccessible,
}) => {
  // The dealer API allows a visitor 30 lookups in 10 minutes, found or not (dealer-api/forms/rate-limit.ts); this
  // test's visitor has its own address (X-Forwarded-For above). Thirty registrations nobody knows, sent as the form is:
  for (let index = 0; index < 30; index += 1) {
    const answer = await page.request.post("/sell-my-car/valuation-steps", {
      form: { vrm: `A${100 + index} BCD`, mileage: "60000", department: "LEE" },
      maxRedirects: 0,
    });
    expect(answer.status(), `lookup ${index + 1}`).toBe(303);
    expect(answer.headers().location).toBe("/sell-my-car/valuation-steps/sorry");
  }
  await page.goto("/sell-my-car/valuation-steps");
  await fillStepOne(page, "HE18 CWP", "71212", "Northway Cars York");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(
    page
      .getByText(
        /^You have looked up several registrations in a short time\. Please try again after \d{2}:\d{2}, or call us\.$/,
      )
      .first(),
  ).toBeVisible();
  await expect(field(page, "Vehicle registration")).toHaveValue("HE18 CWP");
  await expect(field(page, "Current mileage")).toHaveValue("71212");
  await expect(field(page, "Preferred branch")).toHaveValue("YOR");
  await expectAccessible();
});

test("a registration nobody knows gets the error view; Reset Valuation starts again", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/sell-my-car/valuation-steps");
  // An old-style plate that no registration record has.
  await fillStepOne(page, "A123 BCD", "60000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Sorry", javaScriptEnabled);
  await expect(
    page.getByText("We were unable to value your vehicle please contact us directly to get a valuation."),
  ).toBeVisible();
  await expect(page.getByText("We could not find a vehicle with the registration A123 BCD.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await settled(page);
  await expectAccessible();

  // Changing the registration starts from what was typed.
  await page.getByRole("link", { name: "Change the registration" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Vehicle registration")).toHaveValue("A123BCD");
  await expect(field(page, "Current mileage")).toHaveValue("60000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Sorry", javaScriptEnabled);
  await page.getByRole("button", { name: "Reset Valuation" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Vehicle registration")).toHaveValue("");
  await expect(field(page, "Current mileage")).toHaveValue("");
});

test("the dealer API failing when the valuation is asked for: the error view, then Try again with nothing lost", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  await answerEverything(page, freshPlate(info), javaScriptEnabled);
  await failPostsToDealerDownSite(page, /\/sell-my-car\/valuation-steps\/check/);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Sorry", javaScriptEnabled);
  await expect(
    page.getByText("Our valuation system did not answer. Nothing you entered has been lost"),
  ).toBeVisible();
  await expectAccessible();

  await page.unroute(/\/sell-my-car\/valuation-steps\/check/);
  await page.getByRole("link", { name: "Try again" }).click();
  await atStep(page, "Check your answers", javaScriptEnabled);
  await expect(page.getByRole("main").getByText("jane.smith@example.com")).toBeVisible();
  await expect(page.getByRole("main").getByText("45,000 miles")).toBeVisible();
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  await expect(page.getByRole("region", { name: "We would pay" })).toContainText(/£[\d,]+ to £[\d,]+/);
});

test("the dealer API failing at the first step: the error view, and the registration is kept", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const plate = freshPlate(info);
  await page.goto("/sell-my-car/valuation-steps");
  await fillStepOne(page, plate, "30000");
  await failPostsToDealerDownSite(page, /\/sell-my-car\/valuation-steps(\?.*)?$/);
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Sorry", javaScriptEnabled);
  await expect(page.getByText("Our valuation system did not answer.")).toBeVisible();
  await page.unroute(/\/sell-my-car\/valuation-steps(\?.*)?$/);
  await page.getByRole("link", { name: "Try again" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Vehicle registration")).toHaveValue(plate);
  await expect(field(page, "Current mileage")).toHaveValue("30000");
});

test("valuing the same car again shows the valuation that still holds", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const plate = freshPlate(info);
  await answerEverything(page, plate, javaScriptEnabled);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  const first = page.url();

  await page.goto(`/sell-my-car/valuation-steps?vrm=${plate}&mileage=45000`);
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars Leeds" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  expect(page.url()).toBe(first);
  await expect(page.getByRole("status")).toContainText("You already have a valuation for");
});

test(
  "a step's address without the answers before it starts at step 1; an unknown summary is not found",
  READS_THE_PAGE,
  async ({ page }) => {
    for (const step of ["your-vehicle", "assumptions", "check", "sorry"]) {
      await page.goto(`/sell-my-car/valuation-steps/${step}`);
      await expect(heading(page, "Value my vehicle")).toBeVisible();
    }
    const missing = await page.goto("/sell-my-car/summary/not-a-real-valuation-id");
    expect(missing?.status()).toBe(404);
    await page.goto("/sell-my-car/summary");
    await expect(page).toHaveURL(/\/sell-my-car$/);
  },
);

test("a van is not valued online; the error view says what it is", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // A van on the embedded registration records (dealer-api/README.md lists the registrations to try).
  await page.goto("/sell-my-car/valuation-steps?vrm=YB22XDW&mileage=61650");
  await field(page, "Preferred branch").selectOption({ label: "Northway Cars Sheffield" });
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Sorry", javaScriptEnabled);
  await expect(page.getByText("YB22 XDW is a van. We can only value cars online.")).toBeVisible();
  await expect(page.getByText("Or call Northway Cars Sheffield on 01632 960388")).toBeVisible();
  await expectAccessible();
});

test("Reset Valuation on step 2 forgets the car and starts again", async ({
  page,
  javaScriptEnabled,
}, info) => {
  await page.goto("/sell-my-car/valuation-steps");
  await fillStepOne(page, freshPlate(info), "12000");
  await page.getByRole("button", { name: "Find my vehicle" }).click();
  await atStep(page, "Is this your vehicle?", javaScriptEnabled);
  await page.getByRole("button", { name: "Reset Valuation" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Vehicle registration")).toHaveValue("");
  await page.goto("/sell-my-car/valuation-steps/your-vehicle");
  await expect(heading(page, "Value my vehicle")).toBeVisible();
});

test("a valuation past its 7 days says so and offers a new one for the same car", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  // The seller's own valuation (only they may see its summary), made 8 days ago.
  const plate = freshPlate(info, "68");
  await answerEverything(page, plate, javaScriptEnabled);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  const summary = new URL(page.url()).pathname;
  await ageValuation(summary.split("/").pop()!, 8);
  await page.goto(summary);
  await expect(heading(page, "Your valuation summary")).toBeVisible();
  await expect(page.getByText(/This valuation expired on \d{1,2}(st|nd|rd|th) \w+ 20\d\d/)).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Value this vehicle again" }).click();
  await atStep(page, "Value my vehicle", javaScriptEnabled);
  await expect(field(page, "Vehicle registration")).toHaveValue(plate);
  await expect(field(page, "Current mileage")).toHaveValue("45000");
});

test("the entry page's form checks what was typed, like the home page's", async ({ page }) => {
  await page.goto("/sell-my-car");
  await page.getByLabel("Vehicle registration").fill("AB-12");
  await page.getByRole("button", { name: "Value my car" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link")).toHaveText([
    "Registration must be alphanumeric",
    "Enter your current mileage",
  ]);
  await expect(page.getByLabel("Vehicle registration")).toHaveValue("AB-12");
  await expect(page).toHaveTitle(/^Error: /);
  expect(new URL(page.url()).pathname).toBe("/sell-my-car");
});
