import { test, expect, READS_THE_PAGE } from "./fixtures";
import { expectCardsWithin } from "./finance-basis-helpers";
import {
  budgetFinder,
  calculator,
  carWithBothProducts,
  chooseProduct,
  financeHydrated,
  monthlyChangedFrom,
  monthlyOf,
  personalise,
  pounds,
  submitIfNoJs,
} from "./finance-helpers";

const pence = (amount: number) => Math.round(amount * 100);

test("a deposit typed and then an add-on ticked before the calculator's pause: the figures use both", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the form is sent whole, with every field");
  // The page's clock stands still: the pause after typing never ends by itself, so only the tick can send the deposit.
  await page.clock.install();
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const block = calculator(page);
  const start = await monthlyOf(block);
  await block.getByLabel("Deposit").fill("2000");
  await block.getByRole("checkbox", { name: /^Service Plan £960 / }).check();
  // £2,000 down takes more off each month than the plan's £20 adds.
  await expect.poll(async () => pence(await monthlyOf(block))).toBeLessThan(pence(start));
  await block.getByText("Representative example", { exact: true }).click();
  await expect(block.getByRole("definition").filter({ hasText: /^£2,000$/ })).toBeVisible();
  await expect(page).toHaveURL(/calc_deposit=2000/);
  await expect(page).toHaveURL(/calc_addon=service-plan/);
});

test("the calculator: tabs, term, deposit, and add-ons adding price ÷ term to the monthly figure", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // A calculator choice of its own: without one it opens on the quote's basis (audit-one-finance-state.spec.ts).
  await page.goto(`${await carWithBothProducts(request)}?calc_type=PCP&calc_term=48&calc_mileage=10000`);
  await financeHydrated(page, javaScriptEnabled);
  const block = calculator(page);
  await expect(block.getByRole("heading", { name: "Get finance on this vehicle" })).toBeVisible();
  await expect(block.getByRole("radio", { name: "PCP" })).toBeChecked();
  await expect(block.getByLabel("Term")).toHaveValue("48");
  await expect(block.getByLabel("Annual mileage")).toHaveValue("10000");
  const start = await monthlyOf(block);

  await block.getByRole("checkbox", { name: /^Service Plan £960 / }).check();
  await submitIfNoJs(block, javaScriptEnabled, "Recalculate");
  await expect.poll(async () => pence(await monthlyOf(block))).toBe(pence(start) + 2000);
  await expect(page).toHaveURL(/calc_addon=service-plan/);
  await expectAccessible();

  const at48 = await monthlyOf(block);
  await block.getByLabel("Term").selectOption("36");
  await submitIfNoJs(block, javaScriptEnabled, "Recalculate");
  await expect(
    block.getByRole("checkbox", { name: /^Service Plan £960 \(\+£26\.67 a month\)/ }),
  ).toBeChecked();
  const at36 = await monthlyChangedFrom(block, at48);
  await block.getByRole("checkbox", { name: /^Paint protection £299 / }).check();
  await submitIfNoJs(block, javaScriptEnabled, "Recalculate");
  // 299 ÷ 36 = £8.31 a month (to the penny, the monthly figure rounded once).
  await expect.poll(async () => pence(await monthlyOf(block)) - pence(at36)).toBeGreaterThanOrEqual(830);
  expect(pence(await monthlyOf(block)) - pence(at36)).toBeLessThanOrEqual(831);

  const withPaint = await monthlyOf(block);
  await block.getByLabel("Deposit").fill("2000");
  await submitIfNoJs(block, javaScriptEnabled, "Recalculate");
  const withDeposit = await monthlyChangedFrom(block, withPaint);
  await block.getByText("Representative example", { exact: true }).click();
  await expect(block.getByRole("definition").filter({ hasText: /^£2,000$/ })).toBeVisible();

  await chooseProduct(block, "HP");
  await submitIfNoJs(block, javaScriptEnabled, "Recalculate");
  await monthlyChangedFrom(block, withDeposit);
  const apply = block.getByRole("link", { name: /^Apply For HP Finance/ });
  await expect(apply).toHaveAttribute(
    "href",
    /^\/finance\/apply\?vrm=[A-Z0-9]+&product=HP&term=36&deposit=2000&mileage=10000&add_ons=paint-protection%2Cservice-plan$/,
  );
  await expect(apply).toHaveAttribute("target", "_blank");
  await expectAccessible();

  // The calculator's choice is in the URL, with the personalised quote left as it was.
  await page.goto(page.url());
  await financeHydrated(page, javaScriptEnabled);
  await expect(block.getByRole("radio", { name: "HP" })).toBeChecked();
  await expect(block.getByLabel("Deposit")).toHaveValue("2000");
  await expect(personalise(page).getByLabel("Finance Period")).toHaveValue("48");
});

test("the budget finder links to the cars within its monthly payment", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const block = budgetFinder(page);
  await expect(block.getByRole("heading", { name: "Find the Car that fits your budget" })).toBeVisible();
  await expect(block.getByLabel("Deposit")).toHaveValue("500");
  await expect(block.getByLabel("Amount to borrow")).toHaveValue("9200");
  await expect(block.getByText("Updated", { exact: true })).toHaveCount(0);

  const readLink = async () => {
    const monthly = await monthlyOf(block);
    const href = await block
      .getByRole("link", { name: "Find cars within this payment" })
      .getAttribute("href");
    const url = new URL(href!, "http://site.test");
    const from = Number(url.searchParams.get("monthly_from"));
    const to = Number(url.searchParams.get("monthly_to"));
    // ±£20, each rounded to the nearest £50, never an empty window.
    expect(from % 50).toBe(0);
    expect(to % 50).toBe(0);
    expect(from).toBeLessThanOrEqual(monthly);
    expect(to).toBeGreaterThanOrEqual(monthly);
    expect(to - from).toBeGreaterThanOrEqual(50);
    expect(to - from).toBeLessThanOrEqual(100);
    return { monthly, url };
  };
  const first = await readLink();
  expect(first.url.pathname).toBe("/used/cars/search");
  expect(Object.fromEntries(first.url.searchParams)).toMatchObject({
    finance_term: "48",
    finance_mileage: "10000",
    finance_deposit: "500",
    finance_search_only: "PCP",
  });

  await block.getByLabel("Amount to borrow").fill("15000");
  await submitIfNoJs(block, javaScriptEnabled, "Calculate");
  await monthlyChangedFrom(block, first.monthly);
  const second = await readLink();
  expect(second.monthly).toBeGreaterThan(first.monthly);
  const flag = block.getByText("Updated", { exact: true });
  await expect(flag).toBeVisible();
  await expectAccessible();
  // The flag clears itself 4 seconds after the calculation.
  await expect(flag).toBeHidden({ timeout: 8_000 });

  await block.getByRole("link", { name: "Find cars within this payment" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?.*monthly_from=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The cars it finds are within that payment on the finder's own product and terms (ADR 130).
  await expectCardsWithin(page, {
    product: second.url.searchParams.get("finance_search_only")!,
    from: Number(second.url.searchParams.get("monthly_from")),
    to: Number(second.url.searchParams.get("monthly_to")),
  });
});

test("the credit-check link carries the car, and its page shows it", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const path = await carWithBothProducts(request);
  await page.goto(path);
  await financeHydrated(page, javaScriptEnabled);
  const link = personalise(page).getByRole("link", { name: "Can I get credit? Check your eligibility" });
  const url = new URL((await link.getAttribute("href"))!, "http://site.test");
  expect(url.pathname).toBe("/can-i-get-credit/");
  expect([...url.searchParams.keys()]).toEqual([
    "Make",
    "Model",
    "Derivative",
    "Slug",
    "Registration",
    "Mileage",
    "RetailValue",
    "Colour",
    "FuelType",
    "Transmission",
    "DateRegistered",
    "ModelYear",
    "CapId",
    "LoanTerm",
    "ImageUrl",
  ]);
  expect(`/used/cars/${url.searchParams.get("Slug")}`).toBe(path);
  expect(url.searchParams.get("LoanTerm")).toBe("48");
  // The car's own price: the headline price less the admin fee it includes (docs/decisions/300-fee-inclusive-prices.md).
  const price = pounds(await page.getByTestId("vehicle-price").innerText());
  const fee = pounds(await page.getByTestId("vehicle-price-fee").innerText());
  expect(Number(url.searchParams.get("RetailValue"))).toBe(price - fee);
  expect(url.searchParams.get("ImageUrl")).toMatch(/^\/media\//);

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Can I get credit?" })).toBeVisible();
  const car = page.getByRole("region", { name: /^Checking your credit for the / });
  await expect(car).toContainText(`${url.searchParams.get("Make")} ${url.searchParams.get("Model")}`);
  await expect(car.getByText("48 months")).toBeVisible();
  await expect(car.getByRole("link", { name: /^Back to the / })).toHaveAttribute("href", path);
  await expectAccessible();
});

test(
  "the application page summarises the chosen quote and says how to apply",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    await page.goto(await carWithBothProducts(request));
    const block = personalise(page);
    const monthly = await monthlyOf(block);
    const href = await block.getByRole("link", { name: /^Apply for finance/ }).getAttribute("href");
    await page.goto(href!);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: /^Apply for (Hire Purchase|Personal Contract Purchase) finance$/,
      }),
    ).toBeVisible();
    const quote = page.getByRole("region", { name: "Your quote" });
    expect(await monthlyOf(quote)).toBe(monthly);
    await expect(quote.getByText("Total amount payable", { exact: true })).toBeVisible();
    const how = page.getByRole("region", { name: "How to apply" });
    await expect(how.getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:0\d+$/);
    await expect(how.getByText(/by phone or in the branch/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the car and change your quote" })).toHaveAttribute(
      "href",
      /^\/used\/cars\/[a-z0-9-]+\?finance_deposit=250&finance_mileage=6000&finance_term=48&finance_type=(HP|PCP)#finance-personalise$/,
    );
    await expectAccessible();

    const missing = await page.goto(
      "/finance/apply?vrm=ZZ99ZZZ&product=HP&term=48&deposit=1000&mileage=8000",
    );
    expect(missing?.status()).toBe(404);
    // A term no quote has is read as the car's page reads it (docs/decisions/267-finance-apply-and-percentage-deposits.md).
    const clamped = await page.goto(href!.replace(/term=\d+/, "term=30"));
    expect(clamped?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Your quote" }).getByText("a month").first()).toBeVisible();
  },
);
