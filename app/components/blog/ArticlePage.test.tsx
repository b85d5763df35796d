import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import type { BlogPost } from "@contract/blog";
import { toArticleView } from "~/lib/blog/article.server";
import { ArticlePage } from "./ArticlePage";

const post = (article: string): BlogPost => ({
  id: 1,
  page_slug: "hostile-post",
  page_title: "A post",
  published_at: { date: "2026-10-14T09:30:00.000Z" },
  updated_at: "2026-10-14",
  sticky: false,
  category: { id: 2, name: "Car finance", slug: "car-finance", article_count: 4 },
  tags: { data: [{ name: "PCP", slug: "pcp" }] },
  author: { first_name: "Jess", last_name: "Walker" },
  reading_minutes: 3,
  contents: {
    introduction: "Intro",
    main_image: "images/blog/hostile-post.svg",
    main_image_alt: "",
    article,
  },
});

/** An article's page, drawn as the server draws it (in a router: its links are <Link>s) from the post it was sent. */
const renderPage = (article: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ArticlePage
        page={{
          article: toArticleView(post(article), "https://www.northwaycars.co.uk"),
          related: [],
          categories: [post("").category],
          newestCars: { vehicles: [], figures: {} },
        }}
      />
    </MemoryRouter>,
  );

/** The article's body as the page holds it (the page's own icons are SVG too). */
const render = (article: string) => {
  const page = renderPage(article);
  const body = /<div class="prose-content[^"]*">(.*?)<\/div>/.exec(page)?.[1];
  if (body === undefined) throw new Error("No article body on the page");
  return body;
};

describe("an article's body", () => {
  it("cannot run script, whatever the content service sends", () => {
    const html = render(
      [
        "<p>Kept words</p>",
        "<script>alert('script')</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(2)">javascript link</a>',
        '<a href=" JaVaScRiPt:alert(3)">spaced link</a>',
        '<p onclick="alert(4)" style="background:url(javascript:alert(5))">handler</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg onload="alert(6)"><circle /></svg>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==">data link</a>',
        '<form action="https://evil.example"><input name="card"></form>',
      ].join(""),
    );
    expect(html).toContain("<p>Kept words</p>");
    expect(html).toContain("javascript link");
    for (const hostile of [
      /<script/i,
      /onerror/i,
      /onclick/i,
      /onload/i,
      /javascript:/i,
      /<iframe/i,
      /<svg/i,
      /data:text/i,
      /<form action="https:\/\/evil/i,
      /style=/i,
      /alert\(/,
    ]) {
      expect(html).not.toMatch(hostile);
    }
  });

  it("keeps the article's own markup and links", () => {
    const html = render(
      '<h2>How HP works</h2><ul><li><strong>Deposit</strong></li></ul><p><a href="/finance">Our finance</a></p>',
    );
    expect(html).toContain("<h2>How HP works</h2><ul><li><strong>Deposit</strong></li></ul>");
    expect(html).toContain('<a href="/finance">Our finance</a>');
    const page = renderPage("<p>Text</p>");
    expect(page).toContain('src="/images/blog/hostile-post.svg"');
    expect(page).toContain('href="/blog/tag/pcp"');
  });
});
