import { belowTheFold } from "./styles";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

/**
 * Home block 4 (docs/product/home.md#home-blocks): the 'Why' list, the dealer's why-list snippet (sanitised
 * by the loader).
 */
export function WhyList({ html }: { html: SafeHtml }) {
  return (
    <section className={`mx-auto max-w-7xl px-4 py-12 ${belowTheFold}`} aria-labelledby="why-heading">
      <h2 id="why-heading" className="text-2xl font-bold text-gray-900">
        Why buy from Northway Cars
      </h2>
      <Html
        as="div"
        className="mt-4 max-w-3xl text-gray-800 [&_li]:rounded-lg [&_li]:border [&_li]:border-gray-200 [&_li]:p-5 [&_p]:text-lg [&_ul]:mt-6 [&_ul]:grid [&_ul]:gap-4 sm:[&_ul]:grid-cols-2 lg:max-w-none lg:[&_ul]:grid-cols-3"
        html={html}
      />
    </section>
  );
}

/**
 * Home block 5 (docs/product/home.md#home-blocks): the savings block with its 14-day return claim and a link
 * to find out more.
 */
export function SavingsBlock({ html }: { html: SafeHtml }) {
  return (
    <section
      className={`bg-gray-900 px-4 py-10 text-white ${belowTheFold}`}
      aria-labelledby="savings-heading"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="savings-heading" className="text-2xl font-bold">
          14 days to change your mind
        </h2>
        <Html
          as="div"
          className="mt-3 max-w-3xl text-lg [&_a]:font-semibold [&_a]:text-white [&_a]:underline [&_a]:underline-offset-4 [&_a:focus-visible]:outline-white"
          html={html}
        />
      </div>
    </section>
  );
}
