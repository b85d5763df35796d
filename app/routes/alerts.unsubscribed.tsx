import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

/** Where stopping an alert's e-mails lands: the message above says what stopped (a flash from the post). */
export const meta: MetaFunction = () => [
  { title: "E-mails stopped | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function Unsubscribed() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">E-mails stopped</h1>
      <p className="mt-4 text-lg text-gray-700">
        Changed your mind? Your saved searches and saved cars are where you left them, and each can e-mail you
        again.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/saved-searches" className="btn-primary">
          Saved searches
        </Link>
        <Link to="/favourites" className="btn-secondary">
          Saved vehicles
        </Link>
      </p>
    </div>
  );
}
