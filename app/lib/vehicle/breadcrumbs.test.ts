import { backToResultsHref, searchHref } from "./breadcrumbs";

const origin = "https://www.northwaycars.co.uk";

describe("backToResultsHref", () => {
  it("returns to the exact search the shopper came from", () => {
    expect(backToResultsHref(`${origin}/used/cars/search?make=ford&sort=price%7Casc&page=2`, origin)).toBe(
      "/used/cars/search?make=ford&sort=price%7Casc&page=2",
    );
    expect(backToResultsHref(`${origin}/used/cars/search/`, origin)).toBe("/used/cars/search/");
    expect(backToResultsHref(`${origin}/used/cars/?monthly_from=150`, origin)).toBe(
      "/used/cars/?monthly_from=150",
    );
  });

  it("opens the search when the shopper came from elsewhere", () => {
    expect(backToResultsHref(null, origin)).toBe("/used/cars/search");
    expect(backToResultsHref("not a url", origin)).toBe("/used/cars/search");
    expect(backToResultsHref(`${origin}/`, origin)).toBe("/used/cars/search");
    expect(backToResultsHref(`${origin}/used/cars/ford-fiesta-nw1`, origin)).toBe("/used/cars/search");
    expect(backToResultsHref("https://evil.example/used/cars/search?make=x", origin)).toBe(
      "/used/cars/search",
    );
  });
});

describe("searchHref", () => {
  it("links a make and a range", () => {
    expect(searchHref("ford")).toBe("/used/cars/search?make=ford");
    expect(searchHref("ford", "fiesta")).toBe("/used/cars/search?make=ford&range=fiesta");
  });
});
