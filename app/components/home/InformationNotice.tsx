import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CloseIcon } from "~/components/icons";
import { NOTICE_ACTION, NOTICE_ANCHOR } from "~/lib/home/notice";
import { POPULAR_OFFERS_ANCHOR } from "./PopularOffers";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

interface InformationNoticeProps {
  title: string;
  /** The notice copy, sanitised by the loader. */
  html: SafeHtml;
  buttonText: string;
}

/**
 * Spec 1 §2.6 item 10 / spec 3 §2.8: the information notice, shown while the session's acceptance flag is 'no'. The
 * close icon and the Close button submit one POST form: without JavaScript the action records acceptance and
 * redirects back to the next block; enhanced, a fetcher posts it and the notice goes at once, focus moving to the
 * next block's heading. It is a notice in the page, not a modal: nothing is hidden or blocked while it shows
 * (docs/decisions/100-home-page.md).
 */
export function InformationNotice({ title, html, buttonText }: InformationNoticeProps) {
  const fetcher = useFetcher({ key: "information-notice" });
  const enhanced = useHydrated();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;

  const close = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold";
  return (
    <section
      id={NOTICE_ANCHOR}
      aria-labelledby="information-notice-heading"
      className="mx-auto my-10 max-w-3xl px-4"
    >
      <fetcher.Form
        method="post"
        action={NOTICE_ACTION}
        className="relative rounded-lg border-4 border-brand bg-white p-6 shadow-lg"
        onSubmit={() => {
          // The notice leaves the page: give focus to the block that now follows it.
          requestAnimationFrame(() => document.getElementById(`${POPULAR_OFFERS_ANCHOR}-heading`)?.focus());
        }}
      >
        {enhanced ? null : (
          <input
            type="hidden"
            name="redirectTo"
            value={`${location.pathname}${location.search}#${POPULAR_OFFERS_ANCHOR}`}
          />
        )}
        <button
          type="submit"
          name="intent"
          value="close"
          className={`${close} absolute right-2 top-2 w-11 text-gray-800 hover:bg-gray-100`}
        >
          <CloseIcon />
          <span className="sr-only">Close the information notice</span>
        </button>
        <h2 id="information-notice-heading" className="pr-12 text-2xl font-bold text-gray-900">
          {title}
        </h2>
        <Html as="div" className="prose-content mt-3 text-gray-800 [&_li]:mb-1 [&_ul]:mb-0" html={html} />
        <button type="submit" name="intent" value="close" className={`${close} btn-primary mt-4`}>
          {buttonText}
        </button>
      </fetcher.Form>
    </section>
  );
}
