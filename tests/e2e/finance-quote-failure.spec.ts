import type { Locator, Route } from "@playwright/test";
import { test, expect } from "./fixtures";
import { calculator, carWithBothProducts, financeHydrated, monthlyOf, personalise } from "./finance-helpers";

const NOT_UPDATED = "Figures could not be updated just now — try again.";

/** Ways a quote request can fail before the site's own answer reaches the page. */
const failures: Record<string, (route: Route) => Promise<void>> = {
  "the network fails": (route) => route.abort("failed"),
  "a proxy answers 502 with its own page": (route) =>
    route.fulfill({
      status: 502,
      contentType: "text/html",
      body: "<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>",
    }),
  "something in between answers 500 in JSON": (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Internal Server Error" }),
    }),
};

const dataRequest = (url: URL) =>
  url.pathname.startsWith("/resources/finance/") || url.searchParams.has("_data");

/** A tool's headline: "£… a month … APR representative". */
const headline = (block: Locator) => block.locator("p", { hasText: "APR representative" });

for (const [failure, answer] of Object.entries(failures)) {
  test(`a quote that cannot be updated leaves the page standing: ${failure}`, async ({
    page,
    request,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    test.skip(
      !javaScriptEnabled,
      "Without JavaScript every choice is a page load: the page answers it itself",
    );
    const path = await carWithBothProducts(request);
    await page.goto(path);
    await financeHydrated(page, javaScriptEnabled);
    const car = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const quote = personalise(page);
    const calc = calculator(page);
    expect(await monthlyOf(quote)).toBeGreaterThan(0);
    expect(await monthlyOf(calc)).toBeGreaterThan(0);
    // Every request for data fails from now on (the tools' requests, and any reload of the page's own data).
    await page.route(dataRequest, answer);

    await quote.getByLabel("Deposit").selectOption("1500");
    await expect(quote.getByRole("status")).toHaveText(NOT_UPDATED);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car);
    await expect(page.getByText("Sorry about this")).toHaveCount(0);
    // The figures were for the earlier choice: hidden rather than shown as if they were for this one.
    await expect(headline(quote)).toHaveCount(0);
    await expect(quote.getByLabel("Deposit")).toHaveValue("1500");

    await calc.getByLabel("Term").selectOption("36");
    await expect(calc.getByRole("status")).toHaveText(NOT_UPDATED);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car);
    await expect(headline(calc)).toHaveCount(0);
    await expect(calc.getByLabel("Term")).toHaveValue("36");
    await expectAccessible();

    // Once requests go through again, 'Try again' brings the figures for the shopper's choice.
    await page.unroute(dataRequest);
    await calc.getByRole("button", { name: "Try again" }).click();
    await expect(headline(calc)).toBeVisible();
    await expect(calc.getByRole("status")).toHaveText("");
    await expect(calc.getByLabel("Term")).toHaveValue("36");

    await quote.getByRole("button", { name: "Try again" }).click();
    await expect(headline(quote)).toBeVisible();
    await expect(quote.getByRole("status")).toHaveText("");
    await expect(quote.getByRole("definition").filter({ hasText: /^£1,500$/ })).toBeVisible();
  });
}
