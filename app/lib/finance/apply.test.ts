import { describe, expect, it } from "vitest";
import { applicationHref } from "./apply";
import { parseApplication } from "./apply.server";

describe("the application link", () => {
  it("reads the dealer API's application_link", () => {
    const link = "/finance/apply?vrm=YD18WBW&product=PCP&term=48&deposit=1000&mileage=8000";
    expect(parseApplication(new URL(link, "http://site.test").searchParams)).toEqual({
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
    expect(parseApplication(new URL(href, "http://site.test").searchParams)).toEqual(choice);
  });

  it("tidies what a person might type, and drops unknown add-ons", () => {
    expect(
      parseApplication(
        new URLSearchParams(
          "vrm=ab12 cde&product=pcp&term=36&deposit=999.50&mileage=12000&add_ons=sunroof,service-plan",
        ),
      ),
    ).toMatchObject({ vrm: "AB12CDE", product: "PCP", deposit: 999.5, addOns: ["service-plan"] });
  });

  it("refuses a choice no quote could have", () => {
    for (const query of [
      "vrm=AB12CDE&product=PCP&term=30&deposit=1000&mileage=8000",
      "vrm=AB12CDE&product=lease&term=48&deposit=1000&mileage=8000",
      "vrm=AB12CDE&product=HP&term=48&deposit=-5&mileage=8000",
      "vrm=AB12CDE&product=HP&term=48&deposit=1000&mileage=8500",
      "vrm=<script>&product=HP&term=48&deposit=1000&mileage=8000",
      "product=HP&term=48&deposit=1000&mileage=8000",
    ])
      expect(parseApplication(new URLSearchParams(query)), query).toBeUndefined();
  });
});
