import { describe, expect, it } from "vitest";
import { pageViewWrites } from "./page-view-writes";

const headers = (values: Record<string, string>) => new Headers(values);

describe("pageViewWrites", () => {
  it("lets the site's own pages and a typed address keep the postcode", () => {
    for (const site of ["same-origin", "none"]) {
      expect(pageViewWrites(headers({ "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": site }))).toEqual({
        session: true,
        postcode: true,
      });
    }
    // The page's data, fetched by its own script.
    expect(
      pageViewWrites(headers({ "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "same-origin" })).postcode,
    ).toBe(true);
  });

  it("does not let a link from another site plant a postcode, though its page may be shown", () => {
    for (const site of ["cross-site", "same-site"]) {
      expect(pageViewWrites(headers({ "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": site }))).toEqual({
        session: true,
        postcode: false,
      });
    }
  });

  it("writes nothing for a picture, script or frame that names a page", () => {
    for (const destination of ["image", "script", "iframe", "style"]) {
      expect(
        pageViewWrites(headers({ "Sec-Fetch-Dest": destination, "Sec-Fetch-Site": "same-origin" })),
      ).toEqual({
        session: false,
        postcode: false,
      });
    }
  });

  it("treats a browser without Fetch Metadata as a navigation of its own", () => {
    expect(pageViewWrites(headers({}))).toEqual({ session: true, postcode: true });
  });
});
