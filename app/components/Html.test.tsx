import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { markup } from "~/lib/safe-html";
import { Html } from "./Html";

describe("Html", () => {
  it("writes SafeHtml into the element it names, with the element's own props", () => {
    expect(
      renderToStaticMarkup(<Html as="div" className="prose" id="x" html={markup`<p>${"a & b"}</p>`} />),
    ).toBe('<div class="prose" id="x"><p>a &amp; b</p></div>');
  });

  it("takes nothing but SafeHtml: a plain string does not compile", () => {
    const raw = '<img src="x" onerror="alert(1)">';
    // @ts-expect-error a string from anywhere is not SafeHtml: only the sanitiser and markup`` make it
    const element = <Html as="div" html={raw} />;
    expect(element.props.html).toBe(raw);
  });
});
