import type { OpeningTimes } from "@contract/content";
import type { Department, MenuItem, SocialLink } from "@contract/content";
import type { SafeHtml } from "~/lib/safe-html";

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
  /** The footer's editor snippets (`company-info`, `financial-disclosure`), sanitised by the loader. */
  footerHtml: { companyInfo?: SafeHtml; financialDisclosure?: SafeHtml };
  /** The home page's heading from its snippet (`home-hero-heading`), when that is plain text. */
  heroHeading?: string;
  favouritesCount: number;
  /** Whether the request carries a customer's login (the header then offers "Your account" rather than "Sign in"). */
  signedIn: boolean;
  popularBrands: { name: string; slug: string }[];
  /**
   * The group itself (the dealer API's `/api/group`); its phone, e-mail and hours are unknown while the API cannot
   * answer, and its hours when the dealer API publishes none.
   */
  group: { name: string; telephone?: string; email?: string; opening_times?: OpeningTimes };
}
