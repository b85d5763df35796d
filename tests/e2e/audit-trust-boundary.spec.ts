import { test, expect, runOnceForHttp } from "./fixtures";

// The site's trust boundary (docs/decisions/110-trust-model.md), issue 38.

test("a form posted to a page that takes none gets the site's own 405 page, saying what it takes", async ({
  request,
  baseURL,
}, testInfo) => {
  runOnceForHttp(testInfo);
  for (const path of ["/contact", "/about-us", "/finance"]) {
    const answer = await request.post(path, {
      form: { name: "Sam" },
      headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect({ path, status: answer.status() }).toEqual({ path, status: 405 });
    expect(answer.headers()["allow"]).toBe("GET, HEAD");
    expect(answer.headers()["set-cookie"]).toBeUndefined();
    // What the page shows (the router's own words stay only in its serialised state, never drawn).
    const html = (await answer.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    expect(html).not.toContain("did not provide an");
    expect(html).not.toMatch(/`action`|`loader`/);
    expect(html).toContain("This page does not take forms");
  }
});

test("the 405 page is the site's error page and accessible", async ({ page, baseURL, expectAccessible }) => {
  await page.goto("/contact");
  // A same-origin form, as an old copy of a page or a mistyped action would send it.
  await page.setContent(
    `<!DOCTYPE html><html lang="en"><head><title>Form</title></head><body><main>
      <form method="post" action="${baseURL}/contact"><input name="name" value="Sam"><button>Send</button></form>
    </main></body></html>`,
  );
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/contact")),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(answer.status()).toBe(405);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not take forms");
  await expect(page.getByRole("main").getByRole("link", { name: "Find a vehicle" })).toBeVisible();
  await expectAccessible();
});
