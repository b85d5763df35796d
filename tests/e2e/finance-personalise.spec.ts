import { test, expect, READS_THE_PAGE } from "./fixtures";
import {
  carAtZeroApr,
  carWithBothProducts,
  carWithoutFinance,
  chooseProduct,
  financeHydrated,
  monthlyChangedFrom,
  monthlyOf,
  personalise,
  pounds,
  submitIfNoJs,
} from "./finance-helpers";

test("personalising the quote: deposit, mileage, term and product change the figures", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const path = await carWithBothProducts(request);
  await page.goto(path);
  await financeHydrated(page, javaScriptEnabled);
  // With JavaScript every change updates the block in place: this mark would not survive a page load.
  await page.evaluate(() => Object.assign(window, { financeMark: true }));
  const block = personalise(page);
  await expect(block.getByRole("heading", { name: "Representative example", level: 2 })).toBeVisible();
  await expect(block.getByRole("radio", { name: "PCP" })).toBeChecked();
  let monthly = await monthlyOf(block);
  expect(monthly).toBeGreaterThan(0);
  await expect(block.getByText("APR representative")).toBeVisible();
  await expectAccessible();

  await block.getByLabel("Deposit").selectOption("1500");
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  monthly = await monthlyChangedFrom(block, monthly);
  await expect(page).toHaveURL(/finance_deposit=1500/);
  await expect(block.getByRole("definition").filter({ hasText: /^£1,500$/ })).toBeVisible();

  await block.getByLabel("Annual Mileage").selectOption({ label: "Up to 12,000 miles" });
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  monthly = await monthlyChangedFrom(block, monthly);
  await expect(page).toHaveURL(/finance_mileage=12000/);
  await expect(block.getByText("12,000 miles", { exact: true })).toBeVisible();

  await block.getByLabel("Finance Period").selectOption({ label: "36 months" });
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  monthly = await monthlyChangedFrom(block, monthly);
  await expect(page).toHaveURL(/finance_term=36/);
  await expect(block.getByText("35 monthly payments of")).toBeVisible();
  await expectAccessible();

  await chooseProduct(block, "HP");
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  monthly = await monthlyChangedFrom(block, monthly);
  await expect(block.getByRole("radio", { name: "HP" })).toBeChecked();
  await expect(block.getByText("Hire Purchase (HP)", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/finance_type=HP/);
  const apply = block.getByRole("link", { name: /^Apply for finance/ });
  await expect(apply).toHaveAttribute("target", "_blank");
  const href = await apply.getAttribute("href");
  expect(href).toMatch(/^\/finance\/apply\?vrm=[A-Z0-9]+&product=HP&term=36&deposit=1500&mileage=12000$/);
  await expectAccessible();

  expect(await page.evaluate(() => "financeMark" in window)).toBe(javaScriptEnabled);

  // The choice lives in the URL: the same address shows the same quote.
  await page.goto(page.url());
  await financeHydrated(page, javaScriptEnabled);
  await expect(block.getByRole("radio", { name: "HP" })).toBeChecked();
  expect(await monthlyOf(block)).toBe(monthly);

  // The sticky bar has no monthly figure: it has no room for the figure's representative example
  // (docs/decisions/305-car-page-first-screen.md).
  const sticky = page.getByRole("region", { name: "Price and enquiry" });
  await expect(sticky).not.toContainText(/a month|APR/);
});

test("the HP/PCP table and the true cost rows show both products", async ({
  page,
  request,
  expectAccessible,
}) => {
  await page.goto(await carWithBothProducts(request));
  const table = page.getByRole("table", { name: /^With a £[\d,]+ deposit over 48 months/ });
  await expect(table.getByRole("columnheader", { name: "HP", exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "PCP", exact: true })).toBeVisible();
  for (const row of [
    "Monthly payment",
    "Total amount payable",
    "Representative APR",
    "Option to purchase fee",
  ])
    await expect(table.getByRole("row", { name: new RegExp(`^${row} `) })).toBeVisible();
  const cost = page.getByRole("table", { name: "What this car costs to buy and keep on the road" });
  await expect(
    cost.getByRole("row", { name: /^Hire Purchase \(HP\) monthly payment £[\d,.]+ a month.*APR/ }),
  ).toBeVisible();
  await expect(
    cost.getByRole("row", {
      name: /^Personal Contract Purchase \(PCP\) monthly payment £[\d,.]+ a month.*APR/,
    }),
  ).toBeVisible();

  // The three explainers open without JavaScript and lead to the finance pages.
  const explainers = page.getByRole("heading", { name: "Finance explained" }).locator("xpath=..");
  await explainers.getByText("What is Personal Contract Purchase?").click();
  await expect(
    explainers.getByRole("link", { name: "More about Personal Contract Purchase" }),
  ).toHaveAttribute("href", "/finance/personal-contract-purchase");
  await expectAccessible();
});

test(
  "a 0% APR car's quotes cost nothing for credit: the payments add up to the cash price",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    await page.goto(await carAtZeroApr(request));
    const table = page.getByRole("table", { name: /^With a £[\d,]+ deposit over \d+ months/ });
    const cells = (row: string) =>
      table
        .getByRole("row", { name: new RegExp(`^${row} `) })
        .getByRole("cell")
        .allTextContents();
    const [apr, charge, monthly, count, final, deposit, total, term] = await Promise.all(
      [
        "Representative APR",
        "Total charge for credit",
        "Monthly payment",
        "Number of monthly payments",
        "Final payment",
        "Deposit",
        "Total amount payable",
        "Duration of agreement",
      ].map(cells),
    );
    let quoted = 0;
    for (let column = 0; column < 2; column += 1) {
      if (apr![column] !== "0.0% APR") continue;
      quoted += 1;
      expect(charge![column]).toBe("£0.00");
      // "47 monthly payments of £98.85 and a final payment of £99.05": what the table shows repays the credit exactly.
      const regular = Number(count![column]);
      const months = Number(/\d+/.exec(term![column]!)![0]);
      const pennies = (text: string) => Math.round(pounds(text) * 100);
      const paid =
        regular * pennies(monthly![column]!) +
        (regular < months ? pennies(final![column]!) : 0) +
        pennies(deposit![column]!);
      expect(regular === months || regular === months - 1).toBe(true);
      expect(paid).toBe(pennies(total![column]!));
    }
    expect(quoted).toBeGreaterThan(0);
    await expectAccessible();
  },
);

test(
  "a car the lender does not finance says so, with the branch to call",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    await page.goto(await carWithoutFinance(request));
    const block = personalise(page);
    await expect(block.getByText("Finance is not available. Please give us a call.")).toBeVisible();
    await expect(block.getByRole("link", { name: /^0\d/ })).toHaveAttribute("href", /^tel:0\d+$/);
    await expect(block.getByRole("link", { name: /^Apply for finance/ })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Price and enquiry" }).getByRole("link", { name: /Apply/ }),
    ).toHaveCount(0);
    await expectAccessible();
  },
);

test("Apply for finance reaches the data layer and opens the quote's page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The data layer is a script");
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const apply = personalise(page).getByRole("link", { name: /^Apply for finance/ });
  const [tab] = await Promise.all([page.context().waitForEvent("page"), apply.click()]);
  await expect(tab).toHaveURL(
    /\/finance\/apply\?vrm=[A-Z0-9]+&product=PCP&term=48&deposit=250&mileage=6000$/,
  );
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === "button_clicked_apply_for_finance"),
  );
  expect(events).toEqual([expect.objectContaining({ product: "PCP", source: "personalise" })]);
});

test("similar cars show the monthly figure for the shopper's finance defaults, with the way to its example", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const similar = page.getByRole("region", { name: "Similar Vehicles" });
  const figure = similar.getByText(/a month \((HP|PCP)\), \d+\.\d% APR representative/).first();
  await expect(figure).toBeAttached();
  const monthly = pounds(await figure.innerText());
  const example = similar.getByRole("link", { name: /^Representative example/ }).first();
  const href = await example.getAttribute("href");
  // The site's defaults (docs/product/finance.md#defaults): 48 months, £250 deposit, 6,000 miles; each car's
  // deposit as its quote has it.
  expect(href).toMatch(
    /^\/used\/cars\/[a-z0-9-]+\?finance_deposit=\d+&finance_mileage=6000&finance_term=48&finance_type=(HP|PCP)#finance-personalise$/,
  );
  await expectAccessible();
  await page.goto(href!);
  expect(await monthlyOf(personalise(page))).toBe(monthly);
});
