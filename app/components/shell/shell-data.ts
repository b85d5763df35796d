import type { Department, MenuItem, SocialLink } from "../../../dealer-api/contract/content";

export interface Logo {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Everything the site chrome (header, footer, contact block) shows: loaded once by the root loader. */
export interface ShellData {
  logo: Logo;
  headerMenu: MenuItem[];
  footerMenu: MenuItem[];
  termLinks: MenuItem[];
  socials: SocialLink[];
  /** Branches, sorted by name. */
  departments: Department[];
  /** The branch the visitor chose (or the first one): its phone and e-mail show in the header and footer. */
  selectedDealer?: Department;
  /** Snippet content by slug (HTML from the content service, already sanitised). */
  snippets: Record<string, string>;
  favouritesCount: number;
  popularBrands: { name: string; slug: string }[];
  group: { name: string; telephone: string; email: string };
}
