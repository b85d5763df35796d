import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/", "/used/cars/search?make=ford&page=2", "/blog/tag/electric#latest", "/search/ford%20focus"])(
    "keeps the relative path %s",
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ["an absolute URL", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash path", "/\\evil.example"],
    ["a tab that browsers drop", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a javascript URL", "javascript:alert(1)"],
    ["a relative path without a slash", "used/cars"],
    ["an empty string", ""],
    ["a dot segment before //", "/.//evil.example"],
    ["a dot-dot segment before //", "/..//evil.example"],
    ["an encoded dot segment", "/%2e//evil.example"],
    ["an encoded dot-dot segment", "/%2e%2e//evil.example"],
    ["a segment undone by ..", "/a/..//evil.example"],
    ["a longer walk back", "/a/b/../..//evil.example/x?y#z"],
  ])("falls back for %s", (_, path) => {
    expect(safeRedirect(path)).toBe("/");
  });

  it("percent-encodes what a Location header cannot carry", () => {
    expect(safeRedirect("/search/ford focus")).toBe("/search/ford%20focus");
    expect(safeRedirect("/search/café")).toBe("/search/caf%C3%A9");
  });

  it("falls back for missing and non-string values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File([], "x.txt"))).toBe("/");
  });

  it("never answers a path that a browser reads as another site", () => {
    for (const prefix of ["/.", "/..", "/%2e", "/%2E%2e", "/a/..", "/a/./..", "/./."]) {
      for (const rest of ["//evil.example", "/\\evil.example", "//evil.example/%2e%2e"]) {
        const answer = safeRedirect(`${prefix}${rest}`);
        expect(new URL(answer, "https://site.example").origin, `${prefix}${rest}`).toBe(
          "https://site.example",
        );
        expect(answer.startsWith("//"), `${prefix}${rest} -> ${answer}`).toBe(false);
      }
    }
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/contact")).toBe("/contact");
  });
});
