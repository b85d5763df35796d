import type { PageImage } from "@contract/content";
import type { ContentBlockView, ContentPageView, TickListView } from "~/lib/content-page.server";
import { Html } from "~/components/Html";
import { pictureLoading } from "~/components/picture-loading";

const h2Class = "text-2xl font-bold text-gray-900";

/** A page picture at its own size (no layout shift), scaled down to the column. */
export function PagePicture({
  image,
  className = "",
  eager = false,
}: {
  image: PageImage;
  className?: string;
  /** The hero is the first thing on the page: loaded at once, not lazily. */
  eager?: boolean;
}) {
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...pictureLoading(eager)}
      decoding="async"
      className={`h-auto w-full rounded-lg bg-gray-100 object-cover ${className}`}
    />
  );
}

/** The page's header: `header` over the heading, the two text blocks, and the header picture beside them. */
export function PageHeader({ page }: { page: ContentPageView }) {
  const text = (
    <div>
      {page.eyebrow ? (
        <p className="mb-2 text-sm font-bold uppercase tracking-wide text-brand-dark">{page.eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{page.heading}</h1>
      {page.introHtml ? (
        <Html as="div" className="prose-content mt-3 text-lg text-gray-800" html={page.introHtml} />
      ) : null}
      {page.introTwoHtml ? (
        <Html as="div" className="prose-content mt-3 text-gray-800" html={page.introTwoHtml} />
      ) : null}
    </div>
  );
  return (
    <header className="mb-8 border-b border-gray-200 pb-6">
      {page.headerImage ? (
        <div className="grid items-center gap-6 md:grid-cols-2">
          {text}
          <PagePicture image={page.headerImage} />
        </div>
      ) : (
        text
      )}
    </header>
  );
}

/** Repeated heading/content blocks, each a section under its own heading. */
export function ContentBlocks({
  blocks,
  className = "",
}: {
  blocks: ContentBlockView[];
  className?: string;
}) {
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-8 ${className}`}>
      {blocks.map((block, index) => (
        <section key={`${block.heading}-${index}`}>
          {block.heading ? <h2 className={`mb-3 ${h2Class}`}>{block.heading}</h2> : null}
          <Html as="div" className="prose-content" html={block.html} />
        </section>
      ))}
    </div>
  );
}

/** One tick list with its heading and the words around it. */
export function TickList({ list }: { list: TickListView }) {
  const headingId = `${list.id}-heading`;
  return (
    <section
      id={list.id}
      aria-labelledby={list.heading ? headingId : undefined}
      className="rounded-lg border border-gray-200 bg-white p-6"
    >
      {list.heading ? (
        <h2 id={headingId} className={h2Class}>
          {list.heading}
        </h2>
      ) : null}
      {list.introHtml ? <Html as="div" className="prose-content mt-2" html={list.introHtml} /> : null}
      {list.items.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {list.items.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-green-800">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {list.outroHtml ? <Html as="div" className="prose-content mt-4" html={list.outroHtml} /> : null}
    </section>
  );
}

/** Every tick list of the page, side by side where there is room. */
export function TickLists({ lists }: { lists: TickListView[] }) {
  if (lists.length === 0) return null;
  return (
    <div className={`my-10 grid gap-6 ${lists.length > 1 ? "md:grid-cols-2" : ""}`}>
      {lists.map((list) => (
        <TickList key={list.id} list={list} />
      ))}
    </div>
  );
}

/**
 * The FAQ accordion: `<details>` sharing one name, so the browser keeps one answer open at a time, with or without
 * JavaScript; the first is open when the page loads.
 */
export function Faq({ page }: { page: ContentPageView }) {
  if (page.faq.length === 0) return null;
  return (
    <section id="faq" className="mt-12" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={h2Class}>
        {page.faqTitle}
      </h2>
      {page.faqHeading ? <p className="mt-1 text-lg text-gray-800">{page.faqHeading}</p> : null}
      <div className="mt-4 divide-y divide-gray-200 rounded-md border border-gray-200">
        {page.faq.map((item, index) => (
          <details
            key={`${item.question}-${index}`}
            open={index === 0}
            name="faq"
            className="group px-4 py-3"
          >
            <summary className="cursor-pointer font-semibold text-gray-900">{item.question}</summary>
            <Html as="div" className="prose-content mt-2" html={item.answerHtml} />
          </details>
        ))}
      </div>
    </section>
  );
}
