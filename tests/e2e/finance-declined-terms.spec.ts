import type { FinanceQuotes } from "@contract/finance";
import type { VehicleListing } from "@contract/vehicle";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carPageFor, carsForSale, quotesFor, type Basis } from "./dealer-api";
import { financeHydrated, monthlyOf, personalise } from "./finance-helpers";

/**
 * The lender declines the chosen term but accepts others (issue 13, item 10): the personalise block says which terms
 * are available and offers them. The cars are found by asking the dealer API what it quotes.
 */

const BASIS: Basis = { term: 48, deposit: 1000, mileage: 8000 };
const OTHER_TERMS = [24, 36, 60] as const;
type Product = "HP" | "PCP";

interface Declined {
  car: VehicleListing;
  at48: FinanceQuotes;
  /** Per product, the other terms the API quotes it over with the same deposit and mileage. */
  offered: Record<Product, number[]>;
}

const searches = new Map<string, Promise<Declined>>();

function findCar(name: string, wanted: (found: Omit<Declined, "car">) => boolean): Promise<Declined> {
  let search = searches.get(name);
  if (!search) {
    search = (async () => {
      for (const car of await carsForSale()) {
        const at48 = await quotesFor(car.vrm, BASIS);
        if (at48.hpQuote && at48.pcpQuote) continue;
        const offered: Record<Product, number[]> = { HP: [], PCP: [] };
        for (const term of OTHER_TERMS) {
          const quotes = await quotesFor(car.vrm, { ...BASIS, term });
          if (quotes.hpQuote) offered.HP.push(term);
          if (quotes.pcpQuote) offered.PCP.push(term);
        }
        if (wanted({ at48, offered })) return { car, at48, offered };
      }
      throw new Error(`No car for sale is ${name}`);
    })();
    searches.set(name, search);
  }
  return search;
}

/** Declined over 48 months on both products, quoted over a shorter term. */
const neitherAt48 = () =>
  findCar(
    "declined over 48 months, offered over another term",
    ({ at48, offered }) => !at48.hpQuote && !at48.pcpQuote && offered.HP.length + offered.PCP.length > 0,
  );

/** PCP declined over 48 months, HP quoted, and PCP quoted over another term. */
const pcpOnlyShorter = () =>
  findCar(
    "PCP declined over 48 months, offered over another term",
    ({ at48, offered }) => Boolean(at48.hpQuote) && !at48.pcpQuote && offered.PCP.length > 0,
  );

const orList = (terms: number[]) =>
  terms.length < 2 ? terms.join("") : `${terms.slice(0, -1).join(", ")} or ${terms.at(-1)}`;

const declinedMessage = (product: Product, terms: number[]) =>
  `${product} isn't available over 48 months on this car. It is over ${orList(terms)} months:`;

test("a car declined over 48 months offers the terms it is available over, and each one quotes", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const { car, offered } = await neitherAt48();
  await page.goto(carPageFor(car, BASIS, "PCP"));
  await financeHydrated(page, javaScriptEnabled);
  await page.evaluate(() => Object.assign(window, { financeMark: true }));
  const block = personalise(page);
  await expect(block).not.toContainText("Finance is not available");
  const products = (["PCP", "HP"] as const).filter((product) => offered[product].length > 0);
  for (const product of products) {
    await expect(block.getByText(declinedMessage(product, offered[product]), { exact: true })).toBeVisible();
    for (const term of offered[product])
      await expect(
        block.getByRole("link", { name: `${product} over ${term} months`, exact: true }),
      ).toBeVisible();
  }
  await expectAccessible();

  // Choosing one quotes it: in place with JavaScript, by the link's own address without.
  const product = products[0]!;
  const term = offered[product][0]!;
  await block.getByRole("link", { name: `${product} over ${term} months`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`finance_term=${term}.*finance_type=${product}`));
  await expect(block.getByLabel("Finance Period")).toHaveValue(String(term));
  await expect(block.getByRole("radio", { name: product })).toBeChecked();
  await expect.poll(() => monthlyOf(block)).toBeGreaterThan(0);
  // The example's duration of agreement.
  await expect(
    block.getByRole("definition").filter({ hasText: new RegExp(`^${term} months$`) }),
  ).toBeVisible();
  expect(await page.evaluate(() => "financeMark" in window)).toBe(javaScriptEnabled);
  await expectAccessible();
});

test("a product declined over 48 months next to one that is quoted offers its own terms", async ({
  page,
  javaScriptEnabled,
}) => {
  const { car, at48, offered } = await pcpOnlyShorter();
  await page.goto(carPageFor(car, BASIS, "PCP"));
  await financeHydrated(page, javaScriptEnabled);
  const block = personalise(page);
  // The lender's HP quote shows, with what PCP would take.
  expect(await monthlyOf(block)).toBe(at48.hpQuote!.regular_payment);
  await expect(block.getByText(declinedMessage("PCP", offered.PCP), { exact: true })).toBeVisible();
  const term = offered.PCP[0]!;
  await block.getByRole("link", { name: `PCP over ${term} months`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`finance_term=${term}.*finance_type=PCP`));
  await expect(block.getByRole("radio", { name: "PCP" })).toBeChecked();
  const pcp = await quotesFor(car.vrm, { ...BASIS, term });
  await expect.poll(() => monthlyOf(block)).toBe(pcp.pcpQuote!.regular_payment);
});

test(
  "only a car no term is available on says finance is not available, with the lender's reason",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const { car, at48 } = await findCar(
      "declined over every term",
      ({ at48, offered }) => !at48.hpQuote && !at48.pcpQuote && offered.HP.length + offered.PCP.length === 0,
    );
    await page.goto(carPageFor(car, BASIS, "PCP"));
    const block = personalise(page);
    await expect(block.getByText("Finance is not available. Please give us a call.")).toBeVisible();
    await expect(block.getByRole("link", { name: / over \d+ months$/ })).toHaveCount(0);
    const reasons = [at48.pcpDeclined?.reason, at48.hpDeclined?.reason];
    expect(reasons.every(Boolean), "the dealer API says why it declines").toBe(true);
    for (const reason of reasons) await expect(block.getByText(`${reason!}.`, { exact: true })).toBeVisible();
    await expectAccessible();
  },
);
