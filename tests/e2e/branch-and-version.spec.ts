import { test, expect } from "./fixtures";
import { carsForSaleNow } from "./dealer-api";
import { countIn, expectTotal, filterForm, open, tick } from "./search-helpers";
import { branches } from "../../dealer-api/branches";

/** The cars the results page lists: for sale, with a picture. */
// Read when each test starts: an earlier test of this worker may have sold or ordered a car.
const listed = async () => (await carsForSaleNow()).filter((car) => car.media_urls.length > 0);

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

test("a version (coin) lists that version's cars, shows as a chip, stays with other filters and goes with another make", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const cars = await listed();
  const byVersion = new Map<number, typeof cars>();
  for (const car of cars) byVersion.set(car.cap_id, [...(byVersion.get(car.cap_id) ?? []), car]);
  // The version with most cars whose model has other versions too.
  const [capId, version] = [...byVersion]
    .filter(([, of]) =>
      cars.some((car) => car.range.slug === of[0].range.slug && car.cap_id !== of[0].cap_id),
    )
    .sort(([, a], [, b]) => b.length - a.length)[0];
  const { make, range, derivative } = version[0];
  const path = `/used/cars/search?make=${make.slug}&range=${range.slug}&coin=${capId}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(path);
  await expectTotal(page, version.length);
  await expect(page.getByRole("link", { name: `Remove Version: ${derivative}` })).toBeVisible();
  await expectAccessible();

  // The model dropdown counts what choosing a model gives: choosing one clears the version.
  const form = filterForm(page);
  const models = await open(form, new RegExp(`Model: ${range.name}`));
  const other = cars.filter((car) => car.make.slug === make.slug && car.range.slug !== range.slug);
  if (other.length > 0) {
    const otherRange = other[0].range;
    const box = models.getByRole("checkbox", { name: new RegExp(`^${otherRange.name} \\(\\d+\\)$`) });
    await expect(box).toHaveAccessibleName(
      `${otherRange.name} (${other.filter((car) => car.range.slug === otherRange.slug).length})`,
    );
  }

  // Another kind of filter keeps the version.
  const gearbox = (await open(form, "Gearbox")).getByRole("checkbox").first();
  await tick(page, gearbox, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`[?&]coin=${capId}(&|$)`));

  // Another make clears it.
  const makes = await open(filterForm(page), new RegExp(`Make: ${make.name}`));
  const another = makes.getByRole("checkbox", { checked: false }).first();
  await tick(page, another, javaScriptEnabled);
  await expect(page).not.toHaveURL(/[?&]coin=/);
  await expect(page.getByRole("link", { name: /^Remove Version: / })).toHaveCount(0);
});
