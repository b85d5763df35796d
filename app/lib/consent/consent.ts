/**
 * Cookie consent (UK PECR; docs/decisions/161-contact-and-consent.md). The site itself needs only strictly necessary
 * cookies; anything else (the tag manager and what it loads) waits for the visitor's own yes. Until they answer, the
 * cookie pop-up shows on every page and the answer counts as no.
 */
export interface CookieConsent {
  /** Cookies that measure how the site is used (the tag manager's analytics tags). */
  analytics: boolean;
  /** Cookies that tell advertising and affiliate partners about a visit. */
  marketing: boolean;
}

/** Raised when the choices on offer change, so that everyone is asked again. */
export const CONSENT_VERSION = 1;

/** The choices as the consent cookie keeps them. */
export interface StoredConsent extends CookieConsent {
  version: number;
}

/** Nothing but the necessary: what an unanswered or refused pop-up means. */
export const NECESSARY_ONLY: CookieConsent = { analytics: false, marketing: false };

/** The visitor's answer from the consent cookie; none when they have not answered (or answered an older question). */
export function parseConsent(value: unknown): CookieConsent | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Partial<StoredConsent>;
  if (stored.version !== CONSENT_VERSION) return null;
  if (typeof stored.analytics !== "boolean" || typeof stored.marketing !== "boolean") return null;
  return { analytics: stored.analytics, marketing: stored.marketing };
}

export const storedConsent = (consent: CookieConsent): StoredConsent => ({
  ...consent,
  version: CONSENT_VERSION,
});

/** The form names: the pop-up's two buttons post `intent`, the settings page posts one yes/no per kind. */
export const CONSENT_FIELDS = { intent: "intent", analytics: "analytics", marketing: "marketing" } as const;

const yes = (value: FormDataEntryValue | null) => value === "yes";

/**
 * The answer a form posted: the pop-up's 'Accept' or 'Reject' for every kind, or the settings page's choice per kind.
 * A post that says neither is no answer (the form is drawn again); a kind left unanswered on the settings page is no.
 */
export function consentFromForm(form: Pick<FormData, "get">): CookieConsent | null {
  const intent = form.get(CONSENT_FIELDS.intent);
  if (intent === "accept") return { analytics: true, marketing: true };
  if (intent === "reject") return { ...NECESSARY_ONLY };
  const analytics = form.get(CONSENT_FIELDS.analytics);
  const marketing = form.get(CONSENT_FIELDS.marketing);
  if (analytics === null && marketing === null) return null;
  return { analytics: yes(analytics), marketing: yes(marketing) };
}

/** The tag manager may load only when the visitor said yes to something it is there for. */
export const loadsTagManager = (consent: CookieConsent | null) =>
  Boolean(consent && (consent.analytics || consent.marketing));

/**
 * Google's consent mode, set before the tag manager loads: tags that honour it store nothing the visitor refused.
 * https://developers.google.com/tag-platform/security/guides/consent
 */
export function consentModeDefaults(consent: CookieConsent): Record<string, "granted" | "denied"> {
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  };
}

/** What the confirmation after an answer says. */
export function consentSummary(consent: CookieConsent): string {
  if (consent.analytics && consent.marketing) return "You’ve accepted additional cookies.";
  if (!consent.analytics && !consent.marketing) return "You’ve rejected additional cookies.";
  return consent.analytics
    ? "You’ve accepted analytics cookies only."
    : "You’ve accepted marketing cookies only.";
}

/**
 * Analytics cookies an earlier yes left in the browser (Google Analytics names them _ga, _ga_<id>, _gid): expired
 * when the visitor changes their mind, as far as a server can reach them.
 */
export function analyticsCookiesIn(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  const names = cookieHeader.split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
  return [...new Set(names.filter((name) => /^(_ga(_[A-Za-z0-9]+)?|_gid|_gat[A-Za-z0-9_]*)$/.test(name)))];
}
