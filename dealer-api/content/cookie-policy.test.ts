import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { legalPages } from "./data/pages-legal";

/**
 * The cookie policy says it lists every cookie the site sets itself (docs/decisions/161-contact-and-consent.md):
 * this compares its list with every cookie the site's code creates, so neither can change without the other.
 */
const APP = join(__dirname, "..", "..", "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every cookie the site's code creates: Remix's createCookie, and a cookie session storage's cookie name. */
function cookiesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(APP)) {
    const source = readFileSync(file, "utf8");
    const named = [
      ...source.matchAll(/createCookie\(\s*["'`]([^"'`]+)["'`]/g),
      ...(source.includes("createCookieSessionStorage")
        ? source.matchAll(/cookie:\s*\{[^}]*?name:\s*["'`]([^"'`]+)["'`]/g)
        : []),
    ];
    for (const match of named) found.set(match[1]!, relative(APP, file));
  }
  return found;
}

/** The cookies the policy names under "Strictly necessary cookies" (the site's own: the others are third parties'). */
function cookiesInPolicy(): string[] {
  const policy = legalPages.find((page) => page.slug === "cookie-policy");
  const html = JSON.stringify(policy?.fields ?? {});
  return [...html.matchAll(/<strong>(__[A-Za-z0-9_]+)<\/strong>/g)].map((match) => match[1]!);
}

describe("the cookie policy", () => {
  it("names every cookie the site creates, and none it does not", () => {
    const inCode = cookiesInCode();
    // The scan itself must find the cookies we know of, or it proves nothing.
    expect([...inCode.keys()]).toEqual(expect.arrayContaining(["__visitor", "__flash", "__customer"]));
    expect(cookiesInPolicy().sort()).toEqual([...inCode.keys()].sort());
  });
});
