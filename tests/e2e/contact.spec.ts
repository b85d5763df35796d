import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { field, settled, visitorAddress } from "./forms-helpers";
import { WORKERS } from "../../playwright.config";
import { storedEnquiry, workerSiteDatabase } from "./dealer-database";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const main = (page: Page) => page.getByRole("main");
const contactBlock = (page: Page) =>
  main(page).getByRole("heading", { level: 2, name: /^Contact Northway Cars / });
const enquirySection = (page: Page) => page.getByRole("region", { name: "Have an enquiry?" });

async function sendEnquiry(section: Locator, firstName: string) {
  await field(section, "First name").fill(firstName);
  await field(section, "Last name").fill("Okafor");
  await field(section, "Email address").fill("ade.okafor@example.com");
  await field(section, "Phone number").fill("07700 900123");
  await field(section, "What is your enquiry about?").selectOption({ label: "Buying a car" });
  await field(section, "Your message").fill("Can I view a car on Saturday morning?");
  await section.getByRole("button", { name: "Send enquiry" }).click();
}

test("a branch chosen in the address, in any case: its details, map, directions and every branch", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/contact?branch=YORK");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await expect(contactBlock(page)).toHaveText("Contact Northway Cars York");
  // The branch's own block (the list further down names its links "Email Northway Cars York: …").
  await expect(
    main(page).getByRole("link", { name: "york@northwaycars.co.uk", exact: true }),
  ).toHaveAttribute("href", "mailto:york@northwaycars.co.uk");
  await expect(main(page).getByRole("link", { name: "01632 960215", exact: true })).toHaveAttribute(
    "href",
    "tel:01632960215",
  );
  for (const days of ["Monday to Friday", "Saturday", "Sunday"]) {
    await expect(main(page).getByText(days, { exact: true }).first()).toBeVisible();
  }
  await expect(main(page).getByText("18 Clifton Moor Gate").first()).toBeVisible();

  const findUs = page.getByRole("region", { name: "Find Northway Cars York" });
  await expect(findUs.getByRole("link", { name: /on a map/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=53\.99230&mlon=-1\.10130/,
  );
  const directions = findUs.getByRole("link", { name: /^Directions to Northway Cars York/ });
  await expect(directions).toHaveAttribute("rel", "noopener");
  const href = new URL((await directions.getAttribute("href"))!);
  expect(href.searchParams.get("destination")).toBe("Northway Cars York, 18 Clifton Moor Gate, YO30 4WY");
  await expect(
    findUs.getByRole("textbox", { name: "Get directions from your address or postcode" }),
  ).toBeVisible();
  // No map script or frame from another site.
  await expect(page.locator("iframe")).toHaveCount(0);

  const branches = page.getByRole("region", { name: "Our branches" });
  await expect(branches.getByRole("heading", { level: 3 })).toHaveText([
    "Northway Cars Leeds",
    "Northway Cars Manchester",
    "Northway Cars Sheffield",
    "Northway Cars York",
  ]);
  await expect(page.getByRole("region", { name: "Why buy from Northway Cars" })).toContainText(
    "£99 deposit reserves any car for 7 days",
  );
  await expect(
    enquirySection(page).getByText("Please provide us with some details to contact you"),
  ).toBeVisible();
  await settled(page);
  await expectAccessible();

  // Another branch from the list: the page shows it.
  await branches.getByRole("link", { name: "Contact Northway Cars Sheffield" }).click();
  await expect(page).toHaveURL(/\/contact\?branch=sheffield$/);
  await expect(contactBlock(page)).toHaveText("Contact Northway Cars Sheffield");
});

test(
  "without a branch in the address: the shopper's branch, else the first; /contact/{slug} leads to it",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/contact");
    await expect(contactBlock(page)).toHaveText("Contact Northway Cars Leeds");
    await page.request.post("/select-dealer", { form: { dealer: "manchester", redirectTo: "/" } });
    await page.goto("/contact");
    await expect(contactBlock(page)).toHaveText("Contact Northway Cars Manchester");
    await page.goto("/contact/York");
    await expect(page).toHaveURL(/\/contact\?branch=york$/);
    await expect(contactBlock(page)).toHaveText("Contact Northway Cars York");
    expect((await page.request.get("/contact/hull")).status()).toBe(404);
  },
);

test("?scroll=contact-form lands on the enquiry form", async ({ page }) => {
  await page.goto("/contact?branch=york&scroll=contact-form");
  await expect(page).toHaveURL(/\/contact\?branch=york#enquiry-form$/);
  await expect(enquirySection(page).getByRole("heading", { name: "Have an enquiry?" })).toBeInViewport();
  await page.goto("/contact?branch=york");
  await main(page).getByRole("link", { name: "Send Northway Cars York an enquiry" }).click();
  await expect(enquirySection(page).getByRole("heading", { name: "Have an enquiry?" })).toBeInViewport();
});

test("the enquiry sent from /contact?branch=york goes to York", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const firstName = javaScriptEnabled ? "Yorick" : "Yvaine";
  // The shopper's own branch is another: the page's branch is the one that answers.
  await page.request.post("/select-dealer", { form: { dealer: "manchester", redirectTo: "/" } });
  await page.goto("/contact?branch=york");
  await settled(page);
  await sendEnquiry(enquirySection(page), firstName);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Thank you, ${firstName}.` })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?branch=york$/);
  expect(await storedEnquiry(firstName)).toMatchObject({
    form_id: 7,
    _organisational_unit: "york",
    enquirySource: "/contact?branch=york",
  });
  // Each parallel worker has its own site and database: the enquiry is in no other worker's.
  for (let index = 0; index < WORKERS; index += 1) {
    if (index === testInfo.parallelIndex) continue;
    expect(
      await storedEnquiry(firstName, workerSiteDatabase(index)),
      `worker ${index}'s database`,
    ).toBeUndefined();
  }
});

test("an enquiry from a page that names no branch goes to the branch the header shows", async ({
  page,
  javaScriptEnabled,
}) => {
  const firstName = javaScriptEnabled ? "Leonie" : "Lysander";
  // Nobody chose a branch: the header shows the first, Leeds.
  await page.goto("/source-my-car");
  await expect(page.getByRole("banner").getByText("0113 496 0412").first()).toBeAttached();
  await settled(page);
  await sendEnquiry(enquirySection(page), firstName);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Thank you, ${firstName}.` })
      .first(),
  ).toBeVisible();
  expect(await storedEnquiry(firstName)).toMatchObject({ form_id: 7, _organisational_unit: "leeds" });
});

test("the Christmas opening hours: a section without JavaScript, a dialog with it", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/contact?branch=york");
  const hours = ["24 December: 08:00-14:00", "25 and 26 December: closed", "2 January: 09:00-17:00"];
  if (!javaScriptEnabled) {
    const section = page.getByRole("region", { name: "Christmas opening hours" });
    for (const line of hours) await expect(section.getByText(line)).toBeVisible();
    return;
  }
  const button = page.getByRole("button", { name: "Christmas opening hours" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Christmas opening hours" });
  await expect(dialog).toBeVisible();
  for (const line of hours) await expect(dialog.getByText(line)).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?branch=york&modal=christmas-hours$/);
  await settled(page);
  await expectAccessible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(/\/contact\?branch=york$/);
});
