import { useNavigate } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

interface Follow {
  state?: unknown;
  preventScrollReset?: boolean;
}
type FollowLink = (event: MouseEvent<HTMLAnchorElement>, how: Follow) => void;

const FollowContext = createContext<FollowLink | undefined>(undefined);

/**
 * Remix's <Link> resolves its target and sets up its own click handling in every link it draws: measured at about
 * 45 µs a link on the server, which a results page of thirty-odd links (cards, their finance examples, chips, pages)
 * paid on every request (ADR 071). A PlainLink is a plain <a>; this provider's one handler turns a plain left click on
 * it into a client-side navigation, as <Link> does. Without JavaScript, or outside the provider, it is an ordinary link.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
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
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path on this site ("/used/cars/…"). */
  to: string;
  /** History state for the page it opens (as <Link state>). */
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A link within the site for long lists of links: see LinkNavigation. */
export function PlainLink({ to, state, preventScrollReset, children, ...anchor }: PlainLinkProps) {
  const follow = useContext(FollowContext);
  return (
    <a
      {...anchor}
      href={to}
      onClick={follow ? (event) => follow(event, { state, preventScrollReset }) : undefined}
    >
      {children}
    </a>
  );
}
