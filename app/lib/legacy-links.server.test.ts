import { legacyLookupFrom, stockIdFromPath } from "./legacy-links.server";

const at = (path: string) => new URL(`https://x.test${path}`);

describe("legacy locator links", () => {
  it("reads VRM and extref, normalising the plate", () => {
    expect(legacyLookupFrom(at("/car?VRM=ab12 cde&extref=NW1001"))).toEqual({
      vrm: "AB12CDE",
      stock_id: "NW1001",
    });
  });

  it("ignores ordinary URLs", () => {
    expect(legacyLookupFrom(at("/about-us?utm_source=mail"))).toBeUndefined();
  });

  it("calls a link whose plate or stock id cannot be one broken, before asking the dealer API", () => {
    // The dealer API's lookup takes plates up to 20 characters and stock ids up to 40, and refuses longer ones.
    expect(legacyLookupFrom(at(`/car?VRM=${"A".repeat(20)}`))).toEqual({ vrm: "A".repeat(20) });
    expect(legacyLookupFrom(at(`/car?VRM=${"A".repeat(21)}`))).toBe("broken");
    expect(legacyLookupFrom(at(`/car?extref=${"N".repeat(40)}`))).toEqual({ stock_id: "N".repeat(40) });
    expect(legacyLookupFrom(at(`/car?VRM=AB12CDE&extref=${"N".repeat(41)}`))).toBe("broken");
    // Nor does it take a control character (PostgreSQL's text cannot hold NUL).
    expect(legacyLookupFrom(at("/stock-locator?VRM=AB12CDE&extref=%00nul"))).toBe("broken");
    expect(legacyLookupFrom(at("/stock-locator?VRM=AB12%07CDE"))).toBe("broken");
  });

  it("takes the stock id from the last hyphen segment, when it can be one", () => {
    expect(stockIdFromPath("/used-cars/ford-fiesta-titanium-NW1234/")).toBe("NW1234");
    expect(stockIdFromPath("/about")).toBeUndefined();
    expect(stockIdFromPath(`/ford-fiesta-${"N".repeat(40)}`)).toBe("N".repeat(40));
    expect(stockIdFromPath(`/ford-fiesta-${"N".repeat(41)}`)).toBeUndefined();
  });
});
