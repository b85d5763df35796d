import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONSENT_FIELDS, consentSummary, type CookieConsent } from "~/lib/consent/consent";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";

const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/**
 * The cookie pop-up: on every page until the visitor answers (its "cookie-accepted" flag is no until then).
 * It stands at the top of the page, not over it: nothing is hidden or blocked while it shows, and it works as
 * a plain POST form (Post/Redirect/Get back to this page). Enhanced, a fetcher posts it and a confirmation
 * takes its place, with focus, until the visitor hides it. docs/decisions/161-contact-and-consent.md
 */
export function CookieBanner({ answered }: { answered: boolean }) {
  const fetcher = useFetcher<{ consent: CookieConsent }>({ key: "cookie-consent" });
  const enhanced = useHydrated();
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  // The confirmation belongs to the page it was given on: the next page does not repeat it.
  const [answeredOn, setAnsweredOn] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const answer = fetcher.data?.consent;

  useEffect(() => {
    if (!answer) return;
    setAnsweredOn((page) => page ?? location.key);
    confirmation.current?.focus();
  }, [answer, location.key]);

  if (hidden || location.pathname === COOKIE_SETTINGS_PATH) return null;
  if (answer) {
    if (answeredOn !== null && answeredOn !== location.key) return null;
    return (
      <section aria-label="Cookies on Northway Cars" className="border-b-4 border-brand bg-brand-light">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
          <p ref={confirmation} tabIndex={-1} role="status" className="flex-1 focus:outline-none">
            {consentSummary(answer)} You can{" "}
            <Link to={COOKIE_SETTINGS_PATH} className={link}>
              change your cookie settings
            </Link>{" "}
            at any time.
          </p>
          <button type="button" className="btn-secondary" onClick={() => setHidden(true)}>
            Hide cookie message
          </button>
        </div>
      </section>
    );
  }
  if (answered || fetcher.state !== "idle") return null;
  return (
    <section
      aria-labelledby="cookie-banner-heading"
      className="border-b-4 border-brand bg-brand-light text-gray-900"
    >
      <fetcher.Form method="post" action={COOKIE_SETTINGS_PATH} className="mx-auto max-w-7xl px-4 py-5">
        {enhanced ? null : (
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        )}
        <h2 id="cookie-banner-heading" className="text-xl font-bold">
          Cookies on Northway Cars
        </h2>
        <p className="mt-2 max-w-3xl">
          We use some essential cookies to make this website work: your saved cars, your branch and your
          answers to our forms.
        </p>
        <p className="mt-2 max-w-3xl">
          We’d also like to set analytics cookies to understand how you use the site, and marketing cookies to
          measure our advertising. We only set them if you agree.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name={CONSENT_FIELDS.intent} value="accept" className="btn-primary">
            Accept additional cookies
          </button>
          <button type="submit" name={CONSENT_FIELDS.intent} value="reject" className="btn-primary">
            Reject additional cookies
          </button>
          <Link to={COOKIE_SETTINGS_PATH} className={`${link} inline-flex min-h-11 items-center`}>
            Choose which cookies
          </Link>
          <Link to="/cookie-policy" className={`${link} inline-flex min-h-11 items-center`}>
            Read our cookie policy
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
