import { createIsbotFromList, list } from "isbot";

/**
 * A self-declared crawler (Googlebot, Bingbot, link previewers…): it has no shopper's history to keep, so pages it
 * fetches set no cookie. Headless browsers are left out: people's own tools, monitoring and our tests drive them.
 */
export const isCrawler: (userAgent: string | null | undefined) => boolean = createIsbotFromList(
  list.filter((pattern) => !/headless/i.test(pattern)),
);
