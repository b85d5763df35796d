import { test, expect } from "./fixtures";
import { vehicleForSale } from "./vehicle-stock";

/**
 * Issue 38, item 35 (docs/decisions/286-one-navigation.md): read without CSS (a text browser, a screen reader's reading
 * order), a page meets its main navigation once, its calls to action once, and the skip link first.
 */

const PATHS = ["/", "/used/cars/search", "/contact"];

for (const width of [390, 1366]) {
  test(`one main navigation in the markup at ${width} px, the skip link first`, async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const car = `/used/cars/${(await vehicleForSale()).slug}`;
    for (const path of [...PATHS, car]) {
      await page.goto(path);
      await expect(page.locator('nav[aria-label="Main"]'), path).toHaveCount(1);
      // The calls to action are in the navigation (shown or not), and nowhere else in the header.
      const nav = page.locator('nav[aria-label="Main"]');
      for (const href of ["/can-i-get-credit", "/source-my-car"]) {
        const inNav = await nav.locator(`a[href="${href}"]`).count();
        expect(inNav, `${path}: ${href}`).toBeGreaterThan(0);
        await expect(page.locator(`header a[href="${href}"]`), `${path}: ${href}`).toHaveCount(inNav);
      }
      // The first thing a keyboard or a text browser meets is the way past everything before the page's own content.
      const first = await page.evaluate(() =>
        document.querySelector<HTMLElement>("a[href], button, summary, input, select")?.textContent?.trim(),
      );
      expect(first, path).toBe("Skip to main content");
    }
    await expectAccessible();
  });
}

test("the phone's Menu shows the one navigation, and a section opens inside it", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.locator("header summary").filter({ hasText: "Menu" }).click();
  await expect(nav).toBeVisible();
  await nav.locator("summary").filter({ hasText: "Finance" }).click();
  // Opening a section is not a click outside the menu.
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Can I get credit?" }).last()).toBeVisible();
  await expectAccessible();
  if (javaScriptEnabled) {
    await nav.getByRole("link", { name: "Can I get credit?" }).last().focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.locator("header summary").filter({ hasText: "Menu" })).toBeFocused();
  }
});
