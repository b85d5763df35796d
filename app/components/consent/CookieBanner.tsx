import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONSENT_FIELDS, consentSummary, type CookieConsent } from "~/lib/consent/consent";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";

/** The pop-up's element id. */
export const COOKIE_SHEET_ID = "cookie-banner";

const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/**
 * A compact sheet fixed to the foot of the window (at most a fifth of a phone's height with its question): the page's
 * first screen stays the page's. While it shows, the body keeps room at its end as tall as the sheet, so the page's foot
 * scrolls clear of it, and the car page's sticky bar stands on it (app/tailwind.css, --cookie-sheet-room).
 */
const sheet =
  "fixed inset-x-0 bottom-0 z-40 max-h-[30vh] overflow-y-auto border-t-4 border-brand bg-brand-light text-gray-900 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] print:hidden";

/**
 * Keeps --cookie-sheet-room on <html> equal to the sheet's height while it shows (the stylesheet's estimate is the
 * room without JavaScript), so the room at the page's end and the sticky bar's place fit it to the pixel.
 */
function useSheetRoom() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--cookie-sheet-room", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-sheet-room");
    };
  });
  return ref;
}

/**
 * The cookie pop-up: on every page until the visitor answers (its "cookie-accepted" flag is no until then).
 * It is first in the page after the skip link, so keyboard and screen-reader users meet it first, and it shows as a
 * compact sheet at the foot of the window, over the page's end room, so the first screen is the page's own
 * (docs/decisions/306-cookie-sheet-at-the-foot.md, after docs/decisions/275-layout-edges.md). It works as a plain POST form (Post/Redirect/Get back to this page). Enhanced,
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
  const room = useSheetRoom();

  useEffect(() => {
    if (!answer) return;
    setAnsweredOn((page) => page ?? location.key);
    confirmation.current?.focus();
  }, [answer, location.key]);

  if (hidden || location.pathname === COOKIE_SETTINGS_PATH) return null;
  if (answer) {
    if (answeredOn !== null && answeredOn !== location.key) return null;
    return (
      <section ref={room} id={COOKIE_SHEET_ID} aria-label="Cookies on Northway Cars" className={sheet}>
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
    <section ref={room} id={COOKIE_SHEET_ID} aria-labelledby="cookie-banner-heading" className={sheet}>
      <fetcher.Form
        method="post"
        action={COOKIE_SETTINGS_PATH}
        className="mx-auto flex max-w-7xl flex-col gap-x-6 gap-y-1.5 px-4 py-2 md:flex-row md:items-center md:py-3"
      >
        {enhanced ? null : (
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        )}
        <div className="text-sm md:flex-1">
          <h2 id="cookie-banner-heading" className="inline font-bold">
            Cookies on Northway Cars
          </h2>{" "}
          <p className="inline">
            We use essential cookies. May we also use analytics and marketing ones? Read our{" "}
            <Link to="/cookie-policy" className={link}>
              cookie policy
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-3">
          <button type="submit" name={CONSENT_FIELDS.intent} value="accept" className="btn-primary px-4">
            Accept<span className="sr-only"> additional cookies</span>
          </button>
          <button type="submit" name={CONSENT_FIELDS.intent} value="reject" className="btn-primary px-4">
            Reject<span className="sr-only"> additional cookies</span>
          </button>
          <Link
            to={COOKIE_SETTINGS_PATH}
            className={`${link} inline-flex min-h-11 items-center px-1 text-sm`}
          >
            Choose cookies
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
