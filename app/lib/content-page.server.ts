import type { Page } from "../../dealer-api/contract/content";
import type { SafeHtml } from "./safe-html";
import { sanitiseContentHtml } from "./sanitise.server";

/** What a content page shows, read from its named fields (spec 3 §3 "Page") with the HTML made safe. */
export interface ContentPageView {
  slug: string;
  template: Page["template"];
  title: string;
  description: string;
  heading: string;
  introHtml?: SafeHtml;
  mainHtml?: SafeHtml;
  secondaryHtml?: SafeHtml;
  sections: { heading: string; html: SafeHtml }[];
  faqTitle?: string;
  faq: { question: string; answerHtml: SafeHtml }[];
  ticks: string[];
  formId?: number;
}

function text(page: Page, slug: string): string | undefined {
  const data = page.fields.find((field) => field.slug === slug)?.data;
  return typeof data === "string" && data.trim() ? data : undefined;
}

function list(page: Page, slug: string): Record<string, unknown>[] {
  const data = page.fields.find((field) => field.slug === slug)?.data;
  return Array.isArray(data)
    ? data.filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
    : [];
}

const html = (value: string | undefined) => (value ? sanitiseContentHtml(value) : undefined);
const str = (value: unknown) => (typeof value === "string" ? value : "");

export function toContentPageView(page: Page): ContentPageView {
  const formField = page.fields.find((field) => field.slug === "form")?.data;
  const formId = Number(formField);
  const tickSource = [
    ...list(page, "list_item"),
    ...list(page, "online_list"),
    ...list(page, "instore_list"),
  ];
  return {
    slug: page.slug,
    template: page.template,
    title: page.page_title,
    description: page.meta_description,
    heading: text(page, "header_title") ?? text(page, "title") ?? page.page_title,
    introHtml: html(text(page, "text_one")),
    mainHtml: html(text(page, "main_content")),
    secondaryHtml: html(text(page, "secondary_content") ?? text(page, "main_content_2")),
    sections: list(page, "content")
      .map((item) => ({ heading: str(item.heading), html: sanitiseContentHtml(str(item.content)) }))
      .filter((item) => item.heading || item.html),
    faqTitle: text(page, "faq_title") ?? text(page, "faq_heading"),
    faq: list(page, "faq")
      .map((item) => ({ question: str(item.question), answerHtml: sanitiseContentHtml(str(item.answer)) }))
      .filter((item) => item.question),
    ticks: tickSource
      .map((item) => str(item.reason_list_item ?? item.online_item ?? item.instore_reason ?? item.text))
      .filter(Boolean),
    formId: Number.isInteger(formId) && formId > 0 ? formId : undefined,
  };
}
