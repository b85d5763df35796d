import type { Locator, Page } from "@playwright/test";
import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { findVehiclePage, vehiclePathsFromSitemap } from "./vehicle-stock";
import { settled } from "./forms-helpers";

/** The spec's "Do MMMM YYYY": "3rd September 2027". */
const ORDINAL_DATE =
  /^\d{1,2}(st|nd|rd|th) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

const carWithHistory = (request: Parameters<typeof findVehiclePage>[0]) =>
  findVehiclePage(
    request,
    "MOT tests and services",
    (html) => html.includes("MOT tests, newest first") && html.includes("Services, newest first"),
  );

/** How many of the list's items lie wholly inside the list's own box, side by side on its first row. */
async function wholeItemsInView(list: Locator): Promise<number> {
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.children].filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    }).length;
  });
}

test("a car's page carries a dialog only when its URL opens a form", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const [path] = await vehiclePathsFromSitemap(request);
  // (Booleans, not the page: a failure here should not print a whole page of HTML.)
  const page = await (await request.get(path)).text();
  expect(page.includes("<dialog"), "a dialog in the page").toBe(false);
  expect(page.includes("Form not found"), "'Form not found' in the page").toBe(false);
  const withForm = await (await request.get(`${path}?modal=enquire`)).text();
  expect(withForm.match(/<dialog/g)?.length, "dialogs with ?modal=enquire").toBe(1);
  expect(withForm.includes("Enquire about this car")).toBe(true);
  expect(withForm.includes("Form not found"), "'Form not found' with ?modal=enquire").toBe(false);
});

test(
  "a car's first picture is asked for from the head, ahead of the scripts, and is the one the gallery shows first",
  READS_THE_PAGE,
  async ({ page, request }) => {
    const [path] = await vehiclePathsFromSitemap(request);
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"\/>/.exec(head);
    expect(preload, "a high-priority preload of a picture in the head").not.toBeNull();
    expect(head.indexOf(preload![0]), "before the stylesheets").toBeLessThan(
      head.indexOf('rel="stylesheet"'),
    );
    await page.goto(path);
    const first = page.locator(".keen-slider img").first();
    await expect(first).toHaveAttribute("src", preload![1]);
    await expect(first).toHaveAttribute("fetchpriority", "high");
    const pictures = page.locator(".keen-slider img");
    if ((await pictures.count()) > 1) await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
  },
);

test("a closed form leaves no dialog behind", async ({ page, request, javaScriptEnabled }) => {
  const [path] = await vehiclePathsFromSitemap(request);
  await page.goto(`${path}?modal=enquire`);
  const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
  await expect(dialog).toBeVisible();
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveClass(/js/);
  await dialog.getByRole("link", { name: /^Close/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("dialog#vehicle-form")).toHaveCount(0);
});

test(
  "MOT and service dates are written as the spec writes dates",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const path = await carWithHistory(request);
    await page.goto(path);
    const documents = page.getByRole("region", { name: "Documents" });
    const valid = documents.getByText(/^MOT valid until /);
    expect((await valid.innerText()).replace("MOT valid until ", "")).toMatch(ORDINAL_DATE);
    const motDates = documents
      .getByRole("table", { name: "MOT tests, newest first" })
      .locator("tbody tr td:first-child");
    const serviceDates = documents
      .getByRole("table", { name: "Services, newest first" })
      .locator("tbody tr td:first-child");
    for (const cell of [...(await motDates.all()), ...(await serviceDates.all())])
      expect(await cell.innerText()).toMatch(ORDINAL_DATE);
    const cost = page.getByRole("table", { name: "What this car costs to buy and keep on the road" });
    const motRow = cost.getByRole("row", { name: /MOT valid until/ }).locator("td");
    expect(await motRow.innerText()).toMatch(ORDINAL_DATE);
    await settled(page);
    await expectAccessible();
  },
);

test("similar vehicles show four whole cards at desktop width", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const path = await findVehiclePage(request, "more than 4 similar vehicles", (html) => {
    const similar = html.split("Similar Vehicles")[1] ?? "";
    return (similar.match(/href="\/used\/cars\/[a-z0-9-]+-nw\d+"/g) ?? []).length > 4;
  });
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const list = page.getByRole("list", { name: "Similar vehicles" });
    await list.scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await expect(page.getByText(/^Showing 1 to 4 of \d$/)).toBeVisible();
    await expect
      .poll(() => wholeItemsInView(list), { message: `at ${width} px` })
      .toBe(javaScriptEnabled ? 4 : 9);
  }
});

test("the home page's cars on offer show three whole cards at desktop width", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the cars are a plain grid");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const list = page.getByRole("list", { name: "Cars on offer" });
  await list.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Showing 1 to 3 of \d+$/)).toBeVisible();
  await expect.poll(() => wholeItemsInView(list)).toBe(3);
});

test(
  "the printable vehicle carries its efficiency, MOT and service history and a finance example",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const path = await carWithHistory(request);
    // The car's own page, for the same new visitor: the figures the print must repeat.
    await page.goto(path);
    const breakdown = (scope: Page | Locator) => scope.locator('dl[aria-label^="Representative example, "]');
    const personalise = breakdown(page);
    const product = ((await personalise.getAttribute("aria-label")) ?? "").replace(
      "Representative example, ",
      "",
    );
    const figure = async (scope: Locator, label: string | RegExp) =>
      (
        await scope
          .locator("div", { has: page.locator("dt", { hasText: label }) })
          .locator("dd")
          .innerText()
      ).split("\n")[0];
    const monthly = await figure(personalise, /monthly payments of$/);
    const apr = await figure(personalise, "Representative APR");
    const payable = await figure(personalise, "Total amount payable");

    const response = await page.goto(path.replace("/used/cars/", "/used/cars/print/"));
    expect(response?.status()).toBe(200);
    const efficiency = page.getByRole("table", { name: "Vehicle efficiency" });
    await expect(
      efficiency.getByRole("row", { name: /London ULEZ (Compliant|Not compliant)/ }),
    ).toBeVisible();
    await expect(efficiency.getByRole("row", { name: /Road tax \(VED\) £[\d,]+ a year/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "MOT history" })).toBeVisible();
    expect((await page.getByText(/^MOT valid until /).innerText()).replace("MOT valid until ", "")).toMatch(
      ORDINAL_DATE,
    );
    await expect(page.getByRole("table", { name: "MOT tests, newest first" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Services, newest first" })).toBeVisible();

    const example = page.getByRole("region", { name: "Representative example" });
    await expect(example).toBeVisible();
    const printed = breakdown(example);
    await expect(printed).toHaveAttribute("aria-label", `Representative example, ${product}`);
    expect(await figure(printed, /monthly payments of$/)).toBe(monthly);
    expect(await figure(printed, "Representative APR")).toBe(apr);
    expect(await figure(printed, "Total amount payable")).toBe(payable);
    await expectAccessible();
  },
);

test(
  "printing a car's page prints the car's facts and one picture, not the site around it",
  READS_THE_PAGE,
  async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = await carWithHistory(request);
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Price and enquiry" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Similar Vehicles" })).toBeHidden();

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("vehicle-price")).toBeVisible();
    const gallery = page.getByRole("region", { name: /^Pictures of the / });
    const pictures = gallery.getByRole("img");
    const visible = [];
    for (const picture of await pictures.all()) if (await picture.isVisible()) visible.push(picture);
    expect(visible).toHaveLength(1);
    expect(await visible[0].evaluate((image) => image.getBoundingClientRect().left)).toBeGreaterThanOrEqual(
      0,
    );
    await expect(page.getByRole("button", { name: "Next picture" })).toBeHidden();
    await expect(page.getByRole("list", { name: "Thumbnails" })).toBeHidden();
    // Every detail, not one tab at a time.
    for (const table of ["Technical specification", "Vehicle efficiency"])
      await expect(page.getByRole("table", { name: table })).toBeVisible();
    await expect(page.getByRole("region", { name: "Documents" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "What this car costs to buy and keep on the road" }),
    ).toBeVisible();
  },
);
