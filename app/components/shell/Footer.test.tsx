// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDealerApi, type DealerApi } from "../../../dealer-api/test-support";
import { forgetEverything } from "~/lib/cache.server";
import { setTransport } from "~/dealer/transport.server";
import { loadShell } from "~/lib/shell.server";
import { getVisitorSession } from "~/sessions.server";
import { Footer } from "./Footer";
import { renderInRouter, shellFixture, york } from "./test-utils";

afterEach(cleanup);

const hrefOf = (element: HTMLElement) => element.getAttribute("href");

describe("Footer", () => {
  it("has the footer's sections as headings in a contentinfo landmark", () => {
    renderInRouter(<Footer shell={shellFixture()} />);
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Get In Touch",
      "Site Map",
      "Popular Brands",
      "Company Info",
      "Financial Disclosure",
    ]);
  });

  it("gives the selected branch's phone and e-mail, and the socials", () => {
    renderInRouter(<Footer shell={shellFixture({ selectedDealer: york })} />);
    expect(hrefOf(screen.getByRole("link", { name: "01632 960215" }))).toBe("tel:01632960215");
    expect(hrefOf(screen.getByRole("link", { name: "york@northwaycars.co.uk" }))).toBe(
      "mailto:york@northwaycars.co.uk",
    );
    expect(screen.getByRole("link", { name: "Northway Cars on YouTube" })).toBeTruthy();
  });

  it("falls back to the group's contact details without a branch", () => {
    renderInRouter(<Footer shell={shellFixture({ selectedDealer: undefined })} />);
    expect(hrefOf(screen.getByRole("link", { name: "0113 496 0000" }))).toBe("tel:01134960000");
  });

  it("flattens the footer menu into the site map without repeats", () => {
    renderInRouter(<Footer shell={shellFixture()} />);
    const siteMap = within(screen.getByRole("navigation", { name: "Footer" }));
    expect(siteMap.getAllByRole("link").map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ["Used Cars", "/used/cars/search"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
    ]);
  });

  it("links popular brands to the search by make", () => {
    renderInRouter(<Footer shell={shellFixture()} />);
    expect(hrefOf(screen.getByRole("link", { name: "Land Rover" }))).toBe(
      "/used/cars/search?make=land-rover",
    );
  });

  it("renders the snippets' HTML", () => {
    renderInRouter(<Footer shell={shellFixture()} />);
    expect(screen.getByText("01234567").tagName).toBe("STRONG");
    expect(screen.getByText("We are a credit broker, not a lender.")).toBeTruthy();
  });

  it("has legal links, the cookie settings, the sitemap and this year's copyright", () => {
    renderInRouter(<Footer shell={shellFixture()} />);
    const legal = within(screen.getByRole("navigation", { name: "Legal" }));
    expect(hrefOf(legal.getByRole("link", { name: "Privacy policy" }))).toBe("/privacy-policy");
    expect(hrefOf(legal.getByRole("link", { name: "Cookie settings" }))).toBe("/cookie-settings");
    expect(hrefOf(legal.getByRole("link", { name: "Sitemap" }))).toBe("/sitemap.xml");
    expect(screen.getByText(/All rights reserved/).textContent).toContain(
      `© ${new Date().getFullYear()} Northway Cars`,
    );
  });
});

/** A throwaway dealer API of four cars, for the describe blocks that read the footer through the real client. */
const smallDealerApi = () =>
  createDealerApi({
    filename: ":memory:",
    vehicles: 4,
    seed: 20261101,
    today: new Date("2026-11-01T12:00:00Z"),
  });

describe("Footer: the editor's snippets", () => {
  let api: DealerApi;
  beforeAll(async () => {
    api = await smallDealerApi();
    setTransport(async (request) => api.app.fetch(request));
  });
  afterAll(async () => {
    setTransport(undefined);
    forgetEverything();
    await api.close();
  });

  /** The footer as the root loader gives it, after an editor saved `content` as the snippet. */
  async function footerWith(slug: "company-info" | "financial-disclosure", content: string) {
    await api.db.updateTable("snippets").set({ content }).where("slug", "=", slug).execute();
    forgetEverything();
    const shell = await loadShell(await getVisitorSession(new Request("http://localhost/")));
    renderInRouter(<Footer shell={shell} />);
    return screen.getByRole("contentinfo");
  }

  const hostile = (mark: string) =>
    `<p onclick="steal()">Written by <strong>${mark}</strong><script>window.stolen = 1</script></p>` +
    `<img src="x" onerror="window.stolen = 1"><a href="javascript:window.stolen = 1">${mark} terms</a>` +
    '<iframe src="https://evil.example"></iframe><style>footer { display: none }</style>';

  for (const slug of ["company-info", "financial-disclosure"] as const) {
    it(`${slug}: scripts, handlers, javascript: links and embeds are stripped, the text is kept`, async () => {
      const footer = await footerWith(slug, hostile(`the ${slug} editor`));
      expect(footer.querySelector("script, img, iframe, style")).toBeNull();
      expect(footer.querySelector("[onclick], [onerror]")).toBeNull();
      expect(footer.innerHTML).not.toMatch(/javascript:|window\.stolen/);
      expect(within(footer).getByText(`the ${slug} editor`).tagName).toBe("STRONG");
      expect(within(footer).getByText(`the ${slug} editor terms`).getAttribute("href")).toBeNull();
    });
  }
});

describe("Footer: the group's own contact details come from the dealer API", () => {
  let api: DealerApi;
  const otherGroup = { name: "Other Motors", telephone: "01632 960999", email: "hello@othermotors.example" };
  /** A dealer API of another group, with no branches: the footer shows the group's own details. */
  let answerGroup = true;
  beforeAll(async () => {
    api = await smallDealerApi();
    // The layout's content is one answer (GET /api/site-content): the other group's, with no branches.
    setTransport(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === "/api/site-content") {
        if (!answerGroup) throw new TypeError("fetch failed");
        const { data } = (await (await api.app.fetch(request)).json()) as { data: object };
        return Response.json({ data: { ...data, group: otherGroup, departments: [] } });
      }
      return api.app.fetch(request);
    });
  });
  afterAll(async () => {
    setTransport(undefined);
    forgetEverything();
    await api.close();
  });

  async function footer() {
    forgetEverything();
    const shell = await loadShell(await getVisitorSession(new Request("http://localhost/")));
    renderInRouter(<Footer shell={shell} />);
    return within(screen.getByRole("contentinfo"));
  }

  it("shows the phone number, e-mail address and name the dealer API gives", async () => {
    answerGroup = true;
    const shown = await footer();
    expect(hrefOf(shown.getByRole("link", { name: "01632 960999" }))).toBe("tel:01632960999");
    expect(hrefOf(shown.getByRole("link", { name: "hello@othermotors.example" }))).toBe(
      "mailto:hello@othermotors.example",
    );
    expect(shown.getByText(/All rights reserved/).textContent).toContain("Other Motors");
  });

  it("shows no phone number or e-mail address when the dealer API cannot say them", async () => {
    answerGroup = false;
    const shown = await footer();
    expect(shown.queryByRole("link", { name: /^tel:|\d{4} \d{3} \d{4}/ })).toBeNull();
    expect(shown.queryByRole("link", { name: /@/ })).toBeNull();
    expect(shown.getByText(/All rights reserved/).textContent).toContain("Northway Cars");
  });
});
