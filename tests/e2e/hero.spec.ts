import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";

/** The hero's form (named by its heading) and its parts. */
const hero = (page: Page) => page.getByRole("form", { name: "Perfectly matched at a perfect price" });
const searchButton = (page: Page) => hero(page).getByRole("button", { name: /^Search \d+ cars?$/ });
const option = (page: Page, name: RegExp | string) => hero(page).locator("summary", { hasText: name });

async function buttonCount(page: Page): Promise<number> {
  const text = (await searchButton(page).textContent()) ?? "";
  return Number(/Search (\d+) car/.exec(text)?.[1]);
}

/** A checkbox's car count, from its label "Ford (43)". */
async function countOf(checkbox: Locator): Promise<{ name: string; count: number }> {
  const label = (await checkbox.locator("xpath=ancestor::label").textContent()) ?? "";
  const [, name, count] = /^(.*) \((\d[\d,]*)\)$/.exec(label.trim()) ?? [];
  return { name, count: Number(count.replace(/,/g, "")) };
}

/** The checkbox with the most cars in a group: a make with several models, a model with fewer cars than its make. */
async function busiest(group: Locator) {
  const boxes = await group.getByRole("checkbox").all();
  const counted = await Promise.all(boxes.map(async (box) => ({ box, ...(await countOf(box)) })));
  return counted.sort((a, b) => b.count - a.count)[0];
}

/** Submits the hero and answers the query it sent (the results page may tidy its own URL afterwards). */
async function search(page: Page): Promise<URLSearchParams> {
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/used/cars/search");
  await searchButton(page).click();
  return new URL((await sent).url()).searchParams;
}

async function update(page: Page) {
  await hero(page).getByRole("button", { name: "Update" }).click();
}

test(
  "the hero offers makes, models, budget and features with 'Any' chips and a live count",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfectly matched at a perfect price");
    for (const any of ["Any make", "Any model", "Any budget", "Any features"]) {
      await expect(hero(page).getByText(any, { exact: true })).toBeVisible();
    }
    await expect(searchButton(page)).toBeVisible();
    expect(await buttonCount(page)).toBeGreaterThan(1);
    // The model option needs a make first.
    await expect(hero(page).getByRole("button", { name: "Model(s)" })).toBeDisabled();
    await expect(hero(page).getByText("Choose a make first.")).toBeVisible();
    await expect(hero(page).getByRole("link", { name: "Can I get credit?" })).toHaveAttribute(
      "href",
      "/can-i-get-credit",
    );
    await expectAccessible();
  },
);

test("makes are sorted alphabetically, BMW and MINI in capitals", async ({ page }) => {
  await page.goto("/");
  await option(page, "Make(s)").click();
  const makes = hero(page).getByRole("group", { name: "Make(s)" });
  const names = await Promise.all(
    (await makes.getByRole("checkbox").all()).map(async (box) => (await countOf(box)).name),
  );
  expect(names.length).toBeGreaterThan(5);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
  for (const name of names.filter((make) => /^(bmw|mini)$/i.test(make)))
    expect(name).toBe(name.toUpperCase());
});

test("choosing a make and a model updates the count, and the search lands on the results with them", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/");
  const everything = await buttonCount(page);

  await option(page, "Make(s)").click();
  const make = await busiest(hero(page).getByRole("group", { name: "Make(s)" }));
  await make.box.check();
  await expectAccessible();
  await update(page);
  await expect(searchButton(page)).toHaveText(`Search ${make.count} cars`);
  expect(make.count).toBeLessThan(everything);
  await expect(hero(page).getByRole("list", { name: "Chosen makes" })).toContainText(make.name);

  await option(page, "Model(s)").click();
  const model = await busiest(hero(page).getByRole("group", { name: `${make.name} models` }));
  await model.box.check();
  await update(page);
  await expect(searchButton(page)).toHaveText(`Search ${model.count} ${model.count === 1 ? "car" : "cars"}`);
  await expect(hero(page).getByRole("list", { name: "Chosen models" })).toContainText(model.name);
  await expectAccessible();

  const query = await search(page);
  expect(query.get("make")).toMatch(/^[a-z0-9-]+$/);
  expect(query.get("range")).toMatch(/^[a-z0-9-]+$/);
  // Without a monthly budget no finance basis travels (ADR 130).
  for (const name of [
    "finance_term",
    "finance_deposit",
    "finance_mileage",
    "finance_search_only",
    "min_images",
  ])
    expect(query.has(name)).toBe(false);
  expect(query.has("monthly_to")).toBe(false);
});

test("a monthly budget is searched on the shopper's finance basis (the site's for a newcomer)", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/");
  await option(page, "Budget").click();
  const monthly = hero(page).getByRole("group", { name: "Monthly budget" });
  // The budget says the basis it is searched on: a newcomer's is the site's.
  await expect(monthly).toContainText(
    "Personal contract purchase (PCP) over 48 months with a £250 deposit and 6,000 miles a year.",
  );
  await monthly.getByLabel("To").selectOption({ label: "£300 a month" });
  await expectAccessible();
  await update(page);
  await expect(hero(page).getByRole("list", { name: "Chosen budget" })).toContainText("Up to £300 a month");
  const query = await search(page);
  expect(query.get("monthly_to")).toBe("300");
  expect(query.get("finance_search_only")).toBe("PCP");
  expect(query.get("finance_term")).toBe("48");
  expect(query.get("finance_deposit")).toBe("250");
  expect(query.get("finance_mileage")).toBe("6000");
});

test("Features picks a body type; removing a make takes its models; Reset clears everything", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const control = javaScriptEnabled ? "button" : "link";
  await page.goto("/");
  const everything = await buttonCount(page);
  await option(page, "Make(s)").click();
  const make = await busiest(hero(page).getByRole("group", { name: "Make(s)" }));
  await make.box.check();
  await update(page);
  await option(page, "Model(s)").click();
  const model = await busiest(hero(page).getByRole("group", { name: `${make.name} models` }));
  await model.box.check();
  await update(page);
  await expect(hero(page).getByRole(control, { name: `Remove ${model.name}` })).toBeVisible();

  await hero(page)
    .getByRole(control, { name: `Remove ${make.name}` })
    .click();
  await expect(hero(page).getByText("Any make", { exact: true })).toBeVisible();
  await expect(hero(page).getByText("Any model", { exact: true })).toBeVisible();
  await expect(hero(page).getByRole("button", { name: "Model(s)" })).toBeDisabled();
  await expect(searchButton(page)).toHaveText(`Search ${everything} cars`);

  await option(page, /Features|Help me choose/).click();
  const body = await busiest(hero(page).getByRole("group", { name: "Body type" }));
  await body.box.check();
  await expectAccessible();
  await update(page);
  await expect(hero(page).getByRole("list", { name: "Chosen features" })).toContainText(body.name);
  await expect(searchButton(page)).toHaveText(`Search ${body.count} ${body.count === 1 ? "car" : "cars"}`);

  await option(page, /Features|Help me choose/).click();
  await hero(page).getByRole(control, { name: "Reset" }).click();
  await expect(hero(page).getByText("Any features", { exact: true })).toBeVisible();
  await expect(searchButton(page)).toHaveText(`Search ${everything} cars`);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "enhanced behaviour");

  test("one option opens at a time; Cancel, Escape and a click away discard unconfirmed picks", async ({
    page,
  }) => {
    await page.goto("/");
    const everything = await buttonCount(page);
    const makes = hero(page).getByRole("group", { name: "Make(s)" });

    await option(page, "Make(s)").click();
    await makes.getByRole("checkbox").first().check();
    await option(page, "Budget").click();
    await expect(makes).toBeHidden();
    await expect(hero(page).getByRole("group", { name: "Monthly budget" })).toBeVisible();

    await option(page, "Make(s)").click();
    await expect(makes.getByRole("checkbox").first()).not.toBeChecked();
    await makes.getByRole("checkbox").first().check();
    await hero(page).getByRole("button", { name: "Cancel" }).click();
    await expect(makes).toBeHidden();

    await option(page, "Make(s)").click();
    await makes.getByRole("checkbox").first().check();
    await page.keyboard.press("Escape");
    await expect(makes).toBeHidden();
    await expect(option(page, "Make(s)")).toBeFocused();

    await option(page, "Make(s)").click();
    await makes.getByRole("checkbox").first().check();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(makes).toBeHidden();
    await expect(hero(page).getByText("Any make", { exact: true })).toBeVisible();
    await expect(searchButton(page)).toHaveText(`Search ${everything} cars`);
  });

  test("the count follows the picks while an option is open", async ({ page }) => {
    await page.goto("/");
    const everything = await buttonCount(page);
    await option(page, "Make(s)").click();
    const make = await busiest(hero(page).getByRole("group", { name: "Make(s)" }));
    await make.box.check();
    await expect(
      hero(page).locator("details[open]").getByText(`${make.count} cars match`, { exact: true }),
    ).toBeVisible();
    await make.box.uncheck();
    await expect(
      hero(page).locator("details[open]").getByText(`${everything} cars match`, { exact: true }),
    ).toBeVisible();
  });

  test("monthly bounds keep a gap of 50", async ({ page }) => {
    await page.goto("/");
    await option(page, "Budget").click();
    const monthly = hero(page).getByRole("group", { name: "Monthly budget" });
    await monthly.getByLabel("To").selectOption({ label: "£300 a month" });
    await monthly.getByLabel("From").selectOption({ label: "£300 a month" });
    await expect(monthly.getByLabel("To")).toHaveValue("350");
    await monthly.getByLabel("To").selectOption({ label: "£200 a month" });
    await expect(monthly.getByLabel("From")).toHaveValue("150");
    await update(page);
    await expect(hero(page).getByRole("list", { name: "Chosen budget" })).toContainText(
      "£150 to £200 a month",
    );
  });

  test("a total budget joins the monthly one", async ({ page }) => {
    await page.goto("/");
    await option(page, "Budget").click();
    await hero(page).getByRole("group", { name: "Monthly budget" }).getByLabel("To").selectOption("300");
    await update(page);
    await option(page, "Budget").click();
    await hero(page).getByRole("button", { name: "Total price" }).click();
    const total = hero(page).getByRole("group", { name: "Total budget" });
    await total.getByLabel("Maximum price").selectOption({ index: 3 });
    await update(page);
    await expect(hero(page).getByRole("list", { name: "Chosen budget" }).getByRole("listitem")).toHaveText([
      "Up to £300 a month",
      /^Up to £[\d,]+$/,
    ]);
    const query = await search(page);
    expect(query.get("max_price")).toMatch(/^\d+$/);
    expect(query.get("monthly_to")).toBe("300");
    // A newcomer's basis: the site's (ADR 130).
    expect(query.get("finance_search_only")).toBe("PCP");
  });

  test("on a small screen an open option covers the page, locks scrolling and says 'Help me choose...'", async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await option(page, "Help me choose...").click();
    await expect(hero(page).getByRole("group", { name: "Body type" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible();
    await hero(page).getByRole("button", { name: "Close features" }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the plain form");

  test("Update keeps the picks in the home page's URL, and Cancel leaves them as they were", async ({
    page,
  }) => {
    await page.goto("/");
    await option(page, "Make(s)").click();
    const make = await busiest(hero(page).getByRole("group", { name: "Make(s)" }));
    await make.box.check();
    await update(page);
    await expect(page).toHaveURL(/\/\?make=[a-z0-9-]+$/);
    await option(page, "Make(s)").click();
    await hero(page).getByRole("group", { name: "Make(s)" }).getByRole("checkbox").first().check();
    await hero(page).getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/\?make=[a-z0-9-]+$/);
    await expect(searchButton(page)).toHaveText(`Search ${make.count} cars`);
  });
});

test(
  "a home-page URL's unknown values are dropped as the results page drops them; the hero keeps its count",
  READS_THE_PAGE,
  async ({ page, request }) => {
    await page.goto("/");
    const all = await buttonCount(page);
    await page.goto("/?make=ford");
    await expect(searchButton(page)).toBeVisible();
    const fords = await buttonCount(page);
    for (const [asked, shown, count] of [
      ["/?make=unknown", "/", all],
      ["/?body_type=spaceship", "/", all],
      ["/?colours=plaid&transmission=warp", "/", all],
      ["/?make=ford,unknown&range=not-a-model", "/?make=ford", fords],
    ] as const) {
      await page.goto(asked);
      await expect(page, asked).toHaveURL(shown);
      await expect(searchButton(page), asked).toBeVisible();
      expect(await buttonCount(page), asked).toBe(count);
      await expect(hero(page).getByText("Makes cannot be listed just now.")).toHaveCount(0);
    }
    // The enhanced hero's live count reads its picks by the same rule.
    const live = await request.get("/resources/hero-count?make=unknown,ford&body_type=spaceship");
    expect(live.status()).toBe(200);
    const answer = (await live.json()) as {
      selection: { make: string[]; body_type: string[] };
      options?: { total: number };
    };
    expect(answer.selection).toMatchObject({ make: ["ford"], body_type: [] });
    expect(answer.options?.total).toBe(fords);
  },
);

test("a postcode the dealer cannot place still counts, at any distance, and the hero says it wasn't found", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/?make=ford");
  await expect(searchButton(page)).toBeVisible();
  const fords = await buttonCount(page);
  if (javaScriptEnabled) await expect(searchButton(page)).not.toHaveAttribute("formaction");
  await option(page, /Features|Help me choose/).click();
  const location = hero(page).getByRole("group", { name: "Location" });
  await location.getByLabel("Your postcode").fill("QQ1 1AA");
  await location.getByLabel("Distance").selectOption("25");
  await update(page);
  await expect(hero(page).getByRole("list", { name: "Chosen features" })).toContainText(
    "Within 25 miles of QQ1 1AA",
  );
  const notFound = /We can't find the postcode QQ1 1AA/;
  // Beside the Location's chip, and (the option open) beside the postcode itself.
  await expect(hero(page).getByText(notFound).filter({ visible: true })).toBeVisible();
  await expect(searchButton(page)).toHaveText(`Search ${fords} cars`);
  await expect(hero(page).getByText("Makes cannot be listed just now.")).toHaveCount(0);
  if (!javaScriptEnabled)
    await expect(page).toHaveURL(/\/\?make=ford&distance_from=QQ1(\+|%20)1AA&distance_range=25$/);
  await expectAccessible();
  await option(page, /Features|Help me choose/).click();
  await expect(location.getByLabel("Your postcode")).toHaveAccessibleDescription(notFound);
  if (javaScriptEnabled) await page.keyboard.press("Escape");
  else await option(page, /Features|Help me choose/).click();
  // The results page says the same and searches the same cars.
  await searchButton(page).click();
  await expect(page).toHaveURL(
    /\/used\/cars\/search\?make=ford&distance_from=QQ1(%20|\+)1AA&distance_range=25$/,
  );
  await expect(
    page.getByRole("form", { name: "Filter results" }).getByLabel("Your postcode"),
  ).toHaveAccessibleDescription(notFound);
});
