import type { Page } from "@playwright/test";
import type { VehicleListing } from "@contract/vehicle";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carsForSale } from "./dealer-api";

// Issue 33, item 8: each car's column header has its picture, name with derivative, year, fee-inclusive price and
// mileage; the lowest price is marked "Best value" in words (docs/decisions/300-fee-inclusive-prices.md).

const grouped = new Intl.NumberFormat("en-GB");
const cashPrice = (car: VehicleListing) => car.final_price + car.admin_fee;

/** Three cars of one model with pictures and different cash prices: the comparison a shopper makes. */
async function threeOfAModel(): Promise<VehicleListing[]> {
  const byModel = new Map<string, VehicleListing[]>();
  for (const car of await carsForSale()) {
    if (car.media_urls.length === 0) continue;
    const key = `${car.make.name} ${car.range.name}`;
    byModel.set(key, [...(byModel.get(key) ?? []), car]);
  }
  for (const cars of byModel.values()) {
    const prices = new Set(cars.map(cashPrice));
    const derivatives = new Set(cars.map((car) => car.derivative));
    if (prices.size >= 3 && derivatives.size >= 2) {
      const picked = [...new Map(cars.map((car) => [cashPrice(car), car])).values()].slice(0, 3);
      return picked;
    }
  }
  throw new Error("No model with three differently priced cars");
}

const header = (page: Page, car: VehicleListing) =>
  page.getByRole("columnheader").filter({ has: page.locator(`a[href="/used/cars/${car.slug}"]`) });

test(
  "compare headers: picture, name with derivative, year, fee-inclusive price, mileage; the best value marked in words",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cars = await threeOfAModel();
    await page.goto(`/compare?cars=${cars.map((car) => car.slug).join(",")}`);
    const cheapest = cars.reduce((best, car) => (cashPrice(car) < cashPrice(best) ? car : best));
    for (const car of cars) {
      const cell = header(page, car);
      const picture = cell.getByRole("img");
      await expect(picture).toHaveAttribute(
        "alt",
        `${car.colour} ${car.year} ${car.make.name} ${car.range.name}, side view`,
      );
      await expect(picture).toHaveAttribute("width", /\d+/);
      await expect(picture).toHaveAttribute("height", /\d+/);
      await expect(picture).toHaveJSProperty("complete", true);
      // The link names the car with its derivative, so three of one model read apart.
      await expect(cell.getByRole("link")).toHaveAccessibleName(
        `${car.make.name} ${car.range.name} ${car.derivative}`,
      );
      await expect(cell).toContainText(String(car.year));
      await expect(cell).toContainText(`${grouped.format(car.odometer_value)} miles`);
      await expect(cell.getByText(`£${grouped.format(cashPrice(car))}`, { exact: true })).toBeVisible();
      if (car === cheapest) await expect(cell.getByText("Best value: lowest price")).toBeVisible();
      else await expect(cell).not.toContainText("Best value");
    }
    // The page itself does not scroll sideways on a phone; the table scrolls inside its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();
  },
);
