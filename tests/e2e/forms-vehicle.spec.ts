import type { Locator, Page } from "@playwright/test";
import { test, expect, untilHydrated, READS_THE_PAGE } from "./fixtures";
import {
  carSlugs,
  failPostsToDealerDownSite,
  field,
  fillReservation,
  reservableCar,
  settled,
  visitDate,
  visitorAddress,
} from "./forms-helpers";
import { scrollPastHeadlinePrice, soldVehiclePath } from "./vehicle-stock";
import { storedEnquiry } from "./dealer-database";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const stickyBar = (page: Page) => page.getByRole("region", { name: "Price and enquiry" });

/** The sticky bar's link to a form: 'Enquire' and 'Reserve' in the bar, the others under 'More'. */
async function openFromStickyBar(page: Page, link: string | RegExp) {
  const bar = stickyBar(page);
  await scrollPastHeadlinePrice(page);
  if (link === "Book a test drive" || link === "Request more images") {
    await bar.locator("summary").click();
  }
  await bar.getByRole("link", { name: link }).click();
}

interface VehicleFormCase {
  form: string;
  link: string | RegExp;
  query: RegExp;
  title: string;
  submit: string;
  /** The answers besides the name, email and phone number. */
  fillRest: (scope: Page | Locator) => Promise<void>;
}

const FORMS: VehicleFormCase[] = [
  {
    form: "enquiry",
    link: /^Enquire about the /,
    query: /\?modal=enquire#vehicle-form$/,
    title: "Enquire about this car",
    submit: "Send enquiry",
    fillRest: async (scope) => {
      await scope
        .getByRole("group", { name: /car to part-exchange/ })
        .getByLabel("No")
        .check();
      await field(scope, "I am interested in finance on this car").check();
    },
  },
  {
    form: "test drive",
    link: "Book a test drive",
    query: /\?modal=testdrivesearch#vehicle-form$/,
    title: "Book a test drive",
    submit: "Request test drive",
    fillRest: async (scope) => {
      await field(scope, "Preferred date").fill(visitDate(3));
      await field(scope, "Preferred time").selectOption("11:00");
      await scope
        .getByRole("group", { name: /full UK driving licence/ })
        .getByLabel("Yes")
        .check();
      await field(scope, "I agree to the terms and conditions").check();
    },
  },
  {
    form: "request images",
    link: "Request more images",
    query: /\?enquire=1#vehicle-form$/,
    title: "Request more images",
    submit: "Request images",
    fillRest: async () => {},
  },
];

async function fillContact(scope: Page | Locator, name: string) {
  await field(scope, "First name").fill(name);
  await field(scope, "Last name").fill("Patel");
  await field(scope, "Email address").fill("sam.patel@example.com");
  await field(scope, "Phone number").fill("0113 496 0000");
}

for (const [index, form] of FORMS.entries()) {
  test(`${form.form} from the sticky bar: errors with everything kept, then sent back to the car`, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const slug = (await carSlugs(page))[index];
    const carPath = `/used/cars/${slug}`;
    await page.goto(carPath);
    await openFromStickyBar(page, form.link);
    await expect(page).toHaveURL(form.query);
    const dialog = page.getByRole("dialog", { name: form.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^About: /)).toBeVisible();

    await field(dialog, "First name").fill("Sam<script>");
    await field(dialog, "Email address").fill("sam@");
    await dialog.getByRole("button", { name: form.submit }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter your last name" })).toBeVisible();
    // Without JavaScript the post lands on the form's own page (decision 060), with a link back to the car.
    if (javaScriptEnabled) await expect(page).toHaveURL(form.query);
    else await expect(page).toHaveURL(/\/enquiry\?form=\d+$/);
    const scope = javaScriptEnabled ? dialog : page.getByRole("main");
    await expect(field(scope, "First name")).toHaveValue("Sam<script>");
    await expect(field(scope, "Email address")).toHaveValue("sam@");
    await settled(page);
    await expectAccessible();

    await fillContact(scope, "Sam");
    await form.fillRest(scope);
    await scope.getByRole("button", { name: form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${carPath}$`));
    await expect(page.getByRole("status").filter({ hasText: "Thank you, Sam." }).first()).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test(`${form.form} from the sticky bar with the dealer API failing mid-submit: the spec's message, nothing lost`, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const slug = (await carSlugs(page))[index + 3];
    await page.goto(`/used/cars/${slug}`);
    await openFromStickyBar(page, form.link);
    const dialog = page.getByRole("dialog", { name: form.title });
    await fillContact(dialog, "Priya");
    await form.fillRest(dialog);
    await failPostsToDealerDownSite(page, /\/enquiry\?/, 1000);
    await dialog.getByRole("button", { name: form.submit }).click();
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();

    const failure = page
      .getByRole("alert")
      .filter({ hasText: "Sorry, we were unable to process your submission" });
    await expect(failure).toBeFocused();
    const scope = javaScriptEnabled ? dialog : page.getByRole("main");
    await expect(field(scope, "First name")).toHaveValue("Priya");
    await expect(field(scope, "Last name")).toHaveValue("Patel");
    await expect(field(scope, "Email address")).toHaveValue("sam.patel@example.com");
    await expect(field(scope, "Phone number")).toHaveValue("0113 496 0000");
    if (form.form === "test drive") {
      await expect(field(scope, "Preferred time")).toHaveValue("11:00");
      await expect(field(scope, "I agree to the terms and conditions")).toBeChecked();
    }
    await settled(page);
    await expectAccessible();
  });
}

test("the enquiry from the vehicle page carries the car, the chosen branch and where it was sent from", async ({
  page,
  javaScriptEnabled,
}) => {
  const slug = (await carSlugs(page))[6];
  const firstName = javaScriptEnabled ? "Quentin" : "Rosalind";
  // The visitor chose their branch (the header's dealer picker posts this).
  await page.request.post("/select-dealer", { form: { dealer: "york", redirectTo: "/" } });
  await page.goto(`/used/cars/${slug}`);
  await openFromStickyBar(page, /^Enquire about the /);
  const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
  const about = ((await dialog.getByText(/^About: /).textContent()) ?? "").replace(/^About: /, "");
  await fillContact(dialog, firstName);
  await FORMS[0].fillRest(dialog);
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Thank you, ${firstName}.` })
      .first(),
  ).toBeVisible();

  const payload = await storedEnquiry(firstName);
  expect(payload).toMatchObject({
    form_id: 10,
    _vehicle: about,
    vehicle_id: expect.any(Number),
    vehicle_vrm: expect.stringMatching(/^[A-Z0-9]+$/),
    vehicle_location: expect.stringMatching(/^Northway Cars /),
    _organisational_unit: "york",
    enquirySource: `/used/cars/${slug}`,
    enquiryType: "vehicle",
    last_name: "Patel",
    email: "sam.patel@example.com",
    _terms_accepted: false,
  });
  expect(payload?.enquirySourceHistory).toContain(`/used/cars/${slug}`);
});

/** Whether a search (all its pages) lists the car. */
async function searchLists(page: Page, searchHref: string, slug: string): Promise<boolean> {
  for (let number = 1; number <= 15; number++) {
    const url = number === 1 ? searchHref : `${searchHref}&page=${number}`;
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    if (number > 1 && !response.url().includes(`page=${number}`)) return false;
    const html = await response.text();
    if (html.includes(`/used/cars/${slug}"`)) return true;
    if (!html.includes('href="/used/cars/')) return false;
  }
  return false;
}

test("reserve from the sticky bar: errors, checkout, paid; then reserved on its page, gone from search, refused again", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const slug = await reservableCar(page, 100 + (javaScriptEnabled ? 0 : 10));
  const carPath = `/used/cars/${slug}`;
  await page.goto(carPath);
  const rangeSearch = await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .locator('a[href*="range="]')
    .getAttribute("href");
  expect(rangeSearch).toBeTruthy();
  expect(await searchLists(page, rangeSearch!, slug)).toBe(true);

  // A second shopper opens the same car's reservation form before the first one pays.
  const other = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 11) },
  });
  const second = await other.newPage();
  await second.goto(`${carPath}?modal=reserve`);
  const secondDialog = second.getByRole("dialog", { name: "Reserve this car" });
  await expect(secondDialog).toBeVisible();
  if (javaScriptEnabled) await untilHydrated(second);
  await fillReservation(second, "Bob");

  await openFromStickyBar(page, /^Reserve/);
  await expect(page).toHaveURL(/\?modal=reserve#vehicle-form$/);
  const dialog = page.getByRole("dialog", { name: "Reserve this car" });
  await expect(dialog.getByText("A £99 deposit holds the car for you for 7 days")).toBeVisible();
  await dialog.getByRole("button", { name: "Reserve for £99" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Enter your postcode" })).toBeVisible();
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/reserve/${slug}$`));
  await settled(page);
  await expectAccessible();

  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Pay £99 (test)" }).click();
  await expect(page).toHaveURL(/\/reservation-success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");

  // On its page: marked reserved, no Reserve in the sticky bar, and ?modal=reserve opens nothing.
  await page.goto(`${carPath}?modal=reserve`);
  await expect(
    page.getByText("Another buyer has reserved this car, so it cannot be reserved online."),
  ).toBeVisible();
  await scrollPastHeadlinePrice(page);
  await expect(stickyBar(page).getByText("Reserved", { exact: true })).toBeVisible();
  await expect(stickyBar(page).getByRole("link", { name: /^Reserve/ })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reserve for £99" })).toHaveCount(0);
  // In search: gone from the default (for sale) results, decision 080.
  expect(await searchLists(page, rangeSearch!, slug)).toBe(false);

  // The second shopper sends the form they filled in: refused with a clear message, their details kept.
  await second.getByRole("button", { name: "Reserve for £99" }).click();
  const failure = second
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toContainText("Sorry, this car has already been reserved by another customer.");
  await expect(field(second, "First name")).toHaveValue("Bob");
  await expect(field(second, "Postcode")).toHaveValue("ls11 8bu");
  await other.close();
});

test("reserving from the dialog with the dealer API failing mid-submit: the message, nothing lost", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const slug = await reservableCar(page, 120 + (javaScriptEnabled ? 0 : 10));
  await page.goto(`/used/cars/${slug}`);
  await openFromStickyBar(page, /^Reserve/);
  await fillReservation(page);
  await failPostsToDealerDownSite(page, /\/reserve\//, 1000);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toBeFocused();
  await expect(failure).toContainText("Our system did not answer");
  await expect(field(page, "First name")).toHaveValue("Jane");
  await expect(field(page, "Postcode")).toHaveValue("ls11 8bu");
  await expect(field(page, "Time")).toHaveValue("10:30");
  await expect(field(page, "I agree to the terms and conditions")).toBeChecked();
  await settled(page);
  await expectAccessible();
});

test("a sold car offers no reservation, but can still be asked about", READS_THE_PAGE, async ({ page }) => {
  const path = await soldVehiclePath();
  await page.goto(`${path}?modal=reserve`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(stickyBar(page).getByRole("link", { name: /^Reserve/ })).toHaveCount(0);
  await page.goto(`${path}?modal=enquire`);
  await expect(page.getByRole("dialog", { name: "Enquire about this car" })).toBeVisible();
});

test.describe("the dialog with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Dialogs are modal only with JavaScript");

  test("opens without a reload, keeps focus inside, closes on Escape and gives focus back", async ({
    page,
  }) => {
    const [slug] = await carSlugs(page);
    await page.goto(`/used/cars/${slug}`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await scrollPastHeadlinePrice(page);
    const enquire = stickyBar(page).getByRole("link", { name: /^Enquire about the / });
    await enquire.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    // Focus never leaves the dialog: far more tabs than it has controls, both ways.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press(key);
        const inside = await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || active.closest("dialog[open]") !== null;
        });
        expect(inside, `${key} ×${step + 1}`).toBe(true);
      }
    }
    const focusedInside = await page.evaluate(
      () =>
        document.activeElement?.closest("dialog[open]") !== null && document.activeElement !== document.body,
    );
    expect(focusedInside).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/used/cars/${slug}$`));
    await expect(enquire).toBeFocused();

    // The close link does the same, and the test drive under 'More' gives focus back to its own link.
    await openFromStickyBar(page, "Book a test drive");
    const testDrive = page.getByRole("dialog", { name: "Book a test drive" });
    await expect(testDrive).toBeVisible();
    await testDrive.getByRole("link", { name: /^Close/ }).click();
    await expect(testDrive).toBeHidden();
    await expect(stickyBar(page).getByRole("link", { name: "Book a test drive" })).toBeFocused();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a page opened at a form's URL shows it as a modal dialog that closes back to the car", async ({
    page,
    expectAccessible,
  }) => {
    const [slug] = await carSlugs(page);
    await page.goto(`/used/cars/${slug}?enquire=1`);
    const dialog = page.getByRole("dialog", { name: "Request more images" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await settled(page);
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`/used/cars/${slug}$`));
    // Its link is inside the closed 'More' disclosure: focus goes to the disclosure.
    await expect(stickyBar(page).locator("summary")).toBeFocused();
  });
});

test("form 7 at the foot of the search page: errors kept, then sent", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search?make=ford");
  const section = page.getByRole("region", { name: "Have an enquiry?" });
  await expect(section.getByText("Fields marked * are required.")).toBeVisible();
  await section.getByRole("button", { name: "Send enquiry" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Enter your first name" })).toBeVisible();
  await settled(page);
  await expectAccessible();

  await fillContact(page.getByRole("main"), "Alex");
  await field(page, "What is your enquiry about?").selectOption("buying");
  await field(page, "Your message").fill("Do you have any Ford Focus estates coming in?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?make=ford$/);
  await expect(page.getByRole("status").filter({ hasText: "Thank you, Alex." }).first()).toBeVisible();
  if (javaScriptEnabled) {
    await expect(field(page.getByRole("region", { name: "Have an enquiry?" }), "First name")).toHaveValue("");
  }
});
