import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

interface Follow {
  state?: unknown;
  preventScrollReset?: boolean;
}
type FollowLink = (event: MouseEvent<HTMLAnchorElement>, how: Follow) => void;
/** The shopper points at (or leaves, with null) a link whose page is worth fetching ahead. */
type IntendLink = (path: string | null) => void;

const FollowContext = createContext<{ follow: FollowLink; intend: IntendLink } | undefined>(undefined);

/** As Remix's `<Link prefetch="intent">`: a page is fetched ahead once the pointer or focus has stayed 100 ms. */
const INTENT_DELAY_MS = 100;

/**
 * Remix's <Link> resolves its target and sets up its own click handling in every link it draws: measured at about
 * 45 µs a link on the server, which a results page of thirty-odd links (cards, their finance examples, chips, pages)
 * paid on every request (ADR 071). A PlainLink is a plain <a>; this provider's one handler turns a plain left click on
 * it into a client-side navigation, as <Link> does, and fetches ahead the page of a link with `prefetch="intent"` the
 * shopper points at (Remix's PrefetchPageLinks, as <Link prefetch="intent"> does). Without JavaScript, or outside the
 * provider, it is an ordinary link.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  const timer = useRef<number>();
  const intend = useCallback<IntendLink>((path) => {
    window.clearTimeout(timer.current);
    if (path === null) setIntended(null);
    else timer.current = window.setTimeout(() => setIntended(path), INTENT_DELAY_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const follow = useCallback<FollowLink>(
    (event, { state, preventScrollReset }) => {
      const anchor = event.currentTarget;
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`, { state, preventScrollReset });
    },
    [navigate],
  );
  const links = useMemo(() => ({ follow, intend }), [follow, intend]);
  return (
    <FollowContext.Provider value={links}>
      {children}
      {intended ? <PrefetchPageLinks page={intended} /> : null}
    </FollowContext.Provider>
  );
}

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path on this site ("/used/cars/…"). */
  to: string;
  /** History state for the page it opens (as <Link state>). */
  state?: unknown;
  preventScrollReset?: boolean;
  /** "intent": fetch the page ahead when the shopper points at the link (see LinkNavigation). */
  prefetch?: "intent";
}

/** A link within the site for long lists of links: see LinkNavigation. */
export function PlainLink({ to, state, preventScrollReset, prefetch, children, ...anchor }: PlainLinkProps) {
  const links = useContext(FollowContext);
  const intent =
    links && prefetch === "intent"
      ? {
          onMouseEnter: () => links.intend(to),
          onFocus: () => links.intend(to),
          onMouseLeave: () => links.intend(null),
          onBlur: () => links.intend(null),
        }
      : undefined;
  return (
    <a
      {...anchor}
      {...intent}
      href={to}
      onClick={links ? (event) => links.follow(event, { state, preventScrollReset }) : undefined}
    >
      {children}
    </a>
  );
}
