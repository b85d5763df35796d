import { test, expect } from "./fixtures";
import { findVehiclePage, vehiclePathsFromSitemap } from "./vehicle-stock";

const TABS = ["Overview", "Features", "Technical Spec", "Vehicle Efficiency", "Safety & Security"];

test("without JavaScript every details panel is a section of its own", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.skip(javaScriptEnabled, "The no-JavaScript form of the tabs");
  const [path] = await vehiclePathsFromSitemap(request);
  await page.goto(path);
  const details = page.getByRole("region", { name: "Vehicle details" });
  for (const name of TABS) await expect(details.getByRole("heading", { name, level: 3 })).toBeVisible();
  await expect(details.getByRole("tab")).toHaveCount(0);
  await expect(details.getByRole("heading", { name: "About this car" })).toBeVisible();
  await expect(details.getByRole("table", { name: "Technical specification" })).toBeVisible();
  await expect(page.getByText(/Specifications come from third-party manufacturer records/)).toBeVisible();
  await expectAccessible();
});

test("the details tabs: one open at a time, the open one closes, arrow keys move", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.skip(!javaScriptEnabled, "ARIA tabs need JavaScript");
  const [path] = await vehiclePathsFromSitemap(request);
  await page.goto(path);
  const tablist = page.getByRole("tablist", { name: "Vehicle details" });
  const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
  await expect(tablist.getByRole("tab")).toHaveText([
    ...TABS,
    ...((await tablist.getByRole("tab").count()) > 5 ? ["Optional Extras"] : []),
  ]);
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

  await tab("Features").click();
  await expect(tab("Features")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Features" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
  await expectAccessible();

  await tab("Features").click();
  await expect(page.getByRole("tabpanel")).toHaveCount(0);
  await expect(tab("Features")).toHaveAttribute("aria-selected", "false");

  await tab("Features").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Technical Spec")).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Technical Spec" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Technical specification" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tab("Overview")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab").last()).toBeFocused();
  await expect(tablist.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
  // Only the chosen tab is in the Tab order (roving tabindex).
  await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
});

test("Optional Extras appears only for a car that has some, with their prices", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const path = await findVehiclePage(request, "optional extras", (html) => html.includes("Optional Extras"));
  await page.goto(path);
  if (javaScriptEnabled) {
    // Tabs work once hydrated: that is when the first panel becomes a tabpanel.
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
    await page.getByRole("tab", { name: "Optional Extras" }).click();
  }
  const extras = page.getByRole("table", { name: "Optional extras fitted" });
  await expect(extras).toBeVisible();
  await expect(extras.getByRole("row").first()).toHaveText(/(£[\d,]+|Included)$/);
  await expectAccessible();

  const without = await findVehiclePage(
    request,
    "no optional extras",
    (html) => !html.includes("Optional Extras"),
  );
  await page.goto(without);
  await expect(page.getByText("Optional Extras")).toHaveCount(0);
});
