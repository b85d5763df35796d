import { describe, expect, it } from "vitest";
import { cleanSearchName, savedSearchName } from "../contract/saved-searches";
import { canonicalStockQuery, checkSiteQuery, checkStockQuery } from "./canonical";

describe("canonicalStockQuery", () => {
  it("drops unknown parameters, the page, the sort and the page size", () => {
    expect(
      canonicalStockQuery("make=ford&utm_source=mail&page=3&sort=price|asc&resultsPerPage=24&<script>=1"),
    ).toBe("make=ford");
  });

  it("writes the parameters in one order, lists sorted and without repeats, whatever order they came in", () => {
    const a = canonicalStockQuery("?fuel_type=Diesel,petrol&make=vauxhall,Ford,ford&max_price=15000");
    const b = canonicalStockQuery("max_price=15000&make=ford,vauxhall&fuel_type=petrol,diesel");
    expect(a).toBe(b);
    expect(a).toBe("make=ford%2Cvauxhall&fuel_type=diesel%2Cpetrol&max_price=15000");
  });

  it("the same search written another way is the same string", () => {
    // colours joins colour; a branch by name is its id; defaults asked for are left out; the text's case and spaces.
    expect(canonicalStockQuery("colours=red&colour=blue")).toBe(canonicalStockQuery("colour=red,blue"));
    expect(canonicalStockQuery("location_name=leeds")).toBe(
      canonicalStockQuery(
        `location_id=${new URLSearchParams(canonicalStockQuery("location_name=leeds")).get("location_id")}`,
      ),
    );
    expect(canonicalStockQuery("status=for_sale_retail&min_images=0&make=ford")).toBe("make=ford");
    expect(canonicalStockQuery("search=  Sport   Auto ")).toBe("search=sport+auto");
    expect(canonicalStockQuery("min_price=05000")).toBe("min_price=5000");
    expect(canonicalStockQuery("make=&max_price=")).toBe("");
  });

  it("keeps the finance basis only with a monthly budget, without its defaults", () => {
    expect(canonicalStockQuery("finance_term=36&finance_search_only=PCP")).toBe("");
    expect(canonicalStockQuery("monthly_to=250&finance_search_only=hp&finance_term=36")).toBe(
      "monthly_to=250&finance_term=36",
    );
    expect(canonicalStockQuery("monthly_to=250&finance_search_only=pcp")).toBe(
      "monthly_to=250&finance_search_only=PCP",
    );
  });

  it("refuses what the stock search refuses, with its message", () => {
    expect(checkStockQuery("make=no-such-make")).toMatchObject({ ok: false });
    expect(checkStockQuery("min_price=20000&max_price=1000")).toEqual({
      ok: false,
      message: "The lower price bound is above the upper one",
    });
    expect(() => canonicalStockQuery("fuel_type=steam")).toThrow(/fuel_type/);
  });
});

describe("checkSiteQuery", () => {
  it("re-serialises, keeps only the site's names, drops the page and empty values, in the order sent", () => {
    expect(checkSiteQuery("?sort=price|asc&make=ford&page=2&Evil-Key=1&empty=&a%00b=x&make=audi")).toEqual({
      ok: true,
      value: "sort=price%7Casc&make=ford&make=audi",
    });
  });

  it("keeps the site's own order (never sorted), and refuses one too long", () => {
    expect(checkSiteQuery("b=2&a=1")).toEqual({ ok: true, value: "b=2&a=1" });
    expect(checkSiteQuery("?make=ford&page=3&model=focus%20st")).toEqual(
      checkSiteQuery("make=ford&model=focus+st"),
    );
    expect(checkSiteQuery(`make=${"x".repeat(2_100)}`)).toMatchObject({ ok: false });
  });

  it("never keeps anything but a query string", () => {
    const checked = checkSiteQuery("make=ford#frag&x=<script>alert(1)</script>");
    expect(checked).toEqual({
      ok: true,
      value: "make=ford%23frag&x=%3Cscript%3Ealert%281%29%3C%2Fscript%3E",
    });
  });
});

describe("saved search names", () => {
  it("are trimmed, without control characters or direction overrides, 1 to 80 characters", () => {
    expect(cleanSearchName("  Family\u0000 cars\n\u202Eunder £10k\t ")).toBe("Family cars under £10k");
    expect(savedSearchName.safeParse("\u0007  ").success).toBe(false);
    expect(savedSearchName.safeParse("x".repeat(80)).success).toBe(true);
    expect(savedSearchName.safeParse("x".repeat(81)).success).toBe(false);
    expect(savedSearchName.parse("<b>Mine</b>")).toBe("<b>Mine</b>");
  });
});
