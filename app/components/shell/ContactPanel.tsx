import type { Department } from "@contract/content";
import type { ShellData } from "./shell-data";
import { mailtoHref, telHref } from "./contact-links";
import { focusRing } from "./styles";
import { EmailAddress } from "./EmailAddress";

interface ContactPanelProps {
  kind: "telephone" | "email";
  departments: Department[];
  selected: Department | undefined;
  group: ShellData["group"];
}

/** The phone or e-mail panel: the chosen branch first and large, then every other branch. */
export function ContactPanel({ kind, departments, selected, group }: ContactPanelProps) {
  const href = kind === "telephone" ? telHref : mailtoHref;
  const main = selected
    ? { name: selected.name, value: selected[kind] }
    : { name: group.name, value: group[kind] };
  const others = departments.filter((department) => department.slug !== selected?.slug);
  const verb = kind === "telephone" ? "Call" : "Email";
  return (
    <div className="space-y-4">
      {main.value ? (
        <p>
          <span className="block text-sm text-gray-700">
            {verb} {main.name}
          </span>
          <a
            href={href(main.value)}
            aria-label={kind === "email" ? main.value : undefined}
            className={`inline-flex min-h-11 items-center [overflow-wrap:anywhere] text-xl font-bold text-brand underline-offset-4 hover:underline ${focusRing}`}
          >
            {kind === "email" ? <EmailAddress email={main.value} /> : main.value}
          </a>
        </p>
      ) : null}
      {others.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-semibold text-gray-900">Other branches</p>
          <ul className="space-y-1">
            {others.map((department) => (
              <li key={department.slug} className="flex flex-wrap items-center justify-between gap-x-3">
                <span className="text-gray-800">{department.city_town}</span>
                <a
                  href={href(department[kind])}
                  aria-label={`${verb} ${department.name}: ${department[kind]}`}
                  className={`inline-flex min-h-11 items-center [overflow-wrap:anywhere] text-brand underline underline-offset-4 ${focusRing}`}
                >
                  {kind === "email" ? <EmailAddress email={department[kind]} /> : department[kind]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
