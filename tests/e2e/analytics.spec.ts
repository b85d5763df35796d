import { test, expect } from "./fixtures";

test("a page event reaches the data layer after each navigation, and no tag is loaded unconfigured", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The data layer is a script");
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(request.url());
  });
  await page.goto("/");
  await expect
    .poll(() =>
      page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "page").length),
    )
    .toBe(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => entry.event === "page").map((entry) => entry.page_path),
      ),
    )
    .toEqual(["/", "/about-us"]);
  expect(thirdParty).toEqual([]);
});
