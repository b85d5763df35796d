import type { Department } from "@contract/content";
import { openingHours } from "~/lib/opening-hours";
import { mailtoHref, telHref } from "./contact-links";
import { EmailAddress } from "./EmailAddress";
import type { ShellData } from "./shell-data";
import { focusRing } from "./styles";

interface ContactBlockProps {
  /** The branch to show; without one, the group's details and published hours. */
  department: Department | null | undefined;
  group: ShellData["group"];
  /** The block's heading level (its sub-headings are one deeper). */
  headingLevel?: 2 | 3;
}

const link = `inline-flex min-h-11 items-center [overflow-wrap:anywhere] font-semibold text-brand underline underline-offset-4 hover:text-brand-dark ${focusRing}`;

/**
 * Sales e-mail, phone, opening hours and address of a branch (docs/product/content.md#contact-and-branches).
 */
export function ContactBlock({ department, group, headingLevel = 2 }: ContactBlockProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const name = department?.name ?? group.name;
  const telephone = department?.telephone ?? group.telephone;
  const email = department?.email ?? group.email;
  // The branch's week, else the group's as the dealer API publishes it: never hours of our own making.
  const week = department ?? group.opening_times;

  return (
    <div className="rounded-lg bg-brand-light p-6 text-gray-900">
      <Heading className="mb-4 text-2xl font-bold text-brand-dark">Contact {name}</Heading>
      {/* The hours take the width they need, so each day keeps its hours on its line; the others share the rest. */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dl className="space-y-2">
          {email ? (
            <div>
              <dt className="text-sm text-gray-700">Sales email</dt>
              <dd>
                <a href={mailtoHref(email)} aria-label={email} className={link}>
                  <EmailAddress email={email} />
                </a>
              </dd>
            </div>
          ) : null}
          {telephone ? (
            <div>
              <dt className="text-sm text-gray-700">Phone</dt>
              <dd>
                <a href={telHref(telephone)} className={`${link} text-lg`}>
                  {telephone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>

        {/* /christmas-opening-hours lands here (#opening-hours): one contact block a page. */}
        <div id="opening-hours" className="scroll-mt-24">
          <SubHeading className="mb-2 font-bold">Opening hours</SubHeading>
          {week ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {openingHours(week).map((row) => (
                <div key={row.days} className="contents">
                  {/* Only a 320 px phone wraps a long day name; the hours never break. */}
                  <dt className="sm:whitespace-nowrap">{row.days}</dt>
                  <dd className="whitespace-nowrap font-semibold tabular-nums">{row.hours}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>
              Each branch has its own hours:{" "}
              <a href="/contact#branches-heading" className={link}>
                see our branches
              </a>
              .
            </p>
          )}
        </div>

        {department && (
          <div>
            <SubHeading className="mb-2 font-bold">Address</SubHeading>
            <address className="not-italic leading-relaxed">
              {department.name}
              <br />
              {department.line1}
              <br />
              {department.city_town}
              <br />
              {department.postcode}
            </address>
          </div>
        )}
      </div>
    </div>
  );
}
