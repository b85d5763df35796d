import type { SocialLink } from "@contract/content";
import { SocialIcon } from "~/components/icons";

const SITE_NAMES: Record<SocialLink["site_name"], string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  instagram: "Instagram",
  youtube: "YouTube",
};

interface SocialLinksProps {
  socials: SocialLink[];
  /** The dealer group's name, for accessible names such as "Northway Cars on Facebook". */
  owner: string;
  /** Classes for each link (colours and focus ring differ between the header panel and the footer). */
  linkClassName: string;
  /** Show the site's name beside its icon. */
  showNames?: boolean;
}

export function SocialLinks({ socials, owner, linkClassName, showNames = false }: SocialLinksProps) {
  if (socials.length === 0) return null;
  return (
    <ul className={showNames ? "space-y-1" : "flex flex-wrap gap-2"}>
      {socials.map((social) => {
        const site = SITE_NAMES[social.site_name];
        return (
          <li key={social.url}>
            <a
              href={social.url}
              rel="noopener noreferrer"
              className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-3 rounded ${linkClassName}`}
            >
              <SocialIcon site={social.site_name} className="h-6 w-6" />
              <span className="sr-only">
                {owner} on {site}
              </span>
              {showNames && <span aria-hidden="true">{site}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
