import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { field, settled, visitorAddress } from "./forms-helpers";
import { linkInLatestEmail } from "./dealer-api";
import { freshPlate } from "./valuation-helpers";
import { layoutProblems, passWholePage } from "./layout-checks";
import { DEAL_MESSAGES } from "../../dealer-api/contract/deal-form";
import { readPostcode } from "../../dealer-api/contract/places-vocabulary";
import {
  dealCar,
  errorSummary,
  figure,
  figurePence,
  figures,
  pence,
  scrollsSideways,
  setFinalPrice,
  valueCar,
} from "./deal-helpers";

// Issue 35: the deal page (/used/{category}/{slug}/deal, docs/decisions/326-a-deal-priced-once.md), as a shopper uses
// it, with JavaScript and without.

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

// Each test values a car through the four-step wizard before its deal (or signs a customer up): a long journey on a
// busy machine, as the click-and-collect journeys are.
test.beforeEach(() => test.slow());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const priceMyDeal = (page: Page) => page.getByRole("button", { name: "Price my deal" });
const noDealYet = (page: Page) => figures(page).getByText("press “Price my deal” to see every figure");
/** The radio for the shopper's valuation of `plate` ("Ford Fiesta (AB18 CDE): £6,250"). */
const valuationRadio = (page: Page, plate: string) =>
  page.getByRole("radio", { name: new RegExp(`\\(${plate.slice(0, 4)} ${plate.slice(4)}\\): £[\\d,]+$`) });

/** Opens the car's deal page from its own page, as a shopper does. */
async function openDeal(page: Page, slug: string) {
  await page.goto(`/used/cars/${slug}`);
  await page.getByRole("link", { name: "Work out your deal", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Your deal: / })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/used/[a-z-]+/${slug}/deal$`));
}

test("the whole deal: a valuation, PCP with a deposit, delivery, every figure adding up, then reserving", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const car = await dealCar(page, 0, javaScriptEnabled);
  const plate = freshPlate(info, "12");
  const valued = await valueCar(page, plate, javaScriptEnabled);

  await openDeal(page, car.slug);
  // The valuation is the shopper's own, listed and chosen, at its lower figure.
  const radio = valuationRadio(page, plate);
  await expect(radio).toBeChecked();
  await expect(radio).toHaveAccessibleName(new RegExp(`: £${valued.low.toLocaleString("en-GB")}$`));
  await expect(noDealYet(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Value your car" })).toHaveAttribute("href", "/sell-my-car");

  await page.getByRole("radio", { name: "Personal Contract Purchase (PCP)" }).check();
  await field(page, "Months to pay over (finance)").selectOption("48");
  await field(page, "Miles a year (PCP)").selectOption("8000");
  await field(page, "Cash deposit (finance), £").fill("1,500");
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await field(page, "Delivery postcode").fill("m1 1ae");
  await priceMyDeal(page).click();

  await expect(figure(page, "Cash price")).toBeVisible();
  await expect(page).toHaveURL(/\/deal$/);
  // What was chosen is kept in the form.
  await expect(valuationRadio(page, plate)).toBeChecked();
  await expect(page.getByRole("radio", { name: "Personal Contract Purchase (PCP)" })).toBeChecked();
  await expect(field(page, "Months to pay over (finance)")).toHaveValue("48");
  await expect(field(page, "Miles a year (PCP)")).toHaveValue("8000");
  await expect(field(page, "Delivery postcode")).toHaveValue(/^m1 1ae$/i);

  // The part-exchange is the valuation's lower figure, until the day the wizard said.
  const partExchange = figure(page, "Part-exchange value");
  await expect(partExchange).toContainText(`£${valued.low.toLocaleString("en-GB")}`);
  await expect(partExchange).toContainText(`Your valuation holds until ${valued.validUntil}`);
  await expect(figure(page, "Settlement of your finance")).toHaveText("None");
  const equity = await figurePence(page, "Your car's equity");
  expect(equity).toBe(valued.low * 100);

  const cashPrice = await figurePence(page, "Cash price");
  expect(cashPrice).toBe(car.cashPrice * 100);
  expect(await figurePence(page, "Cash deposit")).toBe(150_000);
  expect(await figurePence(page, "Deposit from your car")).toBe(equity);
  const contribution = (await figure(page, "Dealer deposit contribution").count())
    ? await figurePence(page, "Dealer deposit contribution")
    : 0;
  expect(await figurePence(page, "Total deposit")).toBe(150_000 + equity + contribution);
  await expect(figure(page, "Duration of agreement")).toHaveText("48 months");
  await expect(figure(page, "Annual mileage")).toHaveText("8,000 miles");

  // The monthly figure is the headline's, and the APR too.
  const monthlyRow = page
    .locator('dl[aria-label="Your deal\'s figures"] div')
    .filter({ has: page.locator("dt", { hasText: /^\d+ monthly payments of$/ }) })
    .locator("dd");
  const monthly = pence(await monthlyRow.textContent());
  expect(monthly).toBeGreaterThan(0);
  const summary = figures(page);
  const monthlyText = (await monthlyRow.textContent())!.trim();
  await expect(summary.getByText(monthlyText, { exact: false }).first()).toBeVisible();
  const apr = ((await figure(page, "Representative APR").textContent()) ?? "").trim();
  expect(apr).toMatch(/^\d+\.\d% APR$/);
  await expect(summary).toContainText(apr);

  // Delivery to the postcode, priced (or free) by distance.
  const deliveryText = (await figure(page, "Delivery").textContent()) ?? "";
  expect(deliveryText).toMatch(/to M1 \(\d+ miles\)/);
  const delivery = /^Free delivery/.test(deliveryText) ? 0 : pence(deliveryText);

  // The arithmetic, from the page's own figures: total payable = cash price + charge for credit + delivery
  // (less any dealer contribution, which the shopper never pays).
  const charge = await figurePence(page, "Total charge for credit");
  const total = await figurePence(page, "Total payable");
  expect(total).toBe(cashPrice + charge + delivery - contribution);

  await expectAccessible();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await passWholePage(page);
  expect(await layoutProblems(page, { menuBar: false })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "Reserve it for £99 (refundable)" }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${car.slug}$`));
  await expect(heading(page, "Reserve this car")).toBeVisible();
  await settled(page);

  // The valuation's summary now offers the deal it is in.
  await page.goto(valued.summary);
  const back = page.getByRole("link", { name: /^Use this valuation in your deal on the / });
  await expect(back).toHaveAttribute("href", new RegExp(`/used/[a-z-]+/${car.slug}/deal$`));
});

test("bad answers are refused field by field and what was typed is kept", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const car = await dealCar(page, 1, javaScriptEnabled);
  const plate = freshPlate(info, "12");
  await valueCar(page, plate, javaScriptEnabled);
  await openDeal(page, car.slug);

  // Amounts that are not amounts.
  await field(page, "Finance left to pay on your car, £").fill("lots");
  await page.getByRole("radio", { name: "Hire Purchase (HP)" }).check();
  await field(page, "Months to pay over (finance)").selectOption("60");
  await field(page, "Cash deposit (finance), £").fill("12.345");
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await field(page, "Delivery postcode").fill("");
  await priceMyDeal(page).click();

  const summary = errorSummary(page);
  await expect(summary).toBeVisible();
  for (const [label, id] of [
    ["Finance left to pay on your car, £", "#deal-settlement"],
    ["Cash deposit (finance), £", "#deal-cash_deposit"],
  ]) {
    await expect(summary.getByRole("link", { name: DEAL_MESSAGES.money })).toHaveCount(2);
    await expect(summary.locator(`a[href="${id}"]`)).toHaveText(DEAL_MESSAGES.money);
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(escape(DEAL_MESSAGES.money)));
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  }
  // Every problem is named at once: the missing postcode too, not only once the amounts are right.
  await expect(summary.locator('a[href="#deal-postcode"]')).toHaveText("Enter your postcode");
  await expect(summary.getByRole("link")).toHaveCount(3);
  // What was typed and chosen is kept.
  await expect(field(page, "Finance left to pay on your car, £")).toHaveValue("lots");
  await expect(field(page, "Cash deposit (finance), £")).toHaveValue("12.345");
  await expect(page.getByRole("radio", { name: "Hire Purchase (HP)" })).toBeChecked();
  await expect(field(page, "Months to pay over (finance)")).toHaveValue("60");
  await expect(page.getByRole("radio", { name: "Deliver it to me" })).toBeChecked();
  await expect(valuationRadio(page, plate)).toBeChecked();
  // Nothing was priced or saved.
  await expect(noDealYet(page)).toBeVisible();
  await expectAccessible();

  // Delivery with no postcode, and PCP over 60 months (it runs for up to 48): each refused with its own message.
  await field(page, "Finance left to pay on your car, £").fill("");
  await field(page, "Cash deposit (finance), £").fill("");
  await page.getByRole("radio", { name: "Personal Contract Purchase (PCP)" }).check();
  await priceMyDeal(page).click();
  const postcodeMissing = readPostcode("");
  if (postcodeMissing.ok) throw new Error("An empty postcode reads as a postcode");
  await expect(summary.locator('a[href="#deal-postcode"]')).toHaveText(postcodeMissing.message);
  await expect(summary.locator('a[href="#deal-term"]')).toHaveText(DEAL_MESSAGES.pcpTerm);
  await expect(field(page, "Delivery postcode")).toHaveAccessibleDescription(
    new RegExp(escape(postcodeMissing.message)),
  );
  await expect(field(page, "Months to pay over (finance)")).toHaveAccessibleDescription(
    new RegExp(escape(DEAL_MESSAGES.pcpTerm)),
  );
  await expect(page.getByRole("radio", { name: "Personal Contract Purchase (PCP)" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Deliver it to me" })).toBeChecked();
  await expect(noDealYet(page)).toBeVisible();
  await expectAccessible();

  await field(page, "Months to pay over (finance)").selectOption("36");
  await field(page, "Delivery postcode").fill("M1 1AE");
  await priceMyDeal(page).click();
  await expect(figure(page, "Duration of agreement")).toHaveText("36 months");
  await expect(errorSummary(page)).toHaveCount(0);
});

test("negative equity: the shopper must say they will pay it, then it is its own row", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const car = await dealCar(page, 2, javaScriptEnabled);
  const plate = freshPlate(info, "12");
  // The car the shopper last looked at: their valuation's summary offers its deal.
  await page.goto(`/used/cars/${car.slug}`);
  const name = ((await page.getByRole("heading", { level: 1 }).innerText()) ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const valued = await valueCar(page, plate, javaScriptEnabled);
  await page.getByRole("link", { name: `Use this valuation in your deal on the ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Your deal: / })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/used/[a-z-]+/${car.slug}/deal$`));
  await expect(valuationRadio(page, plate)).toBeChecked();

  const settlement = valued.low + 750;
  await field(page, "Finance left to pay on your car, £").fill(String(settlement));
  await page.getByRole("radio", { name: "Hire Purchase (HP)" }).check();
  await field(page, "Months to pay over (finance)").selectOption("36");
  await field(page, "Cash deposit (finance), £").fill("2000");
  await priceMyDeal(page).click();
  await expect(figures(page)).toContainText(
    "You owe £750 more on your car than it is worth. We cannot add that to the finance: pay it yourself to go on, " +
      "or choose another car.",
  );
  await expect(page.locator('dl[aria-label="Your deal\'s figures"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reserve it for £99 (refundable)" })).toHaveCount(0);
  await expect(field(page, "Finance left to pay on your car, £")).toHaveValue(String(settlement));

  await page.getByLabel("If I owe more than my car is worth, I will pay the difference myself").check();
  await priceMyDeal(page).click();
  await expect(figure(page, "Negative equity you pay")).toContainText("£750");
  await expect(figure(page, "Negative equity you pay")).toContainText("never added to the new credit");
  expect(await figurePence(page, "Settlement of your finance")).toBe(-settlement * 100);
  // The cash pays the negative equity first: £1,250 of it is left for the deposit, and the car gives none.
  expect(await figurePence(page, "Cash deposit")).toBe(125_000);
  expect(await figurePence(page, "Deposit from your car")).toBe(0);
  expect(await figurePence(page, "Total deposit")).toBeGreaterThanOrEqual(125_000);
  await expect(
    page.getByLabel("If I owe more than my car is worth, I will pay the difference myself"),
  ).toBeChecked();
  await expect(page.getByRole("link", { name: "Reserve it for £99 (refundable)" })).toBeVisible();
});

test("a deal is the visitor's own: another visitor sees none, and a valuation not theirs is refused", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const car = await dealCar(page, 3, javaScriptEnabled);
  const plate = freshPlate(info, "12");
  await valueCar(page, plate, javaScriptEnabled);
  await openDeal(page, car.slug);
  const ownId = await valuationRadio(page, plate).getAttribute("value");
  expect(ownId).toBeTruthy();
  await page.getByRole("radio", { name: "Pay in full" }).check();
  await priceMyDeal(page).click();
  await expect(figure(page, "Total payable")).toBeVisible();
  const address = page.url().replace(/#.*$/, "");

  const other = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 1) },
  });
  try {
    const stranger = await other.newPage();
    await stranger.goto(address);
    if (javaScriptEnabled) await stranger.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(stranger.getByRole("heading", { level: 1, name: /^Your deal: / })).toBeVisible();
    await expect(noDealYet(stranger)).toBeVisible();
    await expect(stranger.getByRole("radio", { name: /\(\w{4} \w{3}\): £/ })).toHaveCount(0);
    await expect(stranger.getByRole("radio", { name: "No part-exchange" })).toBeChecked();
    await expect(stranger.locator(`input[value="${ownId}"]`)).toHaveCount(0);
    await expect(stranger.getByRole("radio", { name: "Pay in full" })).not.toBeChecked();

    // The stranger posts the first visitor's valuation id as if it were theirs: refused, nothing priced.
    await stranger
      .getByRole("radio", { name: "No part-exchange" })
      .evaluate((input, id) => ((input as HTMLInputElement).value = id), ownId!);
    await stranger.getByRole("button", { name: "Price my deal" }).click();
    await expect(errorSummary(stranger)).toContainText("Choose a valuation of your car, or no part-exchange");
    await expect(noDealYet(stranger)).toBeVisible();
  } finally {
    await other.close();
  }
  // The first visitor's deal is as they saved it.
  await page.reload();
  await expect(figure(page, "Total payable")).toBeVisible();
});

test("a saved deal priced again: the page says the car's price changed", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const car = await dealCar(page, 4, javaScriptEnabled);
  const plate = freshPlate(info, "12");
  await valueCar(page, plate, javaScriptEnabled);
  await openDeal(page, car.slug);
  await page.getByRole("radio", { name: "Hire Purchase (HP)" }).check();
  await field(page, "Months to pay over (finance)").selectOption("48");
  await priceMyDeal(page).click();
  await expect(figure(page, "Cash price")).toContainText(`£${car.cashPrice.toLocaleString("en-GB")}`);
  const monthlyBefore = (await page.getByText(/^\d+ monthly payments of$/).count()) > 0;
  expect(monthlyBefore).toBe(true);
  await expect(page.getByText("Your deal has changed since you saved it")).toHaveCount(0);

  const newPrice = car.finalPrice - 500;
  await setFinalPrice(car.slug, newPrice);
  try {
    const before = `£${car.cashPrice.toLocaleString("en-GB")}`;
    const after = `£${(newPrice + (car.cashPrice - car.finalPrice)).toLocaleString("en-GB")}`;
    await page.reload();
    const changes = page.getByRole("status").filter({ hasText: "Your deal has changed since you saved it" });
    await expect(changes).toContainText(
      `The price of this car went from ${before} to ${after} since you saved this deal.`,
    );
    await expect(changes).toContainText("Your monthly payment went from");
    await expect(figure(page, "Cash price")).toContainText(after);

    // Saving again makes the new price the one the shopper saw: nothing to say any more.
    await priceMyDeal(page).click();
    await expect(page.getByText("Your deal has changed since you saved it")).toHaveCount(0);
    await page.reload();
    await expect(figure(page, "Cash price")).toContainText(after);
    await expect(page.getByText("Your deal has changed since you saved it")).toHaveCount(0);
  } finally {
    await setFinalPrice(car.slug, car.finalPrice);
  }
});

test("signed in, a deal is on the customer's account: their other browser opens it, nobody else's does", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const car = await dealCar(page, 5, javaScriptEnabled);
  const email = `deal-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;
  const password = "copper lantern harbour";
  await page.goto("/account/sign-up");
  await field(page, "First name").fill("Clara");
  await field(page, "Last name").fill("Oswald");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(heading(page, "Check your email")).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await openDeal(page, car.slug);
  await page.getByRole("radio", { name: "Hire Purchase (HP)" }).check();
  await field(page, "Months to pay over (finance)").selectOption("36");
  await priceMyDeal(page).click();
  await expect(figure(page, "Duration of agreement")).toHaveText("36 months");
  // Their account lists it, and opens it.
  await page.goto("/account");
  const deals = page.getByRole("region", { name: "Your deals" });
  await deals.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/used/cars/${car.slug}/deal$`));
  await expect(figure(page, "Duration of agreement")).toHaveText("36 months");

  // The same customer in another browser: signed in, the deal is theirs to open.
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info) },
  });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(`/used/cars/${car.slug}/deal`);
    await expect(noDealYet(elsewhere)).toBeVisible();
    await elsewhere.goto(`/login?redirectTo=${encodeURIComponent(`/used/cars/${car.slug}/deal`)}`);
    await field(elsewhere, "Email address").fill(email);
    await field(elsewhere, "Password").fill(password);
    await elsewhere.getByRole("button", { name: "Sign in" }).click();
    await expect(elsewhere.getByRole("heading", { level: 1, name: /^Your deal: / })).toBeVisible();
    await expect(figure(elsewhere, "Duration of agreement")).toHaveText("36 months");
    await expect(elsewhere.getByRole("radio", { name: "Hire Purchase (HP)" })).toBeChecked();
  } finally {
    await other.close();
  }
});
