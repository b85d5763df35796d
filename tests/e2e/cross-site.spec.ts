import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { vehicleForSale, vehiclePathsFromSitemap } from "./vehicle-stock";

const HOSTILE = "http://hostile.test";
const savedCounter = (page: import("@playwright/test").Page) =>
  page.getByRole("link", { name: /^Saved vehicles: \d+$/ });

/** A page on another site whose forms post to ours: the shopper only has to press its button. */
function hostilePage(site: string, plantedSlug: string) {
  return `<!DOCTYPE html><html lang="en"><head><title>Win a car</title></head><body><main>
    <form method="post" action="${site}/favourites/toggle">
      <input type="hidden" name="slug" value="${plantedSlug}">
      <input type="hidden" name="intent" value="save">
      <input type="hidden" name="redirectTo" value="/favourites">
      <button>Claim your prize</button>
    </form>
    <form method="post" action="${site}/cookie-settings">
      <input type="hidden" name="intent" value="accept"><button>Accept</button>
    </form>
  </main></body></html>`;
}

test("a form on another site that posts to ours changes nothing and gets the 403 page", async ({
  page,
  context,
  request,
  baseURL,
  expectAccessible,
}) => {
  const [mine, planted] = (await vehiclePathsFromSitemap(request)).map((path) => path.split("/").pop()!);
  // The shopper has saved a car of their own.
  const saved = await context.request.post("/favourites/toggle", {
    form: { slug: mine!, intent: "save", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  await page.goto("/favourites");
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 1");
  const cookieBefore = (await context.cookies()).find((cookie) => cookie.name === "__visitor")?.value;

  await page.route(`${HOSTILE}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: hostilePage(baseURL!, planted!) }),
  );
  await page.goto(`${HOSTILE}/prize`);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/favourites/toggle")),
    page.getByRole("button", { name: "Claim your prize" }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(await answer.headerValue("set-cookie")).toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This form was sent from another website");
  await expect(page.getByText("Nothing has been changed.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find a vehicle" })).toBeVisible();
  await expectAccessible();

  expect((await context.cookies()).find((cookie) => cookie.name === "__visitor")?.value).toBe(cookieBefore);
  await page.goto("/favourites");
  await expect(savedCounter(page)).toHaveAccessibleName("Saved vehicles: 1");
  await expect(page.locator(`a[href$="/${planted}"]`)).toHaveCount(0);
});

test(
  "an address no page has, with a backslash or a bad encoding, gets the site's error page",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const notFound = await page.goto("/%5C");
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(page).toHaveTitle(/This page could not be found/);
    await expectAccessible();
    const malformed = await page.goto("/used/%zz");
    expect(malformed?.status()).toBe(400);
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toBeVisible();
  },
);

test("reading finance figures or showing a message never writes the session cookie; posting a choice does", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const { vrm } = await vehicleForSale();
  const sessionCookie = (response: import("@playwright/test").APIResponse) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie" && /^__visitor=/.test(header.value));

  const personalise = await request.get(
    `/resources/finance/${vrm}?block=personalise&finance_term=36&finance_deposit=500&finance_type=HP`,
  );
  expect(personalise.status()).toBe(200);
  expect(sessionCookie(personalise)).toEqual([]);

  // A flash message is shown once, and clearing it touches only its own cookie.
  const saved = await request.post("/select-dealer", {
    form: { dealer: "leeds", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  expect(sessionCookie(saved)).toHaveLength(1);
  const home = await request.get("/");
  expect(await home.text()).toContain("Your branch is now");
  expect(sessionCookie(home)).toEqual([]);
  expect(await (await request.get("/")).text()).not.toContain("Your branch is now");

  // The personalise tool's choice is kept when it is posted.
  const chosen = await request.post(`/resources/finance/${vrm}`, {
    form: { finance_term: "36", finance_deposit: "500", finance_type: "HP" },
  });
  expect(chosen.status()).toBe(200);
  expect(sessionCookie(chosen)).toHaveLength(1);
});
