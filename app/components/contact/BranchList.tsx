import { Link } from "@remix-run/react";
import type { Department } from "@contract/content";
import { openingHours } from "~/lib/opening-hours";
import { mailtoHref, telHref } from "~/components/shell/contact-links";
import { EmailAddress } from "~/components/shell/EmailAddress";

const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/** Every branch with its details, each with a link that shows it on the contact page (and sends enquiries there). */
export function BranchList({ branches, shown }: { branches: Department[]; shown: string }) {
  return (
    <section aria-labelledby="branches-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="branches-heading" className="text-2xl font-bold text-gray-900">
        Our branches
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {branches.map((branch) => {
          const current = branch.slug === shown;
          return (
            <li
              key={branch.slug}
              className={`rounded-lg border bg-white p-5 ${current ? "border-brand ring-2 ring-brand" : "border-gray-200"}`}
            >
              <h3 className="text-lg font-bold text-gray-900">{branch.name}</h3>
              <address className="mt-2 not-italic leading-relaxed">
                {branch.line1}
                <br />
                {branch.city_town}
                <br />
                {branch.postcode}
              </address>
              <p className="mt-2">
                <a href={telHref(branch.telephone)} className={link}>
                  <span className="sr-only">Phone {branch.name}: </span>
                  {branch.telephone}
                </a>
              </p>
              <p className="break-words">
                <a
                  href={mailtoHref(branch.email)}
                  aria-label={`Email ${branch.name}: ${branch.email}`}
                  className={link}
                >
                  <EmailAddress email={branch.email} />
                </a>
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {openingHours(branch).map((row) => (
                  <div key={row.days} className="contents">
                    <dt className="sm:whitespace-nowrap">{row.days}</dt>
                    <dd className="whitespace-nowrap tabular-nums">{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4">
                {current ? (
                  <span className="font-semibold text-gray-900">Shown above</span>
                ) : (
                  <Link to={`/contact?branch=${branch.slug}`} className={link}>
                    Contact {branch.name}
                  </Link>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
