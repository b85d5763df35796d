import { describe, expect, it } from "vitest";
import { barKindOf, panelHref, panelPairs, withPanel } from "./panel";

describe("panelHref", () => {
  it("opens a bar on the current page, keeping its own query", () => {
    expect(panelHref("/used/cars/search", "?make=ford", "saved")).toBe(
      "/used/cars/search?make=ford&panel=saved",
    );
    expect(panelHref("/", "", "recent", 2)).toBe("/?panel=recent&panel_page=2");
  });

  it("closes the bar", () => {
    expect(panelHref("/used/cars/search", "?make=ford&panel=saved&panel_page=2", null)).toBe(
      "/used/cars/search?make=ford",
    );
  });

  it("knows only the two bars", () => {
    expect(barKindOf("saved")).toBe("saved");
    expect(barKindOf("recent")).toBe("recent");
    expect(barKindOf("menu")).toBeNull();
  });
});

describe("panelPairs and withPanel", () => {
  const pairs = (query: string) => panelPairs(new URLSearchParams(query));

  it("read the bar a page's address opens, as panelHref writes it", () => {
    expect(pairs("make=ford&panel=saved")).toEqual([["panel", "saved"]]);
    expect(pairs("panel_page=2&panel=recent")).toEqual([
      ["panel", "recent"],
      ["panel_page", "2"],
    ]);
  });

  it("leave out what opens no bar: another panel, the first page, a page without a bar", () => {
    expect(pairs("panel=menu&panel_page=2")).toEqual([]);
    expect(pairs("panel=saved&panel_page=1")).toEqual([["panel", "saved"]]);
    expect(pairs("panel=saved&panel_page=x")).toEqual([["panel", "saved"]]);
    expect(pairs("make=ford")).toEqual([]);
  });

  it("keep the bar after a page's own canonical address", () => {
    expect(withPanel("/used/cars/search?make=ford", pairs("panel=saved&panel_page=3"))).toBe(
      "/used/cars/search?make=ford&panel=saved&panel_page=3",
    );
    expect(withPanel("/blog", pairs("panel=recent"))).toBe("/blog?panel=recent");
    expect(withPanel("/blog", [])).toBe("/blog");
  });
});
