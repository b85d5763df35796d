import type { ReactNode } from "react";
import type { ContentPageView } from "~/lib/content-page.server";
import type { PageExampleView } from "~/lib/finance/page-example.server";
import { Html } from "~/components/Html";
import { FinanceExample } from "./FinanceExample";
import { ContentBlocks, Faq, PageHeader, PagePicture, TickLists } from "./PageParts";

interface ContentPageProps {
  page: ContentPageView;
  /** The finance example, when the page shows one (`page.financeExample`) and the loader worked it out. */
  financeExample?: PageExampleView | null;
  /** Goes under the header: a page's own context, such as the car a credit check is about. */
  children?: ReactNode;
}

const prose = "prose-content";

/**
 * A content page in its template, filled from every field it has (lib/content-page.server.ts). The form the page ends
 * with is drawn by the route, after this.
 */
export function ContentPage({ page, financeExample, children }: ContentPageProps) {
  const example = page.financeExample && financeExample ? <FinanceExample example={financeExample} /> : null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      {page.heroImage ? <PagePicture image={page.heroImage} eager className="mb-8 max-h-[28rem]" /> : null}
      <PageHeader page={page} />
      {children}
      {page.template === "blog" ? null : (
        <>
          {page.mainHtml ? <Html as="div" className={prose} html={page.mainHtml} /> : null}
          <ContentBlocks blocks={page.sections} className="mt-8" />
          {page.mainTwoHtml ? <Html as="div" className={`${prose} mt-8`} html={page.mainTwoHtml} /> : null}
          <TickLists lists={page.tickLists} />
          {example}
          {page.sectionsTwo.length > 0 ? (
            <div className="mt-10 rounded-lg bg-brand-light/40 p-6">
              <ContentBlocks blocks={page.sectionsTwo} />
            </div>
          ) : null}
          {page.secondaryHtml ? (
            <Html as="div" className={`${prose} mt-8`} html={page.secondaryHtml} />
          ) : null}
          <Faq page={page} />
        </>
      )}
    </article>
  );
}
