export const blogCategories = [
  { id: 1, slug: "buying-advice", name: "Buying advice" },
  { id: 2, slug: "car-finance", name: "Car finance" },
  { id: 3, slug: "electric-and-hybrid", name: "Electric & hybrid" },
  { id: 4, slug: "ownership", name: "Ownership & maintenance" },
  { id: 5, slug: "selling", name: "Selling & part exchange" },
] as const;

export type BlogCategorySlug = (typeof blogCategories)[number]["slug"];

export const blogTags = [
  { slug: "pcp", name: "PCP" },
  { slug: "hp", name: "Hire purchase" },
  { slug: "credit-score", name: "Credit score" },
  { slug: "ulez", name: "ULEZ" },
  { slug: "mot", name: "MOT" },
  { slug: "ev-charging", name: "EV charging" },
  { slug: "hybrid", name: "Hybrid" },
  { slug: "part-exchange", name: "Part exchange" },
  { slug: "winter-driving", name: "Winter driving" },
  { slug: "warranty", name: "Warranty" },
  { slug: "car-tax", name: "Car tax" },
  { slug: "insurance", name: "Insurance" },
  { slug: "first-car", name: "First car" },
  { slug: "servicing", name: "Servicing" },
  { slug: "test-drive", name: "Test drive" },
  { slug: "tyres", name: "Tyres" },
  { slug: "valuation", name: "Valuation" },
  { slug: "consumer-rights", name: "Consumer rights" },
] as const;

export type BlogTagSlug = (typeof blogTags)[number]["slug"];

/** Staff who write for the blog. */
export const authors = {
  jess: { first_name: "Jess", last_name: "Walker" },
  tom: { first_name: "Tom", last_name: "Clarke" },
  amira: { first_name: "Amira", last_name: "Shah" },
  dan: { first_name: "Dan", last_name: "Hughes" },
} as const;

export interface AuthoredPost {
  slug: string;
  title: string;
  category: BlogCategorySlug;
  tags: readonly BlogTagSlug[];
  author: keyof typeof authors;
  /** Days before the seed's `today` the post went live; the hour comes from the seeded generator. */
  published_days_ago: number;
  sticky?: boolean;
  introduction: string;
  main_image_alt: string;
  /** Simple trusted HTML: p, h2, h3, ul, ol, li, strong, a. */
  article: string;
}
