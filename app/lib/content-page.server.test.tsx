// @vitest-environment jsdom
import { cleanup, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pages } from "../../dealer-api/test-support";
import type { Page } from "@contract/content";
import { getContentPage } from "~/dealer/content.server";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { renderInRouter } from "~/components/shell/test-utils";
import { ContentPage } from "~/components/content/ContentPage";
import { PageEnquiry } from "~/components/content/PageEnquiry";
import { loadContentPage } from "./content-page-load.server";
import { toContentPageView } from "./content-page.server";
import { PRODUCT_NAMES } from "./finance/figures";
import { formatChargeForCredit, formatMonthlyPayment, formatPrice } from "./format";

openDealerApiForTests(5);
afterEach(cleanup);

/** Text as a reader sees it: HTML without its tags, entities read, white space collapsed. */
function readable(html: string): string {
  const element = document.createElement("div");
  element.innerHTML = html;
  return (element.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Every piece of text a field holds: a string, or the strings of a list's items (FAQ, repeaters, tick lists). */
function textsOf(data: unknown): string[] {
  if (typeof data === "string") return data.trim() ? [readable(data)] : [];
  if (Array.isArray(data)) return data.flatMap(textsOf);
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) => (key === "id" ? [] : textsOf(value)));
  return [];
}

/** Fields that hold no words of their own: what they do is checked on its own below. */
const NOT_TEXT = new Set(["form", "hide_finance_example", "hero_image", "header_image"]);

const contentPages = pages.filter((page) => page.template !== "system");

async function renderPage(slug: string) {
  const request = new Request(`http://localhost/${slug}`);
  const loaded = await loadContentPage(await getContentPage(slug), request);
  const view = renderInRouter(
    <>
      <ContentPage page={loaded.page} financeExample={loaded.financeExample} />
      <PageEnquiry page={loaded.page} enquiry={loaded.enquiry} />
    </>,
  );
  return { ...loaded, container: view.container };
}

describe("every seeded content page", () => {
  it.each(contentPages.map((page) => [page.slug, page] as const))(
    "%s shows the text of every field it has",
    async (slug, authored) => {
      const { container } = await renderPage(slug);
      const shown = (container.textContent ?? "").replace(/\s+/g, " ");
      for (const [name, data] of Object.entries(authored.fields)) {
        if (NOT_TEXT.has(name)) continue;
        for (const text of textsOf(data)) expect(shown, `${slug}: ${name}`).toContain(text);
      }
    },
  );

  it.each(contentPages.map((page) => [page.slug, page] as const))(
    "%s shows its pictures with their size and alt text",
    async (slug, authored) => {
      const { container } = await renderPage(slug);
      for (const name of ["hero_image", "header_image"]) {
        const image = authored.fields[name] as
          { url: string; alt: string; width: number; height: number } | undefined;
        if (!image) continue;
        const img = within(container).getByAltText(image.alt);
        expect(img.getAttribute("src")).toBe(image.url);
        expect(img.getAttribute("width")).toBe(String(image.width));
        expect(img.getAttribute("height")).toBe(String(image.height));
      }
    },
  );

  it.each(contentPages.map((page) => [page.slug, page] as const))(
    "%s ends with the form it names (the general enquiry form unless another, none for 0)",
    async (slug, authored) => {
      const { container } = await renderPage(slug);
      const named = authored.fields.form;
      const formId = named === undefined ? 7 : Number(named);
      // (jsdom's selectors miss attribute values with "?" and "&" in them: the forms are read one by one.)
      const forms = [...container.querySelectorAll("form")].filter((form) => {
        const action = new URL(form.getAttribute("action") ?? "", "http://localhost");
        return action.pathname === "/enquiry" && action.searchParams.get("form") === String(formId);
      });
      expect(forms.length, slug).toBe(formId > 0 ? 1 : 0);
      if (formId > 0 && authored.template !== "blog") {
        // The form comes after everything the page says, with the page's own intro.
        const article = container.querySelector("article");
        const form = container.querySelector("#enquiry-form");
        expect(form && article?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
        if (authored.fields.form_intro)
          expect(form?.textContent).toContain(String(authored.fields.form_intro));
      }
    },
  );

  it.each(contentPages.map((page) => [page.slug, page] as const))(
    "%s shows the finance example when, and only when, a finance page does not hide it",
    async (slug, authored) => {
      const { container, financeExample } = await renderPage(slug);
      const hide = authored.fields.hide_finance_example;
      const shows = authored.template === "finance" ? hide !== true : hide === false;
      expect(container.querySelector("#finance-example") !== null, slug).toBe(shows);
      if (!shows) return;
      // The example is the quote engine's, both products, each monthly figure with its whole example.
      expect(financeExample?.failed).toBe(false);
      const section = container.querySelector("#finance-example");
      for (const product of ["PCP", "HP"] as const) {
        const result = financeExample?.results[product];
        if (!result || !("figures" in result)) throw new Error(`${slug}: no ${product} example`);
        const { figures } = result;
        const name = `Representative example: ${PRODUCT_NAMES[product]} (${product})`;
        const example = section?.querySelector(`dl[aria-label="${name}"]`)?.textContent ?? "";
        expect(example, `${slug} ${product}`).toContain(formatMonthlyPayment(figures.regularPayment));
        expect(example).toContain(formatPrice(figures.totalAmountPayable));
        expect(example).toContain(formatChargeForCredit(figures.chargeForCredit));
        expect(example).toContain(`${figures.apr.toFixed(1)}% APR`);
      }
    },
  );
});

describe("the content page view", () => {
  const page = (fields: Record<string, unknown>, template: Page["template"] = "generic"): Page => ({
    slug: "test",
    page_title: "Page title",
    template,
    meta_description: "",
    fields: Object.entries(fields).map(([slug, data]) => ({ slug, data })),
  });

  it("keeps each tick list with its own heading", () => {
    const view = toContentPageView(
      page({
        list_item_header: "Why finance with us?",
        list_item: [{ reason_list_item: "A panel of lenders" }],
        oneline_heading: "Apply online",
        online_list: [{ online_item: "Choose a car" }],
        instore_heading: "Prefer to talk it through?",
        instore_list: [{ instore_reason: "No-obligation quotes" }],
        additional_content_title: "Good to know",
        aditional_content_list: [{ additional_items: "Subject to status" }],
      }),
    );
    expect(view.tickLists.map((list) => [list.heading, list.items])).toEqual([
      ["Why finance with us?", ["A panel of lenders"]],
      ["Apply online", ["Choose a car"]],
      ["Prefer to talk it through?", ["No-obligation quotes"]],
      ["Good to know", ["Subject to status"]],
    ]);
  });

  it("falls back from the header title to the title and then the page title", () => {
    expect(toContentPageView(page({ header_title: "Header", title: "Title" })).heading).toBe("Header");
    expect(toContentPageView(page({ title: "Title" })).heading).toBe("Title");
    expect(toContentPageView(page({})).heading).toBe("Page title");
  });

  it("ends with the general enquiry form unless the page names another or none", () => {
    expect(toContentPageView(page({})).formId).toBe(7);
    expect(toContentPageView(page({ form: 12 })).formId).toBe(12);
    expect(toContentPageView(page({ form: 0 })).formId).toBeUndefined();
  });

  it("shows only pictures on our own site, with their size", () => {
    const hero = { url: "/images/pages/about-us.svg", alt: "Our Leeds branch", width: 1200, height: 675 };
    expect(toContentPageView(page({ hero_image: hero })).heroImage).toEqual(hero);
    for (const url of ["https://tracker.example/x.svg", "//tracker.example/x.svg", "javascript:alert(1)"])
      expect(toContentPageView(page({ hero_image: { ...hero, url } })).heroImage, url).toBeUndefined();
    expect(toContentPageView(page({ hero_image: { url: "/x.svg" } })).heroImage).toBeUndefined();
  });

  it("makes every piece of HTML safe", () => {
    const view = toContentPageView(
      page({
        text_two: '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        content_2: [{ id: 1, heading: "H", content: '<a href="javascript:alert(3)">x</a>' }],
      }),
    );
    expect(view.introTwoHtml).not.toMatch(/script|onerror/);
    expect(view.sectionsTwo[0].html).not.toMatch(/javascript:/);
  });

  it("shows the finance example on finance pages unless hidden, and elsewhere only when asked for", () => {
    expect(toContentPageView(page({}, "finance")).financeExample).toBe(true);
    expect(toContentPageView(page({ hide_finance_example: true }, "finance")).financeExample).toBe(false);
    expect(toContentPageView(page({}, "about-us")).financeExample).toBe(false);
    expect(toContentPageView(page({ hide_finance_example: false }, "about-us")).financeExample).toBe(true);
  });
});
