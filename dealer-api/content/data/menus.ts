/** A menu entry as authored: children nest one level (the header shows them as sub-menus). */
export interface MenuEntry {
  name: string;
  url: string;
  children?: readonly { name: string; url: string }[];
}

export const headerMenu: readonly MenuEntry[] = [
  {
    name: "Used Cars",
    url: "/used/cars/search",
    children: [
      { name: "Search all cars", url: "/used/cars/search" },
      { name: "Under £10,000", url: "/used/cars/search?max_price=10000" },
      { name: "Electric & hybrid", url: "/used/cars/search?fuel_type=electric,hybrid" },
      { name: "0% APR offers", url: "/used/cars/search?tags=0-apr" },
      { name: "Source my car", url: "/source-my-car" },
    ],
  },
  {
    name: "Finance",
    url: "/finance",
    children: [
      { name: "Car finance explained", url: "/finance" },
      { name: "Hire purchase (HP)", url: "/finance/hire-purchase" },
      { name: "Personal contract purchase (PCP)", url: "/finance/personal-contract-purchase" },
      { name: "Zero-deposit finance", url: "/finance/zero-deposit-finance" },
      { name: "Can I get credit?", url: "/can-i-get-credit" },
    ],
  },
  {
    name: "Sell My Car",
    url: "/sell-my-car",
    children: [
      { name: "Value my car", url: "/sell-my-car" },
      { name: "Part exchange", url: "/part-exchange" },
    ],
  },
  {
    name: "Extras",
    url: "/extras",
    children: [
      { name: "Warranties", url: "/extras/used-car-warranties" },
      { name: "Service plans", url: "/extras/service-plans" },
      { name: "Packages", url: "/packages" },
      { name: "Servicing & MOT", url: "/servicing" },
    ],
  },
  { name: "Offers", url: "/special-offers" },
  {
    name: "About",
    url: "/about-us",
    children: [
      { name: "About us", url: "/about-us" },
      { name: "Branches & contact", url: "/contact" },
      { name: "Blog", url: "/blog" },
      { name: "Reviews", url: "/reviews" },
    ],
  },
];

/** The footer's "Site Map" section. */
export const footerMenu: readonly MenuEntry[] = [
  { name: "Home", url: "/" },
  { name: "Used cars", url: "/used/cars/search" },
  { name: "Sell my car", url: "/sell-my-car" },
  { name: "Car finance", url: "/finance" },
  { name: "Special offers", url: "/special-offers" },
  { name: "Click and collect", url: "/click-collect" },
  { name: "Warranties", url: "/extras/used-car-warranties" },
  { name: "Blog", url: "/blog" },
  { name: "About us", url: "/about-us" },
  { name: "Contact us", url: "/contact" },
];

export const footerTermLinks: readonly MenuEntry[] = [
  { name: "Terms and conditions", url: "/terms-and-conditions" },
  { name: "Privacy policy", url: "/privacy-policy" },
  { name: "Cookie policy", url: "/cookie-policy" },
  { name: "Complaints", url: "/complaints" },
  { name: "Modern slavery statement", url: "/modern-slavery-statement" },
];

export const menus = {
  header: headerMenu,
  footer: footerMenu,
  "footer-term-links": footerTermLinks,
} as const;
