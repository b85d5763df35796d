import { test, expect, READS_THE_PAGE } from "./fixtures";

/**
 * The scan every spec calls (expectAccessible, tests/e2e/fixtures.ts) is tuned for speed; this shows it still fails a
 * page for each kind of violation, with JavaScript on and off: a picture with no text alternative, text too faint to
 * read, and a form field with no label.
 */
const FLAWED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A flawed page</title></head>
<body><main><h1>A flawed page</h1>
<img src="/favicon.svg" width="32" height="32">
<p style="color:#bbb;background:#fff">Text too faint to read</p>
<form><input type="text" name="postcode"></form>
</main></body></html>`;

test(
  "the accessibility scan fails a page with violations, naming each",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.route("**/a-flawed-page", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: FLAWED_PAGE }),
    );
    await page.goto("/a-flawed-page");
    await expect(page.getByRole("heading", { name: "A flawed page" })).toBeVisible();

    const failure = await expectAccessible().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt");
    expect(failure).toContain("color-contrast");
    expect(failure).toContain("label");
  },
);
