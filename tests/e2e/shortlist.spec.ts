import { test, expect, READS_THE_PAGE } from "./fixtures";
import { soldVehiclePath, vehiclePathsFromSitemap } from "./vehicle-stock";

const slugsOf = (paths: string[]) => paths.map((path) => path.split("/").pop()!);

test(
  "a shortlist renders from its URL alone, and says what it cannot show",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const [first, second] = slugsOf(await vehiclePathsFromSitemap(request));
    const sold = slugsOf([await soldVehiclePath()])[0];
    await page.goto(`/shortlist?cars=${first},${second},${sold},no-such-car-zz999`);
    await expect(page.getByRole("heading", { name: "Shared shortlist", level: 1 })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByText("1 car in this link is no longer in our stock.")).toBeVisible();
    await expect(page.getByRole("article").nth(2).getByText("Sold")).toBeVisible();
    await expect(page.getByText(/a month \((HP|PCP)\), .*% APR representative/).first()).toBeVisible();
    await expectAccessible();

    await page.goto("/shortlist?cars=<script>");
    await expect(page.getByText("There are no cars in this shortlist.")).toBeVisible();
  },
);

test("saved cars are shared as a shortlist and compared side by side", async ({
  page,
  context,
  request,
  expectAccessible,
}) => {
  const slugs = slugsOf(await vehiclePathsFromSitemap(request)).slice(0, 3);
  for (const slug of slugs)
    await context.request.post("/favourites/toggle", { form: { slug, intent: "save" }, maxRedirects: 0 });
  await page.goto("/favourites");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expectAccessible();
  await page.getByRole("link", { name: "Share this list" }).click();
  await expect(page).toHaveURL(/\/shortlist\?cars=/);
  await expect(page.getByRole("article")).toHaveCount(3);

  // Opened by someone else: nothing of the sender's session is needed.
  const url = page.url();
  await context.clearCookies();
  await page.goto(url);
  await expect(page.getByRole("article")).toHaveCount(3);

  const boxes = page.getByRole("checkbox", { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await page.getByRole("button", { name: "Compare the cars you ticked" }).click();
  await expect(page).toHaveURL(/\/compare\?cars=/);
  const table = page.getByRole("table", { name: "2 cars side by side" });
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  for (const row of [
    "Price",
    "Monthly",
    "Age",
    "Mileage",
    "Fuel",
    "Gearbox",
    "Fuel economy",
    "CO2 emissions",
    "Road tax",
    "Insurance group",
    "ULEZ",
  ])
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Monthly/ })).toContainText("APR representative");
  await expect(table.getByRole("row", { name: /^Insurance group/ })).toContainText(/Group \d+/);
  await expectAccessible();
});

test(
  "a comparison shows at most four cars and handles unknown ones",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const slugs = slugsOf(await vehiclePathsFromSitemap(request)).slice(0, 5);
    await page.goto(`/compare?cars=${slugs.join(",")}`);
    await expect(page.getByText("You chose 5 cars: these are the first 4.")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "4 cars side by side" }).getByRole("columnheader"),
    ).toHaveCount(4);
    await expectAccessible();

    await page.goto(`/compare?cars=gone-car-zz1,${slugs[0]}`);
    await expect(page.getByText("1 of the cars you chose is no longer in our stock.")).toBeVisible();
    await expect(page.getByRole("table", { name: "One car side by side" })).toBeVisible();

    await page.goto("/compare");
    await expect(page.getByText(/No cars were chosen to compare/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  },
);
