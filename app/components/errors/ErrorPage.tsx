import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

interface ErrorPageProps {
  heading: string;
  message: string;
  detail?: string;
  status: number;
}

interface WayOn {
  to: string;
  label: string;
  className: string;
}

/** The three ways on (docs/product/shell.md#error-pages). */
const WAYS_ON: readonly WayOn[] = [
  { to: "/", label: "Home", className: "btn-primary" },
  { to: "/used/cars/search", label: "Find a vehicle", className: "btn-secondary" },
  { to: "/contact/", label: "Get in touch", className: "btn-secondary" },
];

function ErrorContent({
  heading,
  message,
  detail,
  status,
  link,
}: ErrorPageProps & { link: (way: WayOn) => ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-gray-700">{message}</p>
      {detail ? <p className="mt-2 text-gray-700">{detail}</p> : null}
      <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Where to go next">
        {WAYS_ON.map((way) => (
          <li key={way.to}>{link(way)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The error pages (docs/product/shell.md#error-pages): a message and the three ways on (Home, Find a vehicle,
 * Get in touch).
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorContent
      {...props}
      link={(way) => (
        <Link to={way.to} className={way.className}>
          {way.label}
        </Link>
      )}
    />
  );
}

/** The same page outside the app's router (a request refused before any route runs, a page with no scripts). */
export function StandaloneErrorPage(props: ErrorPageProps) {
  return (
    <ErrorContent
      {...props}
      link={(way) => (
        <a href={way.to} className={way.className}>
          {way.label}
        </a>
      )}
    />
  );
}
