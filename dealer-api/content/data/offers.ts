import type { PromoFinance, PromoRules } from "../../contract/content";
import type { OfferTag } from "../../contract/vehicle";

/** "{ends}" is replaced at seed time with a month a little after `today`, so offers never look expired. */
export const ENDS_PLACEHOLDER = "{ends}";

/**
 * Offer cards in display order: the first four are the home page's Popular Offers
 * (docs/product/home.md#popular-offers).
 */
export const offerCards: readonly {
  slug: string;
  icon: string;
  icon_text: string;
  heading: string;
  text: string;
  link: string;
  btn_text: string;
  /** The stock tag of the cars the offer applies to; null for every car (contract/content.ts offer). */
  vehicle_tag: OfferTag | null;
}[] = [
  {
    slug: "0-apr",
    icon: "percent",
    icon_text: "0% APR",
    heading: "0% Finance Deals",
    text: "Spread the cost with 0% APR representative on selected cars.",
    link: "/used/cars/search?tags=0-apr",
    btn_text: "View Cars",
    vehicle_tag: "0-apr",
  },
  {
    slug: "0-deposit",
    icon: "pound",
    icon_text: "£0 deposit",
    heading: "£0 Deposit Finance",
    text: `On selected cars, offer ends ${ENDS_PLACEHOLDER}`,
    link: "/finance/zero-deposit-finance",
    btn_text: "Find out more",
    vehicle_tag: "0-deposit",
  },
  {
    slug: "warranty",
    icon: "shield",
    icon_text: "3 years",
    heading: "Three Year Warranty",
    text: "Extend your cover to three years for £849, and add it to your finance.",
    link: "/extras/used-car-warranties",
    btn_text: "Find out more",
    vehicle_tag: "warranty",
  },
  {
    slug: "service-plan",
    icon: "wrench",
    icon_text: "Service",
    heading: "Service Plan Offer",
    text: "Get servicing, MOT and guarantee",
    link: "/extras/service-plans",
    btn_text: "Find out more",
    vehicle_tag: "service",
  },
  {
    slug: "free-delivery",
    icon: "truck",
    icon_text: "Free",
    heading: "Free Delivery",
    text: "Contactless delivery free within 40 miles of your branch.",
    link: "/terms-and-conditions",
    btn_text: "Find out more",
    vehicle_tag: null,
  },
  {
    slug: "0-payments",
    icon: "calendar",
    icon_text: "3 months",
    heading: "3 Months, No Payments",
    text: "Buy now, pay nothing for 3 months.",
    link: "/three-months-no-payments",
    btn_text: "Find out more",
    vehicle_tag: "0-payments",
  },
];

/**
 * Vehicle promotions: a car shows a promotion when any one rule matches
 * (docs/product/vehicle-page.md#promotions).
 */
export const promotions: readonly {
  id: number;
  name: string;
  rules: PromoRules;
  heading: string;
  text: string;
  terms: string;
  link: string;
  /** Whether ends_on is set (to the seeded offer end date) or the promotion is open-ended. */
  ends: boolean;
  /** The finance terms a finance offer prices into the quotes of its cars (contract/content.ts promoFinance). */
  finance: PromoFinance | null;
}[] = [
  {
    id: 1,
    name: "Electric warranty",
    rules: { fuel_type: ["electric"] },
    heading: "Free 3-year warranty on all electric cars",
    text: "Buy any electric car and we extend its warranty to three years, including the battery, at no cost.",
    terms: "Battery cover up to 70% state of health. Not available with other warranty offers.",
    link: "/extras/used-car-warranties",
    ends: true,
    finance: null,
  },
  {
    id: 2,
    name: "Kia and Hyundai 0% APR",
    rules: { make: ["kia", "hyundai"] },
    heading: "0% APR on Kia and Hyundai",
    text: "0% APR representative over 36 months with a 20% deposit.",
    terms: "Subject to status. HP only. Minimum deposit 20% of the cash price.",
    link: "/used/cars/search?make=kia,hyundai",
    ends: true,
    // As the text and terms say: HP over 36 months, at least 20% down, at 0% (the option-to-purchase fee waived).
    finance: { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 },
  },
  {
    id: 3,
    name: "SUV first service",
    rules: { body_type: ["suv"] },
    heading: "First service free on every SUV",
    text: "Your first annual service at any Northway Cars workshop is on us.",
    terms: "Within 12 months of purchase. Oil, filters and labour; other parts charged.",
    link: "/servicing",
    ends: false,
    finance: null,
  },
  {
    id: 4,
    name: "Fiesta and Focus deposit contribution",
    rules: { range: ["fiesta", "focus"] },
    heading: "£500 towards your deposit",
    text: "We add £500 to your deposit when you buy a Ford Fiesta or Focus on finance.",
    terms: "Subject to status. Minimum finance term 24 months.",
    link: "/finance",
    ends: true,
    // Either product, 24 months or more: the dealer pays £500 of the deposit.
    finance: { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 },
  },
  {
    id: 5,
    name: "York full tank",
    rules: { location_id: [3] },
    heading: "A full tank on us in York",
    text: "Every car collected from our York branch leaves with a full tank or a full charge.",
    terms: "Collection from Northway Cars York only.",
    link: "/contact",
    ends: false,
    finance: null,
  },
];
