import { describe, expect, it } from "vitest";
import { barKindOf, panelHref } from "./panel";

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
