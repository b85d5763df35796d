import { sanitiseContentHtml } from "./sanitise.server";

describe("sanitiseContentHtml", () => {
  it("keeps text markup", () => {
    expect(sanitiseContentHtml("<h2>Why us</h2><p><strong>Free</strong> delivery</p>")).toBe(
      "<h2>Why us</h2><p><strong>Free</strong> delivery</p>",
    );
  });

  it("removes scripts, handlers and javascript: links", () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    expect(sanitiseContentHtml(dirty)).toBe("<p>Hi</p><a>x</a>");
  });

  it("opens external links safely", () => {
    expect(sanitiseContentHtml('<a href="https://www.gov.uk">gov</a>')).toBe(
      '<a href="https://www.gov.uk" rel="noopener noreferrer" target="_blank">gov</a>',
    );
  });
});
