import type { VehicleListing } from "@contract/vehicle";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carPageFor, carsForSale, quotesFor, type Basis } from "./dealer-api";
import { personalise, pounds } from "./finance-helpers";

/**
 * A promotion that applies to the chosen terms prices the quote, and every block showing it says so (issue 13, item
 * 7); an offer the choice does not meet says what it applies to. The cars come from the dealer API's own stock.
 */

async function firstCar(wanted: (car: VehicleListing) => boolean, what: string): Promise<VehicleListing> {
  const car = (await carsForSale()).find(wanted);
  if (!car) throw new Error(`No car for sale is ${what}`);
  return car;
}

/** At least the 20% deposit the 0% APR offer asks for, in whole hundreds of pounds. */
const fifthOf = (car: VehicleListing) => Math.ceil(((car.final_price + car.admin_fee) * 0.2) / 100) * 100;

test(
  "the 0% APR offer prices an HP quote over 36 months with a 20% deposit, and says so beside the figure",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    // Not one of the cars at 0% APR on every term already (the "0% APR" offer tag): on those the offer adds nothing.
    const car = await firstCar(
      (car) => ["kia", "hyundai"].includes(car.make.slug) && car.tags.every((tag) => tag.slug !== "0-apr"),
      "a Kia or a Hyundai without the 0% APR tag",
    );
    const basis: Basis = { term: 36, deposit: fifthOf(car), mileage: 8000 };
    const { hpQuote } = await quotesFor(car.vrm, basis);
    expect(hpQuote?.promotion, "the dealer API prices the offer into the quote").toBeTruthy();
    expect(hpQuote!.apr).toBe(0);
    const priced = `Priced with our ${hpQuote!.promotion!.heading} offer.`;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(carPageFor(car, basis, "HP"));
    const block = personalise(page);
    await expect(block.getByText(priced, { exact: true })).toBeVisible();
    await expect(block.getByText(/^0\.0%$/)).toBeVisible();
    await expect(block.getByText(/offer is not in this quote/)).toHaveCount(0);
    await expect(
      page.getByRole("row", { name: new RegExp(`^Priced with our offer .*${hpQuote!.promotion!.heading}`) }),
    ).toBeVisible();
    await expectAccessible();

    // Over 48 months the offer does not apply: the quote is the lender's own, and the offer says what it applies to.
    await page.goto(carPageFor(car, { ...basis, term: 48 }, "HP"));
    await expect(block.getByText(priced, { exact: true })).toHaveCount(0);
    await expect(
      block.getByText(/^Our .+ offer is not in this quote\. .*36 months.*20% deposit/),
    ).toBeVisible();
    await expectAccessible();
  },
);

test(
  "the dealer's deposit contribution is its own line of the example, and the credit is less by it",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const car = await firstCar(
      (car) => ["fiesta", "focus"].includes(car.range.slug),
      "a Ford Fiesta or Focus",
    );
    const basis: Basis = { term: 48, deposit: 1000, mileage: 8000 };
    const quotes = await quotesFor(car.vrm, basis);
    const quote = quotes.hpQuote ?? quotes.pcpQuote;
    expect(quote?.dealer_contribution, "the dealer API adds the contribution to the deposit").toBeGreaterThan(
      0,
    );
    const contribution = quote!.dealer_contribution!;

    await page.goto(carPageFor(car, basis, quote!.key));
    const block = personalise(page);
    const dd = (label: string) =>
      block.locator("dl > div", { has: page.locator("dt").getByText(label, { exact: true }) }).locator("dd");
    await expect(block.getByText(`Priced with our ${quote!.promotion!.heading} offer.`)).toBeVisible();
    expect(pounds(await dd("Deposit").innerText())).toBe(basis.deposit);
    expect(pounds(await dd("Dealer deposit contribution").innerText())).toBe(contribution);
    const cash = pounds(await dd(`Cash price (including £${car.admin_fee} admin fee)`).innerText());
    expect(pounds(await dd("Total amount of credit").innerText())).toBe(cash - basis.deposit - contribution);
    await expectAccessible();
  },
);
