import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import {
  findVehiclePage,
  scrollPastHeadlinePrice,
  soldVehiclePath,
  vehiclePathsFromSitemap,
} from "./vehicle-stock";

test("a car's page shows every block from the dealer's data", async ({ page, request, expectAccessible }) => {
  const [path] = await vehiclePathsFromSitemap(request);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(/^Used \d{4} .+ \| £[\d,]+ \| Northway Cars$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /miles.*£[\d,]+ at Northway Cars/,
  );

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Search Results" })).toHaveAttribute(
    "href",
    "/used/cars/search",
  );
  await expect(crumbs.getByRole("link").nth(2)).toHaveAttribute(
    "href",
    /^\/used\/cars\/search\?make=[a-z0-9-]+$/,
  );
  await expect(crumbs.getByRole("link").nth(3)).toHaveAttribute(
    "href",
    /^\/used\/cars\/search\?make=[a-z0-9-]+&range=[a-z0-9-]+$/,
  );
  await expect(main.getByRole("link", { name: "Back to results" })).toHaveAttribute(
    "href",
    "/used/cars/search",
  );

  await expect(page.getByRole("heading", { name: /^Gallery \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText("Illustration: photos of this car on request.")).toBeVisible();
  await expect(page.getByTestId("vehicle-price")).toHaveText(/^£[\d,]+$/);
  const price = page.getByRole("region", { name: "Price" });
  await expect(price.getByText(/^\d+ recent views?$/)).toBeVisible();
  await expect(price.getByText(/^Grade [123]: (Excellent|Very Good|Great)$/)).toBeVisible();
  await expect(price.getByText(/^(Compliant|Not compliant)$/)).toBeVisible();

  await main.getByText("What is the admin fee?").click();
  const fees = page.getByRole("table", { name: "Admin fee by customer" });
  await expect(fees.getByRole("row", { name: /Retail customer £179/ })).toBeVisible();
  // One plain sentence of what the fee pays for (docs/decisions/300-fee-inclusive-prices.md).
  await expect(page.getByText(/^The £179 admin fee is charged on every car we sell/)).toBeVisible();

  const packages = page.getByRole("region", { name: "Packages" });
  for (const name of ["Bronze", "Silver", "Gold"])
    await expect(packages.getByRole("heading", { name, level: 3 })).toBeVisible();
  await expect(packages.getByRole("link", { name: "View all packages" })).toHaveAttribute(
    "href",
    "/packages",
  );

  const cost = page.getByRole("table", { name: "What this car costs to buy and keep on the road" });
  for (const row of [
    /Cash price including compulsory fees £[\d,]+/,
    /Road tax \(VED\) £[\d,]+ a year/,
    /London ULEZ (Compliant|Not compliant)/,
    /Insurance group \d+ of 50/,
    /MOT valid until \d+(st|nd|rd|th) \w+ \d{4}/,
  ])
    await expect(cost.getByRole("row", { name: row })).toBeVisible();

  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText(/^MOT valid until \d+(st|nd|rd|th) \w+ \d{4}$/)).toBeVisible();
  await expect(documents.getByRole("heading", { name: "Service history" })).toBeVisible();
  const history = page.getByRole("region", { name: "Vehicle history check" });
  await expect(history.getByText("Reference")).toBeVisible();
  await expect(history.getByText(/\d+(st|nd|rd|th) \w+ \d{4}/)).toBeVisible();
  const print = history.getByRole("link", { name: /Print details/ });
  await expect(print).toHaveAttribute("href", path.replace("/used/cars/", "/used/cars/provenance/print/"));
  await expect(print).toHaveAttribute("target", "_blank");

  await scrollPastHeadlinePrice(page);
  const sticky = page.getByRole("region", { name: "Price and enquiry" });
  await expect(sticky.getByRole("link", { name: /^Enquire/ })).toHaveAttribute(
    "href",
    /\?modal=enquire#vehicle-form$/,
  );
  await expectAccessible();
});

test("'Read more' on a history check opens its explanation", async ({ page, request }) => {
  const [path] = await vehiclePathsFromSitemap(request);
  await page.goto(path);
  const history = page.getByRole("region", { name: "Vehicle history check" });
  const readMore = history.getByText("Read more").first();
  await readMore.click();
  await expect(history.locator("details[open] p").first()).toBeVisible();
});

test("similar vehicles: a carousel with JavaScript, a list without", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const path = await findVehiclePage(request, "more than 4 similar vehicles", (html) => {
    const similar = html.split("Similar Vehicles")[1] ?? "";
    return (similar.match(/href="\/used\/cars\/[a-z0-9-]+-nw\d+"/g) ?? []).length > 4;
  });
  await page.goto(path);
  const similar = page.getByRole("region", { name: "Similar Vehicles" });
  const cards = similar.getByRole("list", { name: "Similar vehicles" }).locator(":scope > li");
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  expect(count).toBeLessThanOrEqual(9);
  if (!javaScriptEnabled) {
    for (const card of await cards.all()) await expect(card).toBeVisible();
    await expect(similar.getByRole("button")).toHaveCount(0);
    return;
  }
  // The carousel starts (and keen is downloaded) when it nears the screen.
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByText(`Showing 1 to 4 of ${count}`)).toBeVisible();
  // Cards off screen are inert: Tab never lands on a hidden link.
  await expect(cards.nth(4)).toHaveJSProperty("inert", true);
  await similar.getByRole("button", { name: "Next similar vehicles" }).click();
  await expect(similar.getByText(`Showing 2 to 5 of ${count}`)).toBeVisible();
  await expect(cards.nth(4)).toHaveJSProperty("inert", false);
  await expectAccessible();
});

test(
  "the Back to results link returns to the shopper's own search",
  READS_THE_PAGE,
  async ({ page, request, baseURL }) => {
    const [path] = await vehiclePathsFromSitemap(request);
    const search = "/used/cars/search?make=ford&sort=price%7Casc&page=2";
    await page.goto(path, { referer: `${baseURL}${search}` });
    await expect(page.getByRole("link", { name: "Back to results" })).toHaveAttribute("href", search);
  },
);

test("an unknown car is a real 404", READS_THE_PAGE, async ({ page, expectAccessible }) => {
  const response = await page.goto("/used/cars/no-such-car-nw999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page).toHaveTitle(/could not be found/);
  await expectAccessible();
});

test("a car under another category moves to its own address", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const [path] = await vehiclePathsFromSitemap(request);
  const response = await request.get(path.replace("/used/cars/", "/used/vans/"), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(path);
});

test(
  "a sold car is marked sold and cannot be reserved",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto(await soldVehiclePath());
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Sold: /);
    await expect(
      page.getByText(
        "This car has been sold, so it can no longer be reserved, test driven or bought on finance.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /reserve/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /reserve/i })).toHaveCount(0);
    await expectAccessible();
  },
);

test(
  "a car with matching promotions shows them",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const path = await findVehiclePage(request, "a promotion", (html) => html.includes("Offers on this car"));
    await page.goto(path);
    const offers = page.getByRole("region", { name: "Offers on this car" });
    await expect(offers.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(offers.getByRole("link", { name: /^Find out more about / }).first()).toBeVisible();
    await expectAccessible();
  },
);
