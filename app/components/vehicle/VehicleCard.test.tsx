// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "~/components/shell/test-utils";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import { VehicleCard } from "./VehicleCard";

afterEach(cleanup);

const fiesta: CardVehicle = {
  slug: "ford-fiesta-1-0-ecoboost-nw100001",
  make: "Ford",
  range: "Fiesta",
  derivative: "1.0 EcoBoost 125 Titanium 5dr",
  year: 2019,
  plate: "69",
  colour: "Red",
  mileage: 23456,
  fuel: "Petrol",
  transmission: "Manual",
  bodyType: "Hatchback",
  engineSize: 999,
  price: 10995,
  finalPrice: 10495,
  adminFee: 179,
  picture: { thumb: "/t.svg", medium: "/m.svg" },
  town: "Leeds",
  tags: [{ slug: "warranty", name: "Extended warranty" }],
  availability: "Reserved",
  grade: 4,
  recentViews: 1,
  features: ["Bluetooth", "Sat nav", "ISOFIX"],
  doors: 5,
  seats: 5,
  factsLine: "2019 (69 reg) · 23,456 miles · Manual · Petrol · 1.0L · Hatchback",
};

describe("VehicleCard", () => {
  it("shows the price position in words beside the price, and none without one", () => {
    renderInRouter(<VehicleCard vehicle={{ ...fiesta, pricePosition: "great" }} />);
    expect(screen.getByText("Great price")).toBeTruthy();
    cleanup();
    renderInRouter(<VehicleCard vehicle={fiesta} />);
    expect(screen.queryByText(/Great price|Good price|Fair price|Higher than market/)).toBeNull();
  });

  it("shows a grid card: name, fee-inclusive price and the old price, facts, features, offers, views, grade and badge", () => {
    renderInRouter(<VehicleCard vehicle={fiesta} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "Ford Fiesta" }).getAttribute("href")).toBe(
      "/used/cars/ford-fiesta-1-0-ecoboost-nw100001",
    );
    expect(within(card).getByRole("img").getAttribute("alt")).toBe("Red 2019 Ford Fiesta, side view");
    // The cash price a buyer pays: £10,495 + the £179 admin fee (docs/decisions/300-fee-inclusive-prices.md).
    expect(card.textContent).toContain("£10,674");
    expect(card.textContent).toContain("was £11,174");
    expect(card.textContent).toContain("includes £179 admin fee");
    expect(within(card).getByRole("list", { name: "Key facts" }).textContent).toBe(
      "2019 (69 reg) · 23,456 miles · Manual · Petrol · 1.0L · Hatchback",
    );
    expect(
      within(within(card).getByRole("list", { name: "Features" })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(within(card).getByRole("list", { name: "Offers" }).textContent).toBe("Extended warranty");
    expect(card.textContent).toContain("1 recent view");
    expect(card.textContent).toContain("Reserved");
    // Grades above 3 count as 3, "Great" (docs/product/vehicle-page.md#condition-grades).
    expect(within(card).getByTitle("Great condition").textContent).toBe("Grade 3: Great condition");
    // No figure without its APR (CONC 3.5): a list passes its quotes in `monthly`.
    expect(card.textContent).not.toContain("a month");
  });

  it("adds body, engine, doors, seats and colour to a list card's facts", () => {
    renderInRouter(<VehicleCard vehicle={fiesta} variant="list" />);
    expect(screen.getByRole("list", { name: "Key facts" }).textContent).toContain(
      "Hatchback5 doors · 5 seats · Red",
    );
  });

  it("keeps a thumbnail card to name, picture and price, with room for actions", () => {
    renderInRouter(
      <VehicleCard vehicle={fiesta} variant="thumbnail" actions={<button type="button">Remove</button>} />,
    );
    const card = screen.getByRole("article");
    expect(within(card).getByRole("img").getAttribute("src")).toBe("/t.svg");
    expect(within(card).queryByRole("list", { name: "Features" })).toBeNull();
    expect(within(card).getByRole("button", { name: "Remove" })).toBeTruthy();
  });

  it("says nothing of an admin fee for a car without one", () => {
    renderInRouter(<VehicleCard vehicle={{ ...fiesta, adminFee: 0 }} />);
    const text = screen.getByRole("article").textContent ?? "";
    expect(text).toContain("£10,495");
    expect(text).not.toContain("admin fee");
  });

  it("lets another feature show its own monthly figure", () => {
    renderInRouter(<VehicleCard vehicle={fiesta} monthly={<p>£199.00 a month on PCP</p>} />);
    const text = screen.getByRole("article").textContent ?? "";
    // The one monthly figure on the card is the one given, under the cash price it is a figure of.
    expect(text.match(/a month/g)).toEqual(["a month"]);
    expect(text.indexOf("£10,674")).toBeLessThan(text.indexOf("£199.00 a month on PCP"));
  });
});
