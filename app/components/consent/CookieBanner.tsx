import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONSENT_FIELDS, consentSummary, type CookieConsent } from "~/lib/consent/consent";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";

/** The pop-up's element id. */
export const COOKIE_SHEET_ID = "cookie-banner";

const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/** A compact band at the top of the page, in its flow: it lies over nothing (no link is hidden or crowded by it). */
const sheet = "print:hidden border-b-4 border-brand bg-brand-light text-gray-900";

/**
 * The cookie pop-up: on every page until the visitor answers (its "cookie-accepted" flag is no until then).
 * It is a compact band after the skip link, before the header, in the page's flow: a sheet kept over the foot of the
 * window crowded whatever link lay under its edge (axe's target-size), so it lies over nothing
 * (docs/decisions/275-layout-edges.md). It works as a plain POST form (Post/Redirect/Get back to this page). Enhanced,
 * a fetcher posts it and a confirmation takes its place, with focus, until the visitor hides it.
 * docs/decisions/161-contact-and-consent.md
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
      <section id={COOKIE_SHEET_ID} aria-label="Cookies on Northway Cars" className={sheet}>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
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
    <section id={COOKIE_SHEET_ID} aria-labelledby="cookie-banner-heading" className={sheet}>
      <fetcher.Form
        method="post"
        action={COOKIE_SETTINGS_PATH}
        className="mx-auto flex max-w-7xl flex-col gap-x-6 gap-y-2 px-4 py-3 md:flex-row md:items-center"
      >
        {enhanced ? null : (
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        )}
        <div className="text-sm md:flex-1">
          <h2 id="cookie-banner-heading" className="text-base font-bold">
            Cookies on Northway Cars
          </h2>
          <p>Essential cookies make this site work. May we also use analytics and marketing cookies?</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button type="submit" name={CONSENT_FIELDS.intent} value="accept" className="btn-primary px-4">
            Accept<span className="sr-only"> additional cookies</span>
          </button>
          <button type="submit" name={CONSENT_FIELDS.intent} value="reject" className="btn-primary px-4">
            Reject<span className="sr-only"> additional cookies</span>
          </button>
          <Link to={COOKIE_SETTINGS_PATH} className={`${link} inline-flex min-h-11 items-center text-sm`}>
            Choose cookies
          </Link>
          <Link to="/cookie-policy" className={`${link} inline-flex min-h-11 items-center text-sm`}>
            Cookie policy
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
