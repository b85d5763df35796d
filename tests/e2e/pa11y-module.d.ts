/** The part of pa11y 9's API the suite uses (the package ships no types): https://github.com/pa11y/pa11y#javascript-interface */
declare module "pa11y" {
  import type { Browser } from "puppeteer";

  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  interface Pa11yOptions {
    browser?: Browser;
    runners?: ("htmlcs" | "axe")[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    includeWarnings?: boolean;
    includeNotices?: boolean;
    viewport?: { width: number; height: number };
    actions?: string[];
    method?: "GET" | "POST";
    postData?: string;
    headers?: Record<string, string>;
    timeout?: number;
  }

  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
  export type { Pa11yIssue, Pa11yOptions, Pa11yResults };
}
