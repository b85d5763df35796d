import { Link, useLocation } from "@remix-run/react";
import { UserIcon } from "~/components/icons";
import { focusRingOnDark } from "./styles";

/**
 * The header's way to the customer's account (docs/product/shell.md#header): "Sign in" to the click-and-collect login,
 * back to this page once signed in; "Your account" while the customer's login cookie holds. A plain link, so it works
 * without JavaScript. Below 640 px only its icon shows beside the bar's other buttons (its words do not fit a phone's top bar
 * beside them); its name is always its words.
 */
const MAX_BACK_LENGTH = 500;

export function AccountLink({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  // Back to this page after signing in; an address too long to be a page of ours (a hostile one) is not repeated.
  const here = [`${pathname}${search}`, pathname].find((back) => back.length <= MAX_BACK_LENGTH);
  const to = signedIn
    ? "/account"
    : pathname === "/login" || here === undefined
      ? "/login"
      : `/login?redirectTo=${encodeURIComponent(here)}`;
  const label = signedIn ? "Your account" : "Sign in";
  return (
    <Link
      to={to}
      aria-current={signedIn && pathname === "/account" ? "page" : undefined}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded px-2 font-semibold text-white hover:bg-white/10 ${focusRingOnDark}`}
    >
      <UserIcon />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Link>
  );
}
