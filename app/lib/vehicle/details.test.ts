import type { TechnicalSpec } from "@contract/vehicle";
import { detailTabs, efficiencyRows, tabIndexForKey, technicalSpecRows, toggleTab } from "./details";

const spec = {
  CC: 998,
  Cylinders: 3,
  "Cylinder Layout": "Inline",
  "Fuel Delivery": "Turbo direct injection",
  Transmission: "Manual",
  "0 to 62 mph": 9.9,
  "Engine Power BHP": 125,
  "Top Speed": 121,
  Height: 1476,
  Length: 4068,
  Width: 1941,
  "EC Urban mpg": 46.3,
  "EC Extra Urban mpg": 68.9,
  "EC Combined mpg": 57.7,
  "CO2 g/km": 112,
  "Kerb Weight": 1163,
} as TechnicalSpec;

describe("detailTabs", () => {
  it("lists the five tabs, plus Optional Extras only when there are some", () => {
    expect(detailTabs({ optional_extras: [] }).map((tab) => tab.label)).toEqual([
      "Overview",
      "Features",
      "Technical Spec",
      "Vehicle Efficiency",
      "Safety & Security",
    ]);
    const withExtras = detailTabs({ optional_extras: [{ short_description: "Paint", price: 500 }] });
    expect(withExtras.at(-1)).toEqual({ id: "extras", label: "Optional Extras" });
  });
});

describe("toggleTab", () => {
  it("opens another tab, and closes the open one when chosen again", () => {
    expect(toggleTab("overview", "features")).toBe("features");
    expect(toggleTab("features", "features")).toBeNull();
    expect(toggleTab(null, "overview")).toBe("overview");
  });
});

describe("tabIndexForKey", () => {
  it("moves with the arrows, wrapping, and jumps with Home and End", () => {
    expect(tabIndexForKey("ArrowRight", 4, 5)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 5)).toBe(4);
    expect(tabIndexForKey("ArrowRight", 1, 5)).toBe(2);
    expect(tabIndexForKey("Home", 3, 5)).toBe(0);
    expect(tabIndexForKey("End", 0, 5)).toBe(4);
    expect(tabIndexForKey("Enter", 0, 5)).toBeUndefined();
  });
});

describe("technicalSpecRows", () => {
  it("shows figures with their units", () => {
    const rows = technicalSpecRows(spec);
    expect(rows).toContainEqual({ label: "Engine capacity", value: "998 cc" });
    expect(rows).toContainEqual({ label: "Width", value: "1,941 mm" });
    expect(rows).toContainEqual({ label: "0 to 62 mph", value: "9.9 seconds" });
  });

  it("leaves out what an electric car doesn't have", () => {
    const electric = { ...spec, CC: 0, Cylinders: 0, "Cylinder Layout": "None" } as TechnicalSpec;
    const labels = technicalSpecRows(electric).map((row) => row.label);
    expect(labels).not.toContain("Engine capacity");
    expect(labels).not.toContain("Cylinders");
    expect(labels).not.toContain("Cylinder layout");
  });
});

describe("efficiencyRows", () => {
  it("lists economy and emissions", () => {
    const rows = efficiencyRows({
      technical_spec: spec,
      technical_data: { "standard-euro-emissions": "EURO 6" },
      co2_gkm: 112,
    });
    expect(rows.map((row) => row.value)).toEqual(["46.3 mpg", "68.9 mpg", "57.7 mpg", "112 g/km", "EURO 6"]);
  });

  it("shows no mpg for an electric car", () => {
    const electric = {
      ...spec,
      "EC Urban mpg": 0,
      "EC Extra Urban mpg": 0,
      "EC Combined mpg": 0,
    } as TechnicalSpec;
    const rows = efficiencyRows({
      technical_spec: electric,
      technical_data: { "standard-euro-emissions": "EURO 6" },
      co2_gkm: 0,
    });
    expect(rows.map((row) => row.label)).toEqual(["CO2 emissions", "Emissions standard"]);
  });
});
