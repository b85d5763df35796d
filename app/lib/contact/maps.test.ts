import { describe, expect, it } from "vitest";
import { destinationOf, directionsUrl, mapUrl } from "./maps";

const york = {
  name: "Northway Cars York",
  line1: "18 Clifton Moor Gate",
  postcode: "YO30 4WY",
  latitude: 53.9923,
  longitude: -1.1013,
};

describe("destinationOf", () => {
  it("is the branch name, first address line and postcode", () => {
    expect(destinationOf(york)).toBe("Northway Cars York, 18 Clifton Moor Gate, YO30 4WY");
  });
});

describe("directionsUrl", () => {
  it("asks the maps service for directions to the branch", () => {
    const url = new URL(directionsUrl(york));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("Northway Cars York, 18 Clifton Moor Gate, YO30 4WY");
    expect(url.searchParams.has("origin")).toBe(false);
  });

  it("starts from a typed address, encoded, and ignores a blank one", () => {
    const url = new URL(directionsUrl(york, "  1 High St & Co, Leeds "));
    expect(url.searchParams.get("origin")).toBe("1 High St & Co, Leeds");
    expect(directionsUrl(york, "   ")).toBe(directionsUrl(york));
  });
});

describe("mapUrl", () => {
  it("marks the branch's position on OpenStreetMap", () => {
    expect(mapUrl(york)).toBe(
      "https://www.openstreetmap.org/?mlat=53.99230&mlon=-1.10130#map=16/53.99230/-1.10130",
    );
  });
});
