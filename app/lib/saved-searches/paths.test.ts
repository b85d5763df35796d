import { describe, expect, it } from "vitest";
import { openPath, resultsHref } from "./paths";

describe("where a saved search leads", () => {
  it("opens the results on the site's own path, written as the site writes a search", () => {
    expect(resultsHref("make=ford,vauxhall&sort=price|desc")).toBe(
      "/used/cars/search?make=ford,vauxhall&sort=price|desc",
    );
    expect(resultsHref("")).toBe("/used/cars/search");
  });

  it("can only ever be a query on that path: nothing in it breaks out", () => {
    const href = resultsHref("make=ford%0D%0ALocation:%20https://evil.example&x=/../..//evil.example#frag");
    expect(href.startsWith("/used/cars/search?")).toBe(true);
    expect(href).not.toMatch(/[\r\n#]/);
    expect(new URL(href, "https://site.example").origin).toBe("https://site.example");
  });

  it("opens a search by its id, encoded", () => {
    expect(openPath("00000000-0000-4000-8000-000000000001")).toBe(
      "/saved-searches/00000000-0000-4000-8000-000000000001",
    );
    expect(openPath("a/b")).toBe("/saved-searches/a%2Fb");
  });
});
