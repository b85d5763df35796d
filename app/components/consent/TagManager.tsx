import { useEffect, useState } from "react";
import { useNonce } from "~/lib/nonce";
import { consentModeDefaults, loadsTagManager, type CookieConsent } from "~/lib/consent/consent";

const scriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** Consent mode first, then the tag manager's start: our own constant script, built from the visitor's choices. */
const bootstrap = (consent: CookieConsent) =>
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  `gtag('consent','default',${JSON.stringify(consentModeDefaults(consent))});` +
  "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

/** A visitor who says yes in the enhanced pop-up: the tag manager starts in this page, as it would have on a load. */
function startInBrowser(id: string, consent: CookieConsent) {
  if (document.querySelector("script[data-tag-manager]")) return;
  // Browsers hide the nonce from attributes, but a script of this page still carries it as a property.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  const inline = document.createElement("script");
  inline.nonce = nonce;
  inline.textContent = bootstrap(consent);
  const tag = document.createElement("script");
  tag.nonce = nonce;
  tag.async = true;
  tag.src = scriptUrl(id);
  tag.dataset.tagManager = "";
  document.body.append(inline, tag);
}

/**
 * The dealer's tag manager (GTM_ID), loaded only once the visitor has accepted analytics or marketing cookies
 * (docs/decisions/161-contact-and-consent.md). A page loaded with consent carries it in its HTML; a yes given in the
 * page starts it there.
 */
export function TagManager({ id, consent }: { id: string; consent: CookieConsent | null }) {
  const nonce = useNonce();
  // What the page was loaded with: React does not run scripts it adds later, so a later yes is started by hand.
  const [inHtml] = useState(() => (loadsTagManager(consent) ? consent : null));
  useEffect(() => {
    if (consent && loadsTagManager(consent)) startInBrowser(id, consent);
  }, [id, consent]);
  if (!inHtml) return null;
  return (
    <>
      <script
        nonce={nonce}
        // A constant script of ours, from the visitor's own yes/no: React would escape it as text.
        // eslint-disable-next-line no-restricted-syntax
        dangerouslySetInnerHTML={{ __html: bootstrap(inHtml) }}
      />
      <script nonce={nonce} async src={scriptUrl(id)} data-tag-manager="" />
    </>
  );
}
