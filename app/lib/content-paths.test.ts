import { contentSlugOf } from "./content-paths";

describe("contentSlugOf: where the route table puts content pages", () => {
  it.each([
    ["/about-us", "about-us"],
    ["/contact/", "contact"],
    ["/About-Us", "about-us"],
    ["/finance/hire-purchase", "finance/hire-purchase"],
    ["/extras/used-car-warranties/", "extras/used-car-warranties"],
    ["/special-offers/winter", "special-offers/winter"],
    ["/blog/choosing-an-electric-car", "blog/choosing-an-electric-car"],
  ])("%s is the page %s", (path, slug) => {
    expect(contentSlugOf(path)).toBe(slug);
  });

  it.each([
    "/",
    "/no/such/page",
    "/finance/hire-purchase/more",
    "/about-us/team",
    "/wp-login.php",
    "/no_such_page",
    "/-about",
    "/about--us",
    `/${"a".repeat(201)}`,
    "/%2e%2e",
  ])("%s cannot be a content page", (path) => {
    expect(contentSlugOf(path)).toBeUndefined();
  });
});
