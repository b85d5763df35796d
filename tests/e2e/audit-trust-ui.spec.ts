import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { fillReservation, reservableCar, settled, visitorAddress } from "./forms-helpers";

// Issue 33: what a shopper sees before trusting the site with a car's price (saved cars, checkout, contact, sign-in).

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 33) }) });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const savedCounter = (page: Page) => page.getByRole("link", { name: /^Saved vehicles: \d+$/ });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every line box of an element's text (a link's words may wrap under a button its own box does not reach). */
async function textBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });
}

/** Saves the first `count` cars of a search, each post answered before the next. */
async function saveCars(page: Page, count: number) {
  await page.goto("/used/cars/search?sort=price%7Cdesc");
  for (let index = 0; index < count; index += 1) {
    const card = page.getByRole("article").nth(index);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/favourites/toggle",
    );
    await card.getByRole("button", { name: /^Save .* to favourites$/ }).click();
    await answered;
    await expect(savedCounter(page)).toHaveAccessibleName(`Saved vehicles: ${index + 1}`);
  }
}

test("the saved-cars panel reads cleanly on a phone and a desktop: Remove covers no name, the example has room", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, testInfo) => {
  await saveCars(page, 3);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await savedCounter(page).click();
    const bar = javaScriptEnabled
      ? page.getByRole("dialog", { name: "Saved vehicles" })
      : page.getByRole("region", { name: "Saved vehicles" });
    const cars = bar.getByRole("article");
    await expect(cars).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath(`saved-${size.width}.png`) });
    const barBox = (await bar.boundingBox())!;

    for (const car of await cars.all()) {
      const name = car.getByRole("heading", { level: 3 });
      const remove = car.getByRole("button", { name: /^Remove .* from favourites$/ });
      const removeBox = (await remove.boundingBox())!;
      for (const line of await textBoxes(name)) {
        expect(
          overlaps(line, removeBox),
          `"${await name.textContent()}" under Remove at ${size.width} px`,
        ).toBe(false);
      }
      // The representative example is read at a width of its own, not squeezed beside the picture.
      const example = car.locator("p", { has: page.getByRole("link", { name: /^Representative example/ }) });
      const exampleBox = (await example.boundingBox())!;
      expect(exampleBox.width, `example's width at ${size.width} px`).toBeGreaterThanOrEqual(
        Math.min(260, barBox.width * 0.7),
      );
    }
    // At least two cars to a phone's screen: from the first car's top to the second's end is no taller than it.
    if (size === PHONE) {
      const first = (await cars.nth(0).boundingBox())!;
      const second = (await cars.nth(1).boundingBox())!;
      expect(second.y + second.height - first.y, "two cars' height on a phone").toBeLessThanOrEqual(
        size.height,
      );
    }
    await expectAccessible();
  }
});

test("the £99 checkout names the branch the buyer chose, not the car's own", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // Cars 240–259 of the list: no other spec reserves them (each spec that reserves keeps to its own band).
  const slug = await reservableCar(page, 240 + (javaScriptEnabled ? 0 : 10));
  await page.goto(`/reserve/${slug}`);
  const carBranch = (await page.getByText(/^At Northway Cars /).textContent())!.replace(/^At /, "").trim();
  // The buyer's own branch is another one, chosen in the header: it answers the reservation.
  const branchPanel = page.getByRole("banner").locator("summary").first();
  await branchPanel.click();
  const branches = await page.locator('label[for^="dealer-"]').allTextContents();
  const chosen = branches.find((branch) => branch.trim() !== carBranch)!.trim();
  await page.getByLabel(chosen, { exact: true }).check();
  await page.getByRole("button", { name: "Select branch" }).click();
  await expect(branchPanel).toContainText(chosen.replace(/^Northway Cars /, ""));

  await settled(page);
  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  const main = page.getByRole("main");
  await expect(main.getByText(`Your branch: ${chosen}`)).toBeVisible();
  await expect(main.getByText(carBranch)).toHaveCount(0);
  await expectAccessible();
});

/** Presses Tab until `target` has focus (at most `limit` times): the keyboard reaches it. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target}`);
}

test("the header's top bar has Sign in, which reads Your account once signed in", async ({
  page,
  expectAccessible,
}) => {
  for (const size of [PHONE, DESKTOP, { width: 375, height: 667 }, { width: 320, height: 640 }]) {
    await page.setViewportSize(size);
    await page.goto("/used/cars/search");
    const banner = page.getByRole("banner");
    const signIn = banner.getByRole("link", { name: "Sign in", exact: true });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute("href", "/login?redirectTo=%2Fused%2Fcars%2Fsearch");
    // One link of the top bar, not another menu.
    await expect(signIn.locator("xpath=ancestor::nav")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const text = (await signIn.boundingBox())!;
    expect(text.height, `one line at ${size.width} px`).toBeLessThanOrEqual(48);
  }
  await page.setViewportSize(PHONE);
  await expectAccessible();

  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true });
  await page.locator("body").focus();
  await tabTo(page, signIn);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await page.getByLabel("Email address").fill("demo@northwaycars.co.uk");
  await page.getByLabel("Password").fill("test drive every car");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search$/);

  const account = page.getByRole("banner").getByRole("link", { name: "Your account", exact: true });
  await expect(account).toHaveAttribute("href", "/account");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expectAccessible();
  await account.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

/** Each line an element's text takes, as the text on it (from the boxes of its characters). */
async function textLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const line = lines.find((item) => Math.abs(item.top - box.top) < box.height / 2);
        if (line) line.text += text[index];
        else lines.push({ top: box.top, text: text[index]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text.trim());
  });
}

test(
  "the contact page keeps e-mail addresses whole but before the @, and each day's hours on the day's line",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto("/contact?branch=manchester");
      const main = page.getByRole("main");
      // The page's own, and the footer's.
      const emails = page.locator('a[href^="mailto:"]:visible');
      expect(await emails.count()).toBeGreaterThan(1);
      for (const email of await emails.all()) {
        const address = (await email.getAttribute("href"))!.replace(/^mailto:/, "").split("?")[0]!;
        const lines = await textLines(email);
        // Whole, or broken only before the @: no line ends mid-word.
        const shown = lines.join("");
        expect(shown.endsWith(address), `${address} at ${size.width} px`).toBe(true);
        for (const line of lines.slice(1)) {
          expect(line, `${address} at ${size.width} px: ${JSON.stringify(lines)}`).toMatch(/^@/);
        }
      }
      // Opening hours: each day and its hours on one line, side by side.
      const rows = main.locator("dl").filter({ hasText: "Monday to Friday" });
      expect(await rows.count()).toBeGreaterThan(1);
      for (const list of await rows.all()) {
        const days = list.locator("dt");
        for (let index = 0; index < (await days.count()); index += 1) {
          const day = days.nth(index);
          const hours = list.locator("dd").nth(index);
          const dayBox = (await day.boundingBox())!;
          const hoursBox = (await hours.boundingBox())!;
          const where = `${await day.textContent()} at ${size.width} px`;
          expect(await textLines(day), where).toHaveLength(1);
          expect(await textLines(hours), where).toHaveLength(1);
          expect(Math.abs(dayBox.y - hoursBox.y), where).toBeLessThan(4);
          expect(hoursBox.x, where).toBeGreaterThanOrEqual(dayBox.x + dayBox.width);
        }
      }
      if (size === DESKTOP)
        await page.screenshot({ path: test.info().outputPath("contact-1366.png"), fullPage: true });
    }
    await expectAccessible();
  },
);
