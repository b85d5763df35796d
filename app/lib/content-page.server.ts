import { formOfPage, pageImage, type Page, type PageImage } from "@contract/content";
import type { SafeHtml } from "./safe-html";
import { sanitiseContentHtml } from "./sanitise.server";

/** A heading with its HTML: one block of a repeater (page fields `content`, `content_2`). */
export interface ContentBlockView {
  heading: string;
  html: SafeHtml;
}

/**
 * A tick list with its own heading and words around it: each keeps them, so three lists never run together into one
 * unheaded list. `id` anchors it (and its heading) in the page.
 */
export interface TickListView {
  id: "reasons" | "online" | "instore" | "additional";
  heading?: string;
  introHtml?: SafeHtml;
  items: string[];
  outroHtml?: SafeHtml;
}

/** What a content page shows, read from every one of its named fields (the page fields in dealer-api/README.md). */
export interface ContentPageView {
  slug: string;
  template: Page["template"];
  title: string;
  description: string;
  /** The page's one `h1`: `header_title`, else `title`, else the page title. */
  heading: string;
  /** `header`: a short line over the heading. */
  eyebrow?: string;
  /** `hero_image`: the wide picture at the top; `header_image`: the picture beside the header text. */
  heroImage?: PageImage;
  headerImage?: PageImage;
  /** `text_one` and `text_two`: the header's two text blocks. */
  introHtml?: SafeHtml;
  introTwoHtml?: SafeHtml;
  /** `main_content`, `main_content_2`, `secondary_content`. */
  mainHtml?: SafeHtml;
  mainTwoHtml?: SafeHtml;
  secondaryHtml?: SafeHtml;
  /** `content` and `content_2`: repeated heading/content blocks. */
  sections: ContentBlockView[];
  sectionsTwo: ContentBlockView[];
  tickLists: TickListView[];
  /** `faq_title` is the section's heading, `faq_heading` the line under it (either alone is the heading). */
  faqTitle: string;
  faqHeading?: string;
  faq: { question: string; answerHtml: SafeHtml }[];
  /** The form at the foot of the page: `form` (the general enquiry form when the page names none; 0 for none). */
  formId?: number;
  /** `form_intro`: the words over that form. */
  formIntro?: string;
  /** Whether the page shows the finance example (finance pages unless `hide_finance_example`). */
  financeExample: boolean;
}

const DEFAULT_FAQ_TITLE = "Frequently asked questions";

function field(page: Page, slug: string): unknown {
  return page.fields.find((item) => item.slug === slug)?.data;
}

function text(page: Page, slug: string): string | undefined {
  const data = field(page, slug);
  return typeof data === "string" && data.trim() ? data.trim() : undefined;
}

function list(page: Page, slug: string): Record<string, unknown>[] {
  const data = field(page, slug);
  return Array.isArray(data)
    ? data.filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
    : [];
}

const html = (value: string | undefined) => (value ? sanitiseContentHtml(value) : undefined);
const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A picture on our own site only (a path such as /images/…): the content service names no third-party images. */
function image(page: Page, slug: string): PageImage | undefined {
  const parsed = pageImage.safeParse(field(page, slug));
  if (!parsed.success) return undefined;
  return /^\/(?!\/)/.test(parsed.data.url) ? parsed.data : undefined;
}

function blocks(page: Page, slug: string): ContentBlockView[] {
  return list(page, slug)
    .map((item) => ({ heading: str(item.heading), content: str(item.content) }))
    .filter((item) => item.heading || item.content)
    .map((item) => ({ heading: item.heading, html: sanitiseContentHtml(item.content) }));
}

/** The items of a tick list: one-key objects whose key names come from the original CMS (`reason_list_item`, …). */
function ticks(page: Page, slug: string, key: string): string[] {
  return list(page, slug)
    .map((item) => str(item[key]))
    .filter(Boolean);
}

function tickList(
  id: TickListView["id"],
  heading: string | undefined,
  intro: string | undefined,
  items: string[],
  outro?: string,
): TickListView[] {
  const view = { id, heading, introHtml: html(intro), items, outroHtml: html(outro) };
  return heading || intro || items.length > 0 || outro ? [view] : [];
}

/**
 * The finance example shows on finance pages unless `hide_finance_example` is set; another template shows it only
 * when the page asks for it with `hide_finance_example: false` (docs/decisions/162-content-templates-offers-reviews.md).
 */
function showsFinanceExample(page: Page): boolean {
  const hide = field(page, "hide_finance_example");
  const hidden = hide === true || hide === 1 || hide === "1" || hide === "true";
  if (page.template === "finance") return !hidden;
  return hide === false || hide === 0 || hide === "0" || hide === "false";
}

export function toContentPageView(page: Page): ContentPageView {
  const faqTitle = text(page, "faq_title");
  const faqHeading = text(page, "faq_heading");
  return {
    slug: page.slug,
    template: page.template,
    title: page.page_title,
    description: page.meta_description,
    heading: text(page, "header_title") ?? text(page, "title") ?? page.page_title,
    eyebrow: text(page, "header"),
    heroImage: image(page, "hero_image"),
    headerImage: image(page, "header_image"),
    introHtml: html(text(page, "text_one")),
    introTwoHtml: html(text(page, "text_two")),
    mainHtml: html(text(page, "main_content")),
    mainTwoHtml: html(text(page, "main_content_2")),
    secondaryHtml: html(text(page, "secondary_content")),
    sections: blocks(page, "content"),
    sectionsTwo: blocks(page, "content_2"),
    tickLists: [
      ...tickList(
        "reasons",
        text(page, "list_item_header"),
        undefined,
        ticks(page, "list_item", "reason_list_item"),
      ),
      ...tickList(
        "online",
        text(page, "oneline_heading"),
        text(page, "oneline_content"),
        ticks(page, "online_list", "online_item"),
      ),
      ...tickList(
        "instore",
        text(page, "instore_heading"),
        text(page, "instore_content"),
        ticks(page, "instore_list", "instore_reason"),
        text(page, "instore_bottom_content"),
      ),
      ...tickList(
        "additional",
        text(page, "additional_content_title"),
        text(page, "additional_content"),
        ticks(page, "aditional_content_list", "additional_items"),
      ),
    ],
    faqTitle: faqTitle ?? faqHeading ?? DEFAULT_FAQ_TITLE,
    faqHeading: faqTitle ? faqHeading : undefined,
    faq: list(page, "faq")
      .map((item) => ({ question: str(item.question), answerHtml: sanitiseContentHtml(str(item.answer)) }))
      .filter((item) => item.question),
    formId: formOfPage(page),
    formIntro: text(page, "form_intro"),
    financeExample: showsFinanceExample(page),
  };
}
