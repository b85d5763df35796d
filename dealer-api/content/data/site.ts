import type { SocialLink } from "../../contract/content";

export const socials: readonly SocialLink[] = [
  { site_name: "facebook", url: "https://www.facebook.com/northwaycars" },
  { site_name: "twitter", url: "https://twitter.com/northwaycars" },
  { site_name: "instagram", url: "https://www.instagram.com/northwaycars/" },
  { site_name: "youtube", url: "https://www.youtube.com/@northwaycars" },
];

/** Group opening hours (spec: Monday to Friday 08:30-19:00, Saturday 09:00-17:00, Sunday 11:00-17:00). */
export const openingHours = {
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
} as const;

/** Legacy URLs from the old site, still linked from search engines and printed adverts. */
export const redirects: readonly { from_path: string; to_url: string; status: number }[] = [
  { from_path: "/used-cars", to_url: "/used/cars/search", status: 301 },
  { from_path: "/used-cars/electric", to_url: "/used/cars/search?fuel_type=electric", status: 301 },
  { from_path: "/finance-explained", to_url: "/finance", status: 301 },
  { from_path: "/pcp-finance", to_url: "/finance/personal-contract-purchase", status: 301 },
  { from_path: "/about", to_url: "/about-us", status: 301 },
  { from_path: "/contact-us", to_url: "/contact", status: 301 },
  { from_path: "/value-my-car", to_url: "/sell-my-car", status: 301 },
  { from_path: "/warranty", to_url: "/extras/used-car-warranties", status: 301 },
  { from_path: "/news", to_url: "/blog", status: 301 },
  // Lands on the contact page's opening hours, beside the Christmas hours, not at its top.
  { from_path: "/christmas-opening-hours", to_url: "/contact#opening-hours", status: 302 },
];

export const adminFees: readonly { customer_type: string; label: string; amount: number }[] = [
  { customer_type: "retail", label: "Retail customer", amount: 179 },
  { customer_type: "repeat-12-months", label: "Returning customer within 12 months", amount: 0 },
  { customer_type: "repeat-24-months", label: "Returning customer within 24 months", amount: 100 },
  { customer_type: "trade-export", label: "Trade or export sale", amount: 299 },
];

/** Bronze, Silver and Gold: years of warranty, service plan, breakdown cover and MOT insurance, in that order. */
export const packages: readonly {
  slug: string;
  name: string;
  price: number;
  summary: string;
  items: readonly { name: string; years: number }[];
}[] = [
  {
    slug: "bronze",
    name: "Bronze",
    price: 295,
    summary: "A year of cover on top of our standard 90 day warranty, to get you started.",
    items: [
      { name: "Warranty", years: 1 },
      { name: "Service plan", years: 1 },
      { name: "Breakdown cover", years: 1 },
      { name: "MOT insurance", years: 1 },
    ],
  },
  {
    slug: "silver",
    name: "Silver",
    price: 545,
    summary: "Two years of warranty, servicing and breakdown cover for drivers who like to plan ahead.",
    items: [
      { name: "Warranty", years: 2 },
      { name: "Service plan", years: 2 },
      { name: "Breakdown cover", years: 2 },
      { name: "MOT insurance", years: 1 },
    ],
  },
  {
    slug: "gold",
    name: "Gold",
    price: 895,
    summary: "Our most complete cover: three years of warranty, servicing and breakdown cover.",
    items: [
      { name: "Warranty", years: 3 },
      { name: "Service plan", years: 3 },
      { name: "Breakdown cover", years: 3 },
      { name: "MOT insurance", years: 2 },
    ],
  },
];
