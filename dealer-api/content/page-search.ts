/**
 * Site search over content pages. The pages are few (a few dozen), so the words are matched in memory over each page's
 * readable text (title, description and every text field with its HTML removed) rather than over `fields_json`, whose
 * keys ("data", "slug", "header_title") would match every page.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words a visitor reads in a field's data, however deeply it is nested (repeaters, FAQ lists). */
export function readableText(data: unknown): string {
  if (typeof data === "string") {
    return data
      .replace(/<[^>]*>/g, " ")
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name]);
  }
  if (Array.isArray(data)) return data.map(readableText).join(" ");
  if (data && typeof data === "object") return Object.values(data).map(readableText).join(" ");
  return "";
}

export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

export interface SearchablePage {
  title: string;
  meta_description: string;
  fields: { slug: string; data?: unknown }[];
}

/**
 * 0 when the page does not contain every word; otherwise a rank where higher is better: pages whose title holds the
 * words come before pages that only mention them in their copy.
 */
export function pageMatchRank(page: SearchablePage, words: string[]): number {
  if (words.length === 0) return 0;
  const title = page.title.toLowerCase();
  const text = [title, page.meta_description, ...page.fields.map((field) => readableText(field.data))]
    .join(" ")
    .toLowerCase();
  if (!words.every((word) => text.includes(word))) return 0;
  return 1 + words.filter((word) => title.includes(word)).length;
}
