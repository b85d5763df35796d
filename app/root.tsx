import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import stylesheet from "~/tailwind.css";
import { useNonce } from "~/lib/nonce";
import { layoutOf, leadPictureOf } from "~/lib/layout";
import { HIGH_FETCH_PRIORITY } from "~/components/picture-loading";
import { pushEvent, PAGE_EVENT_DELAY_MS } from "~/lib/data-layer";
import { loadShell } from "~/lib/shell.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { loadSavedState } from "~/lib/saved/saved-cars.server";
import { getEnv } from "~/lib/env.server";
import { getVisitorSession, takeFlash } from "~/sessions.server";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { keepPageWhenNotUpdated } from "~/lib/finance/tool-answer";
import { readConsent } from "~/lib/consent/consent.server";
import { CookieBanner } from "~/components/consent/CookieBanner";
import { TagManager } from "~/components/consent/TagManager";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: "Northway Cars | Quality used cars in Yorkshire and the North West" },
        {
          name: "description",
          content:
            "Used cars from Northway Cars: search our stock, finance online and reserve any car for £99.",
        },
      ];

export const loader = pageLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const [session, login] = await Promise.all([getVisitorSession(request), readLogin(request)]);
  const [shell, saved, consent] = await Promise.all([
    loadShell(session, login !== null),
    loadSavedState(new URL(request.url), session),
    readConsent(request),
  ]);
  const { flash, clear } = await takeFlash(request);
  const headers = clear ? { "Set-Cookie": clear } : undefined;
  // A page drawn for a post is a form that came back with problems: its title starts "Error: " (lib/forms/error-title).
  const answersFormPost = context.formPost === true;
  return json({ shell, saved, flash, consent, gtmId: getEnv().GTM_ID ?? null, answersFormPost }, { headers });
});

export type RootData = typeof loader;

/** A finance tool's post that got no answer changed nothing the shell shows (docs/decisions/070). */
export const shouldRevalidate = keepPageWhenNotUpdated;

function usePageEvents() {
  const location = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(
      () => pushEvent("page", { page_path: location.pathname + location.search, page_title: document.title }),
      PAGE_EVENT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);
}

/**
 * Marks the page interactive: React has hydrated it and every component's effects have run (a parent's effects run
 * after its children's, and this is the top of the page). What only works with JavaScript works from here on; the
 * end-to-end tests wait for it before using it (tests/e2e/fixtures.ts).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMark();
  const data = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const layout = layoutOf(matches);
  const leadPicture = leadPictureOf(matches);
  usePageEvents();
  return (
    <html lang="en-GB" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <script
          nonce={nonce}
          // A constant script of ours, not content: React would escape it as text. The one exception to <Html>.
          // eslint-disable-next-line no-restricted-syntax
          dangerouslySetInnerHTML={{ __html: "document.documentElement.className='js'" }}
        />
        {leadPicture ? <link rel="preload" as="image" href={leadPicture} {...HIGH_FETCH_PRIORITY} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {data ? (
          <SiteFrame
            layout={layout}
            shell={data.shell}
            flash={data.flash}
            cookieBanner={<CookieBanner answered={data.consent !== null} />}
          >
            {children}
          </SiteFrame>
        ) : (
          <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
            {children}
          </main>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {data?.gtmId ? <TagManager id={data.gtmId} consent={data.consent} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
