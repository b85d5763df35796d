import type { ReactNode } from "react";
import type { ContentPageView } from "~/lib/content-page.server";
import { Html } from "~/components/Html";

/**
 * The generic content template: heading, text blocks, repeated sections, tick list and FAQ. `children` go under the
 * heading (a page's own context, such as the car a credit check is about).
 */
export function ContentPage({ page, children }: { page: ContentPageView; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <header className="mb-8 border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{page.heading}</h1>
        {page.introHtml ? (
          <Html as="div" className="prose-content mt-3 text-lg text-gray-700" html={page.introHtml} />
        ) : null}
      </header>
      {children}
      {page.mainHtml ? <Html as="div" className="prose-content" html={page.mainHtml} /> : null}
      {page.ticks.length > 0 ? (
        <ul className="my-8 grid gap-3 sm:grid-cols-2">
          {page.ticks.map((tick) => (
            <li key={tick} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-green-700">
                ✓
              </span>
              <span>{tick}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          {section.heading ? (
            <h2 className="mb-3 text-2xl font-bold text-gray-900">{section.heading}</h2>
          ) : null}
          <Html as="div" className="prose-content" html={section.html} />
        </section>
      ))}
      {page.secondaryHtml ? <Html as="div" className="prose-content mt-8" html={page.secondaryHtml} /> : null}
      {page.faq.length > 0 ? (
        <section className="mt-10" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-gray-900">
            {page.faqTitle ?? "Frequently asked questions"}
          </h2>
          <div className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {page.faq.map((item, index) => (
              <details key={item.question} open={index === 0} name="faq" className="group px-4 py-3">
                <summary className="font-semibold text-gray-900">{item.question}</summary>
                <Html as="div" className="prose-content mt-2" html={item.answerHtml} />
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
