import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";
import { carSlugs, field, reservableCar, settled, visitorAddress } from "./forms-helpers";
import { linkInLatestEmail } from "./dealer-api";

/**
 * GOV.UK: a page that shows a form's errors has a title starting "Error: ", the first thing a screen reader reads.
 * Without JavaScript that title must come from the server with the page; with JavaScript the form adds it as it shows
 * the errors. Each form is sent empty, from where a shopper finds it.
 */

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const THERE_IS_A_PROBLEM = "There is a problem";

interface FormCase {
  form: string;
  /** Opens the page with the form. */
  open: (page: Page, info: TestInfo) => Promise<void>;
  submit: string;
  /** What the page says once the form came back (the error summary, or the form's one problem). */
  shows?: string | RegExp;
}

/**
 * A car's page, the form opened from it as the sticky bar opens it (a dialog with JavaScript, a section without). With
 * JavaScript the page is used once hydrated (tests/e2e/fixtures.ts): the section drawn by the server becomes the
 * dialog as the page hydrates, and a click in between could land on the form being replaced.
 */
const carForm =
  (index: number, query: string) =>
  async (page: Page): Promise<void> => {
    const slug = (await carSlugs(page))[index];
    await page.goto(`/used/cars/${slug}${query}`);
  };

const FORMS: FormCase[] = [
  {
    form: "contact (general enquiry)",
    open: async (page) => void (await page.goto("/contact")),
    submit: "Send enquiry",
  },
  { form: "vehicle enquiry", open: carForm(0, "?modal=enquire"), submit: "Send enquiry" },
  { form: "test drive", open: carForm(1, "?modal=testdrivesearch"), submit: "Request test drive" },
  { form: "request more images", open: carForm(2, "?enquire=1"), submit: "Request images" },
  {
    form: "reservation",
    open: async (page, info) => {
      const slug = await reservableCar(page, 200 + (info.project.name === "js" ? 0 : 10));
      await page.goto(`/reserve/${slug}`);
    },
    submit: "Reserve for £99",
  },
  { form: "sign in", open: async (page) => void (await page.goto("/login")), submit: "Sign in" },
  {
    form: "sign up",
    open: async (page) => void (await page.goto("/account/sign-up")),
    submit: "Create account",
  },
  {
    form: "password reset",
    open: async (page) => void (await page.goto("/click-collect/password-reset")),
    submit: "Send me a link",
  },
  {
    form: "valuation, first step",
    open: async (page) => void (await page.goto("/sell-my-car/valuation-steps")),
    submit: "Find my vehicle",
  },
  {
    form: "what is your car worth (home)",
    open: async (page) => void (await page.goto("/")),
    submit: "Value my car",
  },
  {
    form: "sell my car",
    open: async (page) => void (await page.goto("/sell-my-car")),
    submit: "Value my car",
  },
  // A confirmation link already used has no form: it says so as it opens (ADR 250, tests/e2e/audit-accounts.spec.ts).
  {
    form: "click and collect, your details",
    open: async (page, info) => {
      await signedInCustomer(page, info);
      const slug = await reservableCar(page, 220 + (info.project.name === "js" ? 0 : 10));
      const carPage = await (await page.request.get(`/used/cars/${slug}`)).text();
      const stockId = /\/click-collect\/([A-Za-z0-9-]+)/.exec(carPage)?.[1];
      expect(stockId, "the car's page links to buying it online").toBeTruthy();
      await page.goto(`/click-collect/${stockId}`);
      await page.getByRole("button", { name: "Start my order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
    },
    submit: "Continue",
  },
];

/** A customer of the test's own (orders are limited per customer), signed up, confirmed and signed in. */
async function signedInCustomer(page: Page, info: TestInfo) {
  const email = `titles-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;
  await page.goto("/account/sign-up");
  await field(page, "First name").fill("Rita");
  await field(page, "Last name").fill("Moreno");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("violet harbour lantern");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

for (const form of FORMS) {
  test(`${form.form}: sent empty, the page's title starts "Error: "`, async ({
    page,
    javaScriptEnabled,
  }, info) => {
    await form.open(page, info);
    if (javaScriptEnabled) await settled(page);
    const title = await page.title();
    const address = new URL(page.url()).pathname;
    expect(title, "the form before it is sent").not.toMatch(/^Error: /);

    // The form's own button: the last with that name (the home page's hero has its own forms above).
    await page.getByRole("button", { name: form.submit, exact: true }).last().click();

    await expect(page.getByRole("alert").filter({ hasText: form.shows ?? THERE_IS_A_PROBLEM })).toBeVisible();
    // Without JavaScript this is the page the server answered with, its title came with it; a car's or a content
    // page's form answers on the form's own page (its own title), the others on the same page.
    const samePage = new URL(page.url()).pathname === address;
    await expect(page).toHaveTitle(samePage ? `Error: ${title}` : /^Error: /);
  });
}

test("the page a post answered with, opened again at its address, is not titled as an error", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    javaScriptEnabled,
    "with JavaScript the form is sent in the background: the address stays the page's",
  );
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
  await expect(page).toHaveTitle(/^Error: /);
  await page.goto(page.url());
  await expect(page.getByRole("alert").filter({ hasText: THERE_IS_A_PROBLEM })).toHaveCount(0);
  await expect(page).toHaveTitle("Sign in | Northway Cars");
});
