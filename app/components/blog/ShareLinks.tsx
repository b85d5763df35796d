import type { ShareLink } from "~/lib/blog/share-links";
import { ShareIcon } from "~/components/icons";

/** Plain links to the social sites' sharing pages: nothing of theirs loads on our page. */
export function ShareLinks({ links, title }: { links: ShareLink[]; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="space-y-2">
      <h2 id="share-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <ShareIcon />
        Share this article
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const email = link.href.startsWith("mailto:");
          const text = email ? "Share by email" : `Share on ${link.site}`;
          return (
            <li key={link.site}>
              <a
                href={link.href}
                target={email ? undefined : "_blank"}
                rel="noopener noreferrer"
                aria-label={`${text}: ${title}${email ? "" : " (opens in a new tab)"}`}
                className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-3 font-semibold text-brand no-underline hover:border-brand focus-ring"
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
