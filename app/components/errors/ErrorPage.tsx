import { Link } from "@remix-run/react";

interface ErrorPageProps {
  heading: string;
  message: string;
  detail?: string;
  status: number;
}

/**
 * The error pages (docs/product/shell.md#error-pages): a message and the three ways on (Home, Find a vehicle,
 * Get in touch).
 */
export function ErrorPage({ heading, message, detail, status }: ErrorPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-gray-700">{message}</p>
      {detail ? <p className="mt-2 text-gray-700">{detail}</p> : null}
      <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Where to go next">
        <li>
          <Link to="/" className="btn-primary">
            Home
          </Link>
        </li>
        <li>
          <Link to="/used/cars/search" className="btn-secondary">
            Find a vehicle
          </Link>
        </li>
        <li>
          <Link to="/contact/" className="btn-secondary">
            Get in touch
          </Link>
        </li>
      </ul>
    </div>
  );
}
