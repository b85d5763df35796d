import { legacyLookupFrom, stockIdFromPath } from "./legacy-links";

describe("legacy locator links", () => {
  it("reads VRM and extref, normalising the plate", () => {
    expect(legacyLookupFrom(new URL("https://x.test/car?VRM=ab12 cde&extref=NW1001"))).toEqual({
      vrm: "AB12CDE",
      stock_id: "NW1001",
    });
  });

  it("ignores ordinary URLs", () => {
    expect(legacyLookupFrom(new URL("https://x.test/about-us?utm_source=mail"))).toBeUndefined();
  });

  it("takes the stock id from the last hyphen segment", () => {
    expect(stockIdFromPath("/used-cars/ford-fiesta-titanium-NW1234/")).toBe("NW1234");
    expect(stockIdFromPath("/about")).toBeUndefined();
  });
});
