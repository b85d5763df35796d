import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { vehiclePathsFromSitemap } from "./vehicle-stock";

const SEARCH = "/used/cars/search?sort=price%7Cdesc";
const savedCounter = (page: Page) => page.getByRole("link", { name: /^Saved vehicles: \d+$/ });

/** The bar as the shopper sees it: a dialog over the page with JavaScript, a section of the page without. */
const bar = (page: Page, javaScriptEnabled: boolean, name: string) =>
  javaScriptEnabled ? page.getByRole("dialog", { name }) : page.getByRole("region", { name });

test("saving a car from a card and the vehicle page, the header counter, the saved bar and Remove", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(SEARCH);
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 0");
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const save = card.getByRole("button", { name: `Save ${name} to favourites` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  if (javaScriptEnabled) {
    // Enhanced: the toggle's fetcher answers in place; this mark would not survive a page load.
    await expect(card.locator("input[name=respond]")).toBeAttached();
    await page.evaluate(() => Object.assign(window, { favouriteMark: true }));
  }
  // The toggle shows the car saved while its post is on the way; the reload below must come after the answer.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/favourites/toggle",
  );
  await save.click();
  await answered;

  const remove = card.getByRole("button", { name: `Remove ${name} from favourites` });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 1");
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => "favouriteMark" in window)).toBe(true);
  } else {
    await expect(page.getByRole("status").filter({ hasText: "Saved to your favourites." })).toBeVisible();
    await expect(page).toHaveURL(SEARCH);
  }

  await page.reload();
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 1");
  await expect(
    page
      .getByRole("article")
      .first()
      .getByRole("button", { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await savedCounter(page).click();
  const saved = bar(page, javaScriptEnabled, "Saved vehicles");
  await expect(saved.getByRole("heading", { name: "Saved vehicles" })).toBeVisible();
  await expect(saved.getByRole("heading", { name, level: 3 })).toBeVisible();
  await expect(saved.getByText("Showing 1 of 1")).toBeVisible();
  await expect(saved.getByText(/a month \((HP|PCP)\), .*% APR representative/)).toBeVisible();
  await expect(saved.getByRole("link", { name: "Start a new search" })).toHaveAttribute(
    "href",
    "/used/cars/search",
  );
  if (javaScriptEnabled) {
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  } else {
    await expect(page).toHaveURL(/panel=saved/);
  }
  await expectAccessible();

  await saved.getByRole("button", { name: `Remove ${name} from favourites` }).click();
  const empty = bar(page, javaScriptEnabled, "Saved vehicles");
  await expect(empty.getByText("You have no favourite vehicles")).toBeVisible();
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 0");

  if (javaScriptEnabled) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(savedCounter(page)).toBeFocused();
  } else {
    await empty.getByRole("link", { name: /^Close/ }).click();
    await expect(page.getByRole("region", { name: "Saved vehicles" })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: `Save ${name} to favourites` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the recently viewed bar shows three cars a page, with page dots", async ({
  page,
  context,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const paths = (await vehiclePathsFromSitemap(request)).slice(0, 4);
  for (const path of paths) expect((await context.request.get(path)).ok()).toBe(true);
  await page.goto("/");
  await page.getByRole("link", { name: "Recently viewed vehicles" }).click();
  const recent = bar(page, javaScriptEnabled, "Recently viewed vehicles");
  await expect(recent.getByText("Showing 3 of 4")).toBeVisible();
  await expect(recent.getByRole("article")).toHaveCount(3);
  await expect(recent.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  const dots = recent.getByRole("navigation", { name: "Pages of recently viewed vehicles" });
  await expect(dots.getByRole("link", { name: "Page 1 of 2" })).toHaveAttribute("aria-current", "page");
  await expectAccessible();

  await dots.getByRole("link", { name: "Page 2 of 2" }).click();
  await expect(recent.getByText("Showing 4 of 4")).toBeVisible();
  await expect(recent.getByRole("article")).toHaveCount(1);
  // Newest first: the first car viewed is the last one.
  await expect(recent.getByRole("article").getByRole("link").first()).toHaveAttribute("href", paths[0]!);
  if (!javaScriptEnabled) await expect(page).toHaveURL(/panel=recent&panel_page=2/);

  // A route change closes the bar.
  await recent.getByRole("article").getByRole("link").first().click();
  await expect(page).toHaveURL(paths[0]!);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recently viewed vehicles" })).toHaveCount(0);
});

test("empty bars say so and offer a new search", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Recently viewed vehicles" }).click();
  const recent = bar(page, javaScriptEnabled, "Recently viewed vehicles");
  await expect(recent.getByText("You have no recently viewed vehicles")).toBeVisible();
  await expect(recent.getByRole("link", { name: "Start a new search" })).toBeVisible();
});

test("a full list of favourites takes no more cars, and says why", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  // FAVOURITES_LIMIT (app/sessions.server.ts): every list of the visitor's cookie fits in it (ADR 332).
  const limit = 20;
  const slugs = (await vehiclePathsFromSitemap(request)).map((path) => path.split("/").pop()!);
  for (const slug of slugs.slice(0, limit)) {
    const answer = await context.request.post("/favourites/toggle", {
      form: { slug, intent: "save", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
  await page.goto(`/used/cars/${slugs[limit]}`);
  await expect(savedCounter(page)).toHaveAccessibleName(`Saved vehicles: ${limit}`);
  await page.getByRole("button", { name: /^Save .* to favourites$/ }).click();
  const message = javaScriptEnabled
    ? page.getByRole("alert").filter({ hasText: `You can save up to ${limit} cars` })
    : page.getByRole("status").filter({ hasText: `You can save up to ${limit} cars` });
  await expect(message).toBeVisible();
  await expect(savedCounter(page)).toHaveAccessibleName(`Saved vehicles: ${limit}`);
  await expect(page.getByRole("button", { name: /^Save .* to favourites$/ })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the toggle sends a shopper back only to this site", READS_THE_PAGE, async ({ context }) => {
  const answer = await context.request.post("/favourites/toggle", {
    form: { slug: "any-car", intent: "remove", redirectTo: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toBe("/favourites");
});
