import { describe, expect, it } from "vitest";
import { escapeHtml, joinHtml, markup } from "./safe-html";

describe("escapeHtml", () => {
  it("escapes what would break out of text or an attribute", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#x27;y&#x27;&lt;/script&gt;",
    );
    expect(escapeHtml("plain")).toBe("plain");
  });
});

describe("markup", () => {
  it("escapes every value put in, never the literal parts", () => {
    const value = `"><img src=x onerror=alert(1)>`;
    const label = "<script>alert(1)</script>";
    expect(markup`<option value="${value}">${label}</option>`).toBe(
      '<option value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</option>',
    );
    expect(markup`<p>no values</p>`).toBe("<p>no values</p>");
  });

  it("joins safe pieces", () => {
    expect(joinHtml([markup`<li>${"a&b"}</li>`, markup`<li>c</li>`])).toBe("<li>a&amp;b</li><li>c</li>");
    expect(joinHtml([])).toBe("");
  });
});
