import { Link, useLocation } from "@remix-run/react";
import { UserIcon } from "~/components/icons";
import { focusRingOnDark } from "./styles";

/**
 * The header's way to the customer's account (docs/product/shell.md#header): "Sign in" to the click-and-collect login,
 * back to this page once signed in; "Your account" while the customer's login cookie holds. A plain link, so it works
 * without JavaScript. Below 360 px only its icon shows beside the bar's other buttons; its name is always its words.
 */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const to = signedIn
    ? "/account"
    : pathname === "/login"
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
      <span className="sr-only min-[22.5em]:not-sr-only">{label}</span>
    </Link>
  );
}
