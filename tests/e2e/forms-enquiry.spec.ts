import { test, expect, READS_THE_PAGE } from "./fixtures";
import {
  carSlugs,
  failPostsToDealerDownSite,
  field,
  settled,
  visitDate,
  visitorAddress,
} from "./forms-helpers";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const enquirySection = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Have an enquiry?" });

test("form 7 on a content page: errors with everything kept, then sent and cleared", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/source-my-car");
  const section = enquirySection(page);
  await expect(section.getByText("Fields marked * are required.")).toBeVisible();
  await expect(field(section, "What is your enquiry about?")).toHaveValue("");
  await expect(section.locator("option", { hasText: "Please select" })).toBeDisabled();
  await settled(page);
  await expectAccessible();

  await field(section, "First name").fill("Jane3");
  await field(section, "Email address").fill("jane@");
  await field(section, "Your message").fill("Looking for a <b>Skoda</b> estate");
  await section.getByRole("button", { name: "Send enquiry" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary.getByRole("link")).toHaveText([
    "First name must only include letters, spaces and hyphens",
    "Enter your last name",
    "Enter an email address in the correct format, like name@example.com",
    "Enter your phone number",
    "Select what your enquiry is about",
    "Your message must not include HTML or code, like <script>",
  ]);
  // Without JavaScript the post lands on /enquiry, drawn with its errors; with it the form answers in place.
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/enquiry\?form=7$/);
  else await expect(page).toHaveURL(/\/source-my-car$/);
  await expect(field(page, "First name")).toHaveValue("Jane3");
  await expect(field(page, "Email address")).toHaveValue("jane@");
  await expect(page.getByText("Error: Enter your phone number")).toBeVisible();
  await settled(page);
  await expectAccessible();

  if (javaScriptEnabled) {
    await summary.getByRole("link", { name: "Enter your last name" }).click();
    await expect(field(page, "Last name")).toBeFocused();
  }
  await field(page, "First name").fill("Jane");
  await field(page, "Last name").fill("Smith-Jones");
  await field(page, "Email address").fill("jane.smith@example.com");
  await field(page, "Phone number").fill("07700 900982");
  await field(page, "What is your enquiry about?").selectOption({
    label: "Finding a car you do not have in stock",
  });
  await field(page, "Your message").fill("Looking for a Skoda Octavia estate under £12,000");
  await page.getByRole("checkbox", { name: "Email" }).check();
  await page.getByRole("button", { name: "Send enquiry" }).click();

  const thanks =
    "Thank you, Jane. We have received your enquiry and will be in touch within one working day.";
  await expect(page).toHaveURL(/\/source-my-car$/);
  await expect(page.getByRole("status").filter({ hasText: thanks }).first()).toBeVisible();
  await expect(field(enquirySection(page), "First name")).toHaveValue("");
  await expect(field(enquirySection(page), "Your message")).toHaveValue("");
  await expect(page).not.toHaveTitle(/^Error: /);
  await settled(page);
  await expectAccessible();
});

test("the dealer API failing mid-submit: the spec's message, and nothing typed is lost", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/source-my-car");
  const section = enquirySection(page);
  await field(section, "First name").fill("Jane");
  await field(section, "Last name").fill("Smith");
  await field(section, "Email address").fill("jane.smith@example.com");
  await field(section, "Phone number").fill("07700 900982");
  await field(section, "What is your enquiry about?").selectOption("finance");
  await field(section, "Your message").fill("Can I get finance with a low credit score?");
  await page.getByRole("checkbox", { name: "Telephone" }).check();
  await failPostsToDealerDownSite(page, /\/enquiry\?/, 1000);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  if (javaScriptEnabled) {
    // No second submission while the first is in flight.
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  }

  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toBeFocused();
  await expect(failure).toContainText("Nothing you typed has been lost");
  await expect(field(page, "First name")).toHaveValue("Jane");
  await expect(field(page, "Last name")).toHaveValue("Smith");
  await expect(field(page, "Email address")).toHaveValue("jane.smith@example.com");
  await expect(field(page, "Phone number")).toHaveValue("07700 900982");
  await expect(field(page, "What is your enquiry about?")).toHaveValue("finance");
  await expect(field(page, "Your message")).toHaveValue("Can I get finance with a low credit score?");
  await expect(page.getByRole("checkbox", { name: "Telephone" })).toBeChecked();
  await settled(page);
  await expectAccessible();
});

test("a robot that fills in the hidden field is turned away", async ({ page }) => {
  await page.goto("/enquiry?form=7");
  await field(page, "First name").fill("Bot");
  await field(page, "Last name").fill("Bot");
  await field(page, "Email address").fill("bot@example.com");
  await field(page, "Phone number").fill("07700 900982");
  await field(page, "What is your enquiry about?").selectOption("other");
  await field(page, "Your message").fill("Cheap watches");
  await page.locator('[name="company_website"]').evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("alert")).toContainText("Sorry, we were unable to process your submission");
});

test("a post carrying a form key the site did not give is answered under the page's own", async ({
  page,
  javaScriptEnabled,
}) => {
  // A form posts its key back (CONTEXT_FIELDS.formKey); a stranger's (large, a prototype name) replaces it on the wire.
  // 30 KB: under the 64 KB a form post may have (ADR 110), and once echoed into every field's id, a page of megabytes.
  const strangerKey = `__proto__${"k".repeat(30_000)}`;
  let replaced = 0;
  await page.route(/\/enquiry(\.data)?\?form=7/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("__rvfInternalFormId", strangerKey);
    replaced++;
    await route.continue({ postData: body.toString() });
  });
  await page.goto("/enquiry?form=7");
  if (!javaScriptEnabled) {
    // Nothing typed: the post lands, refused, and the page draws the form again with its errors and its own ids.
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect((await response.body()).length).toBeLessThan(200_000);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Enter your first name" })).toHaveAttribute(
      "href",
      "#enquiry-first_name",
    );
    await expect(field(page, "First name")).toHaveAttribute("id", "enquiry-first_name");
  }
  await field(page, "First name").fill("Kim");
  await field(page, "Last name").fill("Lee");
  await field(page, "Email address").fill("kim.lee@example.com");
  await field(page, "Phone number").fill("07700 900982");
  await field(page, "What is your enquiry about?").selectOption("other");
  await field(page, "Your message").fill("Do you deliver to Harrogate?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(replaced).toBe(javaScriptEnabled ? 1 : 2);
});

test("a car's forms on their own page: test drive, more pictures and an enquiry", async ({
  page,
  expectAccessible,
}) => {
  const [slug] = await carSlugs(page);
  for (const form of [8, 9, 10]) {
    await page.goto(`/enquiry?form=${form}&vehicle=${slug}&redirectTo=/used/cars/${slug}`);
    await expect(page.getByText(/^About: /)).toBeVisible();
    await field(page, "First name").fill("Sam");
    await field(page, "Last name").fill("Patel");
    await field(page, "Email address").fill("sam.patel@example.com");
    await field(page, "Phone number").fill("0113 496 0000");
    if (form === 8) {
      await field(page, "Preferred date").fill(visitDate());
      await field(page, "Preferred time").selectOption("11:00");
      await page
        .getByRole("group", { name: /full UK driving licence/ })
        .getByLabel("Yes")
        .check();
      await field(page, "I agree to the terms and conditions").check();
    }
    if (form === 10) {
      await page
        .getByRole("group", { name: /car to part-exchange/ })
        .getByLabel("No")
        .check();
      await field(page, "I am interested in finance on this car").check();
    }
    if (form === 8) await expectAccessible();
    await page.getByRole("button", { name: /Request test drive|Request images|Send enquiry/ }).click();
    await expect(page).toHaveURL(new RegExp(`/used/cars/${slug}$`));
    await expect(page.getByRole("status").filter({ hasText: "Thank you, Sam." }).first()).toBeVisible();
  }
});

test("an unknown form: 'Form not found'", READS_THE_PAGE, async ({ page, expectAccessible }) => {
  const response = await page.goto("/enquiry?form=999");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Form not found")).toBeVisible();
  await settled(page);
  await expectAccessible();
});
