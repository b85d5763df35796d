import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { findVehiclePage, pictureCount } from "./vehicle-stock";

/** The slider's buttons and keys work once keen-slider has started: the carousel becomes focusable then. */
async function hydratedGallery(page: Page) {
  const gallery = page.getByRole("region", { name: /^Pictures of the / });
  await expect(gallery).toHaveAttribute("tabindex", "0");
  return gallery;
}

const ALT = /^[A-Z][a-z]+ \d{4} .+, (side|front three-quarter|rear three-quarter|front|rear|interior) view$/;

test("without JavaScript every picture is a figure with alt text and a full-size link", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.skip(javaScriptEnabled, "The no-JavaScript form of the gallery");
  const path = await findVehiclePage(request, "4 or more pictures", (html) => pictureCount(html) >= 4);
  await page.goto(path);
  const pictures = page.getByRole("region", { name: /^Pictures of the / });
  const figures = pictures.getByRole("figure");
  const count = await figures.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (const figure of await figures.all()) {
    await expect(figure.getByRole("img")).toHaveAttribute("alt", ALT);
    await expect(figure.getByRole("link", { name: /^Full-size picture/ })).toHaveAttribute(
      "href",
      /-original\.svg$/,
    );
  }
  await expect(pictures.getByRole("img").first()).toHaveAttribute("loading", "eager");
  await expect(pictures.getByRole("img").last()).toHaveAttribute("loading", "lazy");
  await expect(page.getByRole("button", { name: "Next picture" })).toBeHidden();
  await expectAccessible();
});

test("the gallery slides by buttons, keys and thumbnails, and the counter wraps", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.skip(!javaScriptEnabled, "The slider needs JavaScript");
  const path = await findVehiclePage(request, "4 or more pictures", (html) => pictureCount(html) >= 4);
  await page.goto(path);
  const gallery = await hydratedGallery(page);
  const total = pictureCount(await page.content());
  const at = (index: number) =>
    expect(page.getByText(`Picture ${index} of ${total}`, { exact: true })).toBeVisible();
  await at(1);
  await page.getByRole("button", { name: "Previous picture" }).click();
  await at(total);
  await page.getByRole("button", { name: "Next picture" }).click();
  await at(1);

  await gallery.focus();
  await page.keyboard.press("ArrowRight");
  await at(2);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await at(total);

  const thumbnails = page.getByRole("list", { name: "Thumbnails" }).getByRole("button");
  await expect(thumbnails).toHaveCount(total);
  await thumbnails.nth(2).click();
  await at(3);
  await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
  // Only the picture on show is exposed; the others are hidden from assistive technology.
  await expect(gallery.getByRole("img")).toHaveCount(1);
  await expect(gallery.getByRole("img")).toHaveAttribute("alt", ALT);
  await expectAccessible();
});

test("the full-screen view is a dialog that keeps the picture, moves by keys and closes on Escape", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.skip(!javaScriptEnabled, "The full-screen dialog needs JavaScript");
  const path = await findVehiclePage(request, "4 or more pictures", (html) => pictureCount(html) >= 4);
  await page.goto(path);
  await hydratedGallery(page);
  await page.getByRole("button", { name: "Next picture" }).click();
  const open = page.getByRole("button", { name: "Full screen" });
  await open.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(dialog.getByRole("img")).toHaveAttribute("src", /front-three-quarter-original\.svg$/);
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", ALT);
  await expectAccessible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("img")).toHaveAttribute("src", /rear-three-quarter-original\.svg$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // The gallery follows the picture chosen in full screen.
  await expect(page.getByText(/^Picture 3 of \d+$/)).toBeVisible();
});

test("a picture that fails falls back to the original, then to the placeholder", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The fallback is a script");
  const path = await findVehiclePage(request, "a picture", (html) => pictureCount(html) >= 1);
  await page.route("**/side-medium.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(path);
  const first = page
    .getByRole("region", { name: /^Pictures of the / })
    .getByRole("img")
    .first();
  await expect(first).toHaveAttribute("src", /side-original\.svg$/);

  await page.route("**/side-original.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.reload();
  await expect(first).toHaveAttribute("src", "/images/placeholder-car.svg");
});

test("a car without pictures shows the placeholder", async ({ page, request, expectAccessible }) => {
  const path = await findVehiclePage(request, "no pictures", (html) => pictureCount(html) === 0);
  await page.goto(path);
  const pictures = page.getByRole("region", { name: /^Pictures of the / });
  await expect(pictures.getByRole("img")).toHaveAttribute("src", "/images/placeholder-car.svg");
  await expect(pictures.getByRole("img")).toHaveAttribute("alt", /picture coming soon$/);
  await expectAccessible();
});
