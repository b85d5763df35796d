import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { carsForSale, unlistedMakeAndModel } from "./dealer-api";

test("/used/cars and /used/cars/ answer with the search, keeping the query", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  for (const path of ["/used/cars", "/used/cars/"]) {
    const response = await request.get(`${path}?make=ford&page=2`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()["location"], path).toBe("/used/cars/search?make=ford&page=2");
    expect((await request.get(path, { maxRedirects: 0 })).headers()["location"]).toBe("/used/cars/search");
  }
});

test(
  "the budget finder's /used/cars/ link shows the search it asks for",
  READS_THE_PAGE,
  async ({ page }) => {
    const response = await page.goto(
      "/used/cars/?monthly_from=150&monthly_to=250&finance_term=48&finance_mileage=10000&finance_search_only=PCP",
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/used\/cars\/search\?.*monthly_from=150.*monthly_to=250/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

test(
  "/used/cars/{slug}/{its branch} shows the car, with the car's own address as canonical",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const [car] = await carsForSale();
    const response = await page.goto(`/used/cars/${car.slug}/${car.location.site_id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/used/cars/${car.slug}/${car.location.site_id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(car.range.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/used/cars/${car.slug}$`),
    );
    await expectAccessible();
  },
);

test("/used/cars/{slug}/{another branch} moves to the car's own address, its query kept", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const [car] = await carsForSale();
  const other = car.location.site_id === 1 ? 2 : 1;
  const response = await request.get(`/used/cars/${car.slug}/${other}?modal=enquire`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`/used/cars/${car.slug}?modal=enquire`);
});

test("/used/cars/{slug}/{location} of an unknown car, or a location that is no number, is a 404", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const [car] = await carsForSale();
  expect((await request.get("/used/cars/no-such-car-nw999999/1")).status()).toBe(404);
  for (const location of ["leeds", "1.5", "-1", "%00", "99999999999999999999"])
    expect((await request.get(`/used/cars/${car.slug}/${location}`)).status(), location).toBe(404);
});

test(
  "an old /used/cars/search/{make} link of a make with no car for sale goes to its search, which says so",
  READS_THE_PAGE,
  async ({ page, request }) => {
    const { make, range } = await unlistedMakeAndModel();
    for (const [id, query] of [
      [make.slug, `make=${make.slug}`],
      // A model chooses its make too, as on the search itself.
      [range.slug, `make=${make.slug}&range=${range.slug}`],
    ]) {
      const legacy = await request.get(`/used/cars/search/${id}`, { maxRedirects: 0 });
      expect(legacy.status(), id).toBe(301);
      expect(legacy.headers()["location"], id).toBe(`/used/cars/search?${query}`);
    }
    await page.goto(`/used/cars/search/${make.slug}`);
    await expect(
      page.getByRole("heading", { name: `We have no ${make.name} cars for sale just now` }),
    ).toBeVisible();
    // What names no make or model is no page; nor is a make in a car's own address.
    expect((await request.get("/used/cars/search/no-such-make")).status()).toBe(404);
    expect((await request.get(`/used/cars/${make.slug}`)).status()).toBe(404);
  },
);
