import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The repository's lint config keeps HTML out of the page except through <Html> fed SafeHtml (app/lib/safe-html.ts):
 * each case is linted as if it were a file of the app.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const RAW = `export const Raw = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n`;
const SPREAD = `import { createElement } from "react";\nexport const raw = (html: string) => createElement("div", { dangerouslySetInnerHTML: { __html: html } });\n`;
const CAST = `import type { SafeHtml } from "~/lib/safe-html";\nexport const trusted = (html: string) => html as SafeHtml;\n`;
const CAST_TWICE = `import type { SafeHtml } from "~/lib/safe-html";\nexport const trusted = (html: string) => html as unknown as SafeHtml;\n`;

describe("lint: HTML only through <Html> and SafeHtml", () => {
  it("refuses dangerouslySetInnerHTML anywhere in the app but Html.tsx", async () => {
    expect(await restricted(RAW, "app/components/shell/New.tsx")).toHaveLength(1);
    expect(await restricted(SPREAD, "app/lib/new.ts")).toHaveLength(1);
    expect(await restricted(SPREAD, "app/components/Html.tsx")).toEqual([]);
  }, 30_000);

  it("refuses making SafeHtml by a cast anywhere but the sanitiser and safe-html.ts", async () => {
    expect(await restricted(CAST, "app/routes/new.tsx")).toHaveLength(1);
    expect(await restricted(CAST_TWICE, "app/components/Html.tsx")).toHaveLength(1);
    expect(await restricted(CAST, "app/lib/sanitise.server.ts")).toEqual([]);
    expect(await restricted(CAST, "app/lib/safe-html.ts")).toEqual([]);
  }, 30_000);
});
