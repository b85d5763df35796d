import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler.server";

describe("isCrawler", () => {
  it("knows the search engines' crawlers", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
  });

  it("takes browsers, headless ones included, for people", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(isCrawler(chrome)).toBe(false);
    expect(isCrawler(chrome.replace("Chrome/", "HeadlessChrome/"))).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});
