import { FORM_IDS } from "../../contract/forms";
import type { AuthoredPage } from "./page-types";

/** Page parts the site shell reads: not pages a visitor lands on, so template "system" and no sitemap entry. */
export const systemPages: readonly AuthoredPage[] = [
  {
    slug: "header",
    title: "Header",
    template: "system",
    meta_description: "Site header: logo and header links.",
    in_sitemap: false,
    fields: {
      logo: { url: "/images/logo.svg", alt: "Northway Cars", width: 180, height: 48 },
      header_links: [
        { name: "Can I get credit?", url: "/can-i-get-credit" },
        { name: "Source my car", url: "/source-my-car" },
      ],
      search_placeholder: "Search the site",
    },
  },
  {
    slug: "footer",
    title: "Footer",
    template: "system",
    meta_description: "Site footer: section headings, popular brands and copyright line.",
    in_sitemap: false,
    fields: {
      get_in_touch_title: "Get In Touch",
      site_map_title: "Site Map",
      popular_brands_title: "Popular Brands",
      // Make slugs as the stock search uses them (?make={slug}).
      popular_brands: [
        { name: "Ford", slug: "ford" },
        { name: "Vauxhall", slug: "vauxhall" },
        { name: "Volkswagen", slug: "volkswagen" },
        { name: "Nissan", slug: "nissan" },
        { name: "Kia", slug: "kia" },
        { name: "Toyota", slug: "toyota" },
        { name: "Hyundai", slug: "hyundai" },
        { name: "Skoda", slug: "skoda" },
        { name: "BMW", slug: "bmw" },
        { name: "Audi", slug: "audi" },
      ],
      company_info_title: "Company Info",
      copyright: "© Northway Cars Ltd. All rights reserved.",
    },
  },
  {
    slug: "covid-modal-content",
    title: "Buying a car with Northway Cars",
    template: "system",
    meta_description: "Information notice shown once on the home page.",
    in_sitemap: false,
    fields: {
      title: "Buying a car with Northway Cars",
      main_content:
        "<p>Buy with confidence, online or in a branch.</p><ul>" +
        "<li>A fully refundable deposit of £99 reserves any car for 7 days.</li>" +
        "<li>All delivery options include a 7 day money-back guarantee.</li>" +
        "<li>Apply for finance online, with a decision in minutes.</li>" +
        "<li>Every car is approved and sanitised before it reaches you.</li>" +
        "<li>Contactless free delivery within 40 miles of your branch (prices apply beyond that).</li>" +
        "<li>A 90 day warranty and a multi-point health check on every car.</li></ul>",
      button_text: "Close",
    },
  },
  {
    slug: "used-cars-search",
    title: "Used cars for sale",
    template: "system",
    meta_description:
      "Search hundreds of quality used cars across Leeds, Manchester, York and Sheffield, with finance quotes on every car.",
    in_sitemap: false,
    fields: {
      title: "Used cars for sale",
      main_content:
        "<p>Every car we sell is prepared in our own workshops, given a multi-point health check and sold with a " +
        "90 day warranty. Filter by budget, monthly payment or the features that matter to you.</p>",
      main_content_2:
        "<p>Prices include VAT where applicable. Monthly figures are based on the finance settings shown; change them " +
        "to see what suits you.</p>",
      rules: { status: "FOR_SALE_RETAIL", min_images: 1, sort: "price|asc", resultsPerPage: 12 },
      default_term: 48,
      default_mileage: 8000,
      default_deposit: 1000,
      content_under_listings:
        "<h2>Can't find the car you want?</h2><p>Our buyers see hundreds of cars every week. Tell us what you are " +
        'looking for and we will <a href="/source-my-car">source it for you</a>.</p>',
      content_under_listings_2:
        "<p>Not sure about finance? Check your eligibility in two minutes without affecting your credit score on our " +
        '<a href="/can-i-get-credit">Can I get credit?</a> page.</p>',
      footer_content:
        "<h2>Buying a used car from Northway Cars</h2><p>We have sold cars in Yorkshire and the North West for over " +
        "25 years. Reserve online for £99, collect from your nearest branch or have the car delivered free within " +
        "40 miles, and take up to 7 days to make sure it is right for you.</p>",
      form: FORM_IDS.generalEnquiry,
    },
  },
];
