import { test, expect } from "./fixtures";
import { carsForSale } from "./dealer-api";
import { countIn, expectTotal, filterForm, open, tick } from "./search-helpers";
import { branches } from "../../dealer-api/branches";

// The results page with its panel is large; axe takes seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** The cars the results page lists: for sale, with a picture. */
const listed = async () => (await carsForSale()).filter((car) => car.media_urls.length > 0);

test("the Branch section lists every branch with its count, and choosing one narrows the search", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const cars = await listed();
  await page.goto("/used/cars/search");
  const section = await open(filterForm(page), "Branch");
  const boxes = section.getByRole("checkbox");
  await expect(boxes).toHaveCount(branches.length);
  for (const branch of branches) {
    const box = section.getByRole("checkbox", { name: new RegExp(`^${branch.name} \\(\\d+\\)$`) });
    const label =
      (await box.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent)) ?? "";
    expect(countIn(label), branch.name).toBe(cars.filter((car) => car.location.site_id === branch.id).length);
  }
  await expectAccessible();

  const york = branches.find((branch) => branch.slug === "york")!;
  const promised = await tick(
    page,
    section.getByRole("checkbox", { name: new RegExp(`^${york.name} `) }),
    javaScriptEnabled,
  );
  await expect(page).toHaveURL(/\/used\/cars\/search\?location_name=york$/);
  await expectTotal(page, promised);
  const chip = page.getByRole("link", { name: `Remove Branch: ${york.name}` });
  await expect(chip).toBeVisible();

  // A second branch is added to the first, as in the other list filters (without JavaScript, in the form's order).
  const leeds = branches.find((branch) => branch.slug === "leeds")!;
  const both = (await open(filterForm(page), "Branch")).getByRole("checkbox", {
    name: new RegExp(`^${leeds.name} `),
  });
  await tick(page, both, javaScriptEnabled);
  await expect(page).toHaveURL(/\/used\/cars\/search\?location_name=(york,leeds|leeds,york)$/);
  await expectTotal(
    page,
    cars.filter((car) => car.location.site_id === york.id || car.location.site_id === leeds.id).length,
  );
  await expectAccessible();

  await page.getByRole("link", { name: `Remove Branch: ${york.name}` }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?location_name=leeds$/);
  await expectTotal(page, cars.filter((car) => car.location.site_id === leeds.id).length);
});
