import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";

/** Every picture in `scope` is served (200, SVG), drawn (a natural width) and sized in the markup. */
async function expectPicturesLoad(page: Page, scope: Locator) {
  const pictures = scope.locator("img");
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const picture = pictures.nth(index);
    const src = await picture.getAttribute("src");
    expect(src).toBeTruthy();
    const answer = await page.request.get(src!);
    expect(answer.status(), src!).toBe(200);
    expect(answer.headers()["content-type"], src!).toMatch(/^image\/svg\+xml/);
    await expect(picture).toHaveAttribute("width", /^\d+$/);
    await expect(picture).toHaveAttribute("height", /^\d+$/);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).not.toHaveJSProperty("naturalWidth", 0);
  }
}

const faq = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });

test("the finance page shows every block, its own list headings, the FAQ and the quote engine's example", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/finance");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Car finance explained");
  await expect(main.getByText("Finance at Northway Cars", { exact: true })).toBeVisible();
  await expect(main.getByText(/on the car's page to see what suits you/)).toBeVisible();
  await expectPicturesLoad(page, main.locator("header"));

  // Three lists, each under its own heading, not one run of unheaded ticks.
  for (const [heading, item] of [
    ["Why finance with us?", "HP and PCP quoted side by side on every car"],
    ["Apply online", "Check your eligibility with a soft search"],
    ["Prefer to talk it through?", "A quote with no obligation to go ahead"],
  ]) {
    const list = main.getByRole("region", { name: heading });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(list.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  }
  await expect(
    main
      .getByRole("region", { name: "Prefer to talk it through?" })
      .getByRole("link", { name: "Find your nearest branch" }),
  ).toHaveAttribute("href", "/contact");

  // The representative example, both products, each with every figure and its APR as large as the payment.
  const example = main.getByRole("region", { name: "Representative finance example" });
  for (const product of ["Personal Contract Purchase (PCP)", "Hire Purchase (HP)"]) {
    const figures = example.getByLabel(`Representative example: ${product}`);
    await expect(figures).toContainText("Cash price£9,995");
    await expect(figures).toContainText("Total amount payable");
    await expect(figures).toContainText("Representative APR");
  }
  const sizes = await example
    .locator("p")
    .filter({ hasText: "APR representative" })
    .first()
    .locator("span.text-3xl")
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).fontSize));
  expect(sizes).toHaveLength(2);
  expect(sizes[0]).toBe(sizes[1]);

  // The FAQ: the first answer open; opening another closes it (one shared name, with or without JavaScript).
  const questions = faq(page).locator("details");
  await expect(faq(page).getByText("Car finance questions")).toBeVisible();
  await expect(questions.nth(0)).toHaveAttribute("open", "");
  await expect(questions.nth(1)).not.toHaveAttribute("open", "");
  await questions.nth(1).locator("summary").click();
  await expect(questions.nth(1)).toHaveAttribute("open", "");
  await expect(questions.nth(0)).not.toHaveAttribute("open", "");

  // The page ends with the enquiry form under the page's own intro.
  const enquiry = page.getByRole("region", { name: "Have an enquiry?" });
  await expect(
    enquiry.getByText("Please provide us with some details to contact you about your enquiry."),
  ).toBeVisible();
  await expectAccessible();
});

test("the finance example works out the shopper's own figures, in the address", async ({ page }) => {
  await page.goto("/finance");
  const example = page.getByRole("region", { name: "Representative finance example" });
  await example.getByLabel("Cash price (£)").fill("15000");
  await example.getByLabel("Deposit (£)").fill("1500");
  await example.getByLabel("Term").selectOption("60");
  await example.getByRole("button", { name: "Work it out" }).click();
  await expect(page).toHaveURL(/example_price=15000.*example_term=60/);
  await expect(page).toHaveURL(/#finance-example$/);
  const hp = page
    .getByRole("region", { name: "Representative finance example" })
    .getByLabel("Representative example: Hire Purchase (HP)");
  await expect(hp).toContainText("Cash price£15,000");
  await expect(hp).toContainText("Deposit£1,500");
  await expect(hp).toContainText("Duration of agreement60 months");
});

test(
  "about us shows its hero, header, blocks, community section and list",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/about-us");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Northway Cars");
    await expect(main.getByText("Family-run since 1999")).toBeVisible();
    await expect(
      main.getByRole("img", { name: /An open road through rolling Yorkshire hills/ }),
    ).toBeVisible();
    await expectPicturesLoad(page, main.locator("article"));
    for (const heading of [
      "Our branches",
      "Our people",
      "How we prepare a car",
      "In the community",
      "What every customer gets",
    ])
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(main.getByText(/rather you walked away than drove away unhappy/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Have an enquiry?" })).toBeVisible();
    await expectAccessible();
  },
);

test(
  "a page with a form shows its hero, main and secondary content, then its form",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/source-my-car");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Let us find your car");
    await expectPicturesLoad(page, main.locator("article"));
    await expect(main.getByText(/Our buyers see hundreds of cars every week/)).toBeVisible();
    await expect(main.getByText(/we call you first, and you only pay if you decide to buy/)).toBeVisible();
    const enquiry = page.getByRole("region", { name: "Have an enquiry?" });
    await expect(enquiry.getByRole("button", { name: "Send enquiry" })).toBeVisible();
    await expectAccessible();
  },
);

test("the special offers page lists every offer with its picture, each leading to its page", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/special-offers");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Special offers");
  const offers = main.getByRole("region", { name: "Our offers" });
  await expect(offers.getByRole("heading", { level: 2 })).toHaveText([
    "0% Finance Deals",
    "£0 Deposit Finance",
    "Three Year Warranty",
    "Service Plan Offer",
    "Free Delivery",
    "3 Months, No Payments",
  ]);
  await expectPicturesLoad(page, offers);
  await expectAccessible();
  await offers.getByRole("link", { name: "See the offer: 0% Finance Deals" }).click();
  await expect(page).toHaveURL(/\/special-offers\/0-apr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("0% Finance Deals");
});

test(
  "an offer's page shows the cars it applies to, with their finance examples",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/special-offers/0-apr");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("0% Finance Deals");
    await expectPicturesLoad(page, main.locator("article > div").first());
    const cars = main.getByRole("region", { name: "Cars with this offer" });
    const cards = cars.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(
      cards
        .first()
        .getByText(/^Representative example/)
        .first(),
    ).toBeVisible();
    await expect(cars.getByRole("link", { name: /^See all \d+ cars with this offer$/ })).toHaveAttribute(
      "href",
      "/used/cars/search?tags=0-apr",
    );
    await expectAccessible();
  },
);

test(
  "an offer's number leads to its page; an unknown offer is not found",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/special-offers/1");
    await expect(page).toHaveURL(/\/special-offers\/0-apr$/);
    const missing = await page.goto("/special-offers/half-price-cars");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Sorry about this, but that page doesn't exist")).toBeVisible();
  },
);

test("reviews: the rating summary and ten reviews a page, paged by links", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/reviews");
  const main = page.getByRole("main");
  await expect(main.getByText(/^Rated \d\.\d out of 5 from 20 reviews$/)).toBeVisible();
  await expect(main.getByRole("table", { name: "Number of reviews by rating" }).getByRole("row")).toHaveCount(
    6,
  );
  const list = main.getByRole("region", { name: "Reviews, page 1 of 2" }).locator("ol > li");
  await expect(list).toHaveCount(10);
  await main
    .getByRole("navigation", { name: "Pages of reviews" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/reviews\?page=2$/);
  const second = main.getByRole("region", { name: "Reviews, page 2 of 2" });
  await expect(second.locator("ol > li")).toHaveCount(10);
  const pages = main.getByRole("navigation", { name: "Pages of reviews" });
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/reviews");
  await expect(pages.getByRole("link", { name: "Next page of reviews" })).toHaveCount(0);
  await expectAccessible();
  const past = await page.goto("/reviews?page=3");
  expect(past?.status()).toBe(404);
});

test("the home page's Popular Offers show their pictures; the banner's page answers", async ({ page }) => {
  await page.goto("/");
  await expectPicturesLoad(page, page.getByRole("region", { name: "Popular Offers" }));
  await page.getByRole("link", { name: /3 months, no payments/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3 months, no payments");
});

test(
  "on a phone every offer's own picture is drawn with the page, not a blank box until scrolled to",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, offers] of [
      ["/", "Popular Offers"],
      ["/special-offers", "Our offers"],
    ]) {
      await page.goto(path);
      const cards = page.getByRole("region", { name: offers }).getByRole("listitem");
      expect(await cards.count(), path).toBeGreaterThanOrEqual(4);
      for (const card of await cards.all()) {
        const heading = await card.getByRole("heading").innerText();
        const picture = card.locator("img");
        // Without scrolling: far below the fold on a phone, where a lazily loaded picture is still a grey box.
        await expect(picture, heading).not.toHaveJSProperty("naturalWidth", 0);
        // The offer's own art, which names it, not a placeholder shared by every card.
        const art = await (await page.request.get((await picture.getAttribute("src"))!)).text();
        expect(art, heading).toContain(`>${heading}</title>`);
      }
    }
  },
);

test(
  "pages with routes of their own end like every content page: the blog's latest posts, then the form",
  READS_THE_PAGE,
  async ({ page }) => {
    for (const path of ["/can-i-get-credit", "/finance", "/about-us"]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Latest from the Blog" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Have an enquiry?" })).toBeVisible();
    }
  },
);
