import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { vehiclePathsFromSitemap } from "./vehicle-stock";

test(
  "the printable vehicle has no site chrome and prints cleanly",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const [path] = await vehiclePathsFromSitemap(request);
    const slug = path.split("/").pop();
    const response = await page.goto(`/used/cars/print/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByText(/^£[\d,]+$/).first()).toBeVisible();
    await expect(
      page.getByRole("table", { name: "What this car costs to buy and keep on the road" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the car" })).toHaveAttribute("href", path);
    await expectAccessible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("link", { name: "Back to the car" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print this page" })).toBeHidden();
  },
);

test(
  "the printable history check lists the checks with reference and date",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const [path] = await vehiclePathsFromSitemap(request);
    await page.goto(path);
    const href = await page.getByRole("link", { name: /Print details/ }).getAttribute("href");
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle history check");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByText("Reference")).toBeVisible();
    await expect(page.getByText(/\d+(st|nd|rd|th) \w+ \d{4}/)).toBeVisible();
    await expect(
      page
        .getByText("Outstanding finance")
        .or(page.getByText(/Outstanding finance/))
        .first(),
    ).toBeVisible();
    await expectAccessible();
    await page.emulateMedia({ media: "print" });
    // On paper every explanation is printed out, no 'Read more' to click.
    await expect(page.getByText("Read more").first()).toBeHidden();
  },
);

test("print pages of an unknown car are real 404s", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  expect((await request.get("/used/cars/print/no-such-car-nw999999")).status()).toBe(404);
  expect((await request.get("/used/cars/provenance/print/no-such-car-nw999999")).status()).toBe(404);
});
