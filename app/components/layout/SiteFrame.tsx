import type { ReactNode } from "react";
import type { LayoutName } from "~/lib/layout";
import type { ShellData } from "~/components/shell/shell-data";
import { Header } from "~/components/shell/Header";
import { Footer } from "~/components/shell/Footer";
import { PageLoader } from "~/components/shell/PageLoader";
import { SiteWidget } from "~/components/shell/SiteWidget";
import { RouteAnnouncer } from "~/components/shell/RouteAnnouncer";
import { FlashMessage, type Flash } from "./FlashMessage";

interface SiteFrameProps {
  layout: LayoutName;
  shell: ShellData;
  flash: Flash | null;
  /** The cookie pop-up: after the skip link, before the header, so it is the first thing met after it (ADR 275). */
  cookieBanner?: ReactNode;
  children: ReactNode;
}

/**
 * The five layouts (docs/product/shell.md#layouts): print is bare; the others share the chrome and differ in
 * the main area.
 */
export function SiteFrame({ layout, shell, flash, cookieBanner, children }: SiteFrameProps) {
  if (layout === "print") {
    return (
      <main id="main-content" className="mx-auto w-full max-w-4xl flex-1 p-6 print:p-0">
        {children}
      </main>
    );
  }
  const mainClass = {
    default: "flex-1",
    contact: "flex-1 bg-gray-50",
    "transparent-head": "flex-1 -mt-px",
    // The price bar is sticky at the end of <main> and takes its own room there: no padding is kept for it.
    vehicle: "flex-1",
  }[layout];
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 bg-amber-300 px-4 py-3 font-semibold text-gray-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to main content
      </a>
      {cookieBanner}
      <RouteAnnouncer />
      <Header shell={shell} />
      <main id="main-content" tabIndex={-1} className={`${mainClass} focus:outline-none`}>
        {/* Inside a landmark: the bar is fixed to the top of the window, and all content must sit in landmarks. */}
        <PageLoader />
        {flash ? <FlashMessage flash={flash} /> : null}
        {children}
      </main>
      <Footer shell={shell} />
      <SiteWidget enabled={false} />
    </>
  );
}
