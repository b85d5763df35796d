import { describe, expect, it } from "vitest";
import { applicationHref } from "./apply";
import { parseApplication, resolveApplication } from "./apply.server";
import { SITE_FINANCE_DEFAULTS } from "./choice";

const read = (query: string, cashPrice = 10_174) => {
  const link = parseApplication(new URL(query, "http://site.test").searchParams);
  return link && resolveApplication(link, SITE_FINANCE_DEFAULTS, cashPrice);
};

describe("the application link", () => {
  it("reads the dealer API's application_link", () => {
    expect(read("/finance/apply?vrm=YD18WBW&product=PCP&term=48&deposit=1000&mileage=8000")).toEqual({
      vrm: "YD18WBW",
      product: "PCP",
      term: 48,
      deposit: 1000,
      mileage: 8000,
      addOns: [],
    });
  });

  it("round-trips the calculator's choice with its add-ons", () => {
    const choice = {
      vrm: "AB12CDE",
      product: "HP" as const,
      term: 60,
      deposit: 1250,
      mileage: 0,
      addOns: ["paint-protection", "service-plan"],
    };
    const href = applicationHref(choice);
    expect(href).toBe(
      "/finance/apply?vrm=AB12CDE&product=HP&term=60&deposit=1250&mileage=0&add_ons=paint-protection%2Cservice-plan",
    );
    expect(read(href)).toEqual(choice);
  });

  it("tidies what a person might type, and drops unknown add-ons", () => {
    expect(
      read("?vrm=ab12 cde&product=pcp&term=36&deposit=999.50&mileage=12000&add_ons=sunroof,service-plan"),
    ).toMatchObject({ vrm: "AB12CDE", product: "PCP", deposit: 999.5, addOns: ["service-plan"] });
  });

  it("names no car without a registration", () => {
    for (const query of ["?vrm=<script>&product=HP&term=48", "?product=HP&term=48&deposit=1000&mileage=8000"])
      expect(read(query), query).toBeUndefined();
  });

  it("reads an out-of-range choice as the car's page does, instead of refusing it", () => {
    // A product or term no quote has: the shopper's (here the site's); a deposit at or above the cash price: £1,000.
    expect(read("?vrm=AB12CDE&product=lease&term=30&deposit=1000&mileage=8000")).toMatchObject({
      product: "PCP",
      term: 48,
      deposit: 1000,
    });
    expect(read("?vrm=AB12CDE&product=HP&term=36&deposit=5000000&mileage=8000")).toMatchObject({
      product: "HP",
      term: 36,
      deposit: 1000,
    });
    expect(read("?vrm=AB12CDE&product=HP&term=48&deposit=-5&mileage=8500")).toMatchObject({
      deposit: 250,
      mileage: 6000,
    });
  });

  it("reads a percentage deposit as that share of the cash price", () => {
    expect(
      read("?vrm=AB12CDE&product=HP&term=48&deposit=10&deposit_type=Percentage&mileage=8000"),
    ).toMatchObject({
      deposit: 1017,
    });
  });
});
