import { describe, expect, it } from "vitest";
import { creditCheckHref } from "./credit-check";
import { creditCheckCar } from "./credit-check-query.server";
import { testCreditCheckVehicle as vehicle } from "./test-credit-check";

describe("creditCheckCar", () => {
  it("reads back the car a credit-check link carries", () => {
    const href = creditCheckHref(
      { ...vehicle, media_urls: [{ thumb: "/t.svg", medium: "/media/ford/medium.svg", original: "/o.svg" }] },
      { quoteTerm: 36, sliderTerm: 48 },
    );
    expect(creditCheckCar(new URL(href, "http://site.test").searchParams)).toEqual({
      name: "Ford Fiesta",
      derivative: "1.0 EcoBoost 125 Titanium 5dr",
      slug: "ford-fiesta-nw100057",
      registration: "YD18WBW",
      mileage: 41_182,
      retailValue: 9495,
      colour: "Blue",
      fuelType: "Petrol",
      transmission: "Manual",
      dateRegistered: "2018-08-09",
      modelYear: 2018,
      loanTerm: 36,
      imageUrl: "/media/ford/medium.svg",
    });
  });

  it("is undefined for the plain page", () => {
    expect(creditCheckCar(new URLSearchParams())).toBeUndefined();
    expect(creditCheckCar(new URLSearchParams("Make=Ford"))).toBeUndefined();
  });

  it("drops values that are not what the link would carry, and never shows another site's picture", () => {
    const car = creditCheckCar(
      new URLSearchParams(
        "Make=Ford&Model=Fiesta&Slug=../../admin&Mileage=lots&DateRegistered=2018-99-99&ImageUrl=https://evil.test/x.png",
      ),
    );
    expect(car).toMatchObject({ name: "Ford Fiesta", imageUrl: "/media/placeholder.svg" });
    expect(car?.slug).toBeUndefined();
    expect(car?.mileage).toBeUndefined();
    expect(car?.dateRegistered).toBeUndefined();
    expect(creditCheckCar(new URLSearchParams("Make=A&Model=B&ImageUrl=//evil.test/x.png"))?.imageUrl).toBe(
      "/media/placeholder.svg",
    );
  });
});
