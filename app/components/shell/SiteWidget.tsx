import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CloseIcon } from "~/components/icons";
import { focusRing } from "./styles";

const STORAGE_KEY = "credit-widget-dismissed";

function wasDismissed() {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "yes";
  } catch {
    return false;
  }
}

/**
 * The floating credit widget: hidden once dismissed, and not enabled by default. It renders nothing unless
 * enabled. Without JavaScript it simply shows; with it, a dismiss button appears and the choice is kept in localStorage.
 */
export function SiteWidget({ enabled = false }: { enabled?: boolean }) {
  const [state, setState] = useState<"server" | "shown" | "dismissed">("server");

  useEffect(() => {
    if (enabled) setState(wasDismissed() ? "dismissed" : "shown");
  }, [enabled]);

  if (!enabled || state === "dismissed") return null;

  function dismiss() {
    try {
      window.localStorage.setItem(STORAGE_KEY, "yes");
    } catch {
      // Storage is blocked: the widget still goes away for this page view.
    }
    setState("dismissed");
  }

  return (
    <aside
      aria-label="Credit check"
      className="fixed bottom-4 right-4 z-30 flex max-w-xs items-start gap-2 rounded-lg bg-white p-4 text-gray-900 shadow-xl ring-1 ring-black/10"
    >
      <Link to="/can-i-get-credit" className={`flex-1 rounded ${focusRing}`}>
        <span className="block font-bold text-brand">Can I get credit?</span>
        <span className="block text-sm text-gray-700">
          Check your eligibility without affecting your credit score
        </span>
      </Link>
      {state === "shown" && (
        <button
          type="button"
          onClick={dismiss}
          className={`-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-gray-700 hover:bg-gray-100 ${focusRing}`}
        >
          <CloseIcon />
          <span className="sr-only">Dismiss the credit check offer</span>
        </button>
      )}
    </aside>
  );
}
