import { openingHours } from "./content/data/site";
/**
 * The dealer group's branches: real UK towns, fictional addresses, Ofcom drama phone numbers.
 * Stock is spread across these; the content service publishes them as departments.
 */
export interface Branch {
  id: number;
  code: string;
  slug: string;
  name: string;
  line1: string;
  city_town: string;
  postcode: string;
  telephone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export const branches: readonly Branch[] = [
  {
    id: 1,
    code: "LEE",
    slug: "leeds",
    name: "Northway Cars Leeds",
    line1: "Unit 4, Ring Road Retail Park",
    city_town: "Leeds",
    postcode: "LS11 8BU",
    telephone: "0113 496 0412",
    email: "leeds@northwaycars.co.uk",
    latitude: 53.7769,
    longitude: -1.5596,
  },
  {
    id: 2,
    code: "MAN",
    slug: "manchester",
    name: "Northway Cars Manchester",
    line1: "212 Chester Road",
    city_town: "Manchester",
    postcode: "M15 4EZ",
    telephone: "0161 496 0733",
    email: "manchester@northwaycars.co.uk",
    latitude: 53.4669,
    longitude: -2.2608,
  },
  {
    id: 3,
    code: "YOR",
    slug: "york",
    name: "Northway Cars York",
    line1: "18 Clifton Moor Gate",
    city_town: "York",
    postcode: "YO30 4WY",
    telephone: "01632 960215",
    email: "york@northwaycars.co.uk",
    latitude: 53.9923,
    longitude: -1.1013,
  },
  {
    id: 4,
    code: "SHF",
    slug: "sheffield",
    name: "Northway Cars Sheffield",
    line1: "7 Meadowhall Way",
    city_town: "Sheffield",
    postcode: "S9 1EP",
    telephone: "01632 960388",
    email: "sheffield@northwaycars.co.uk",
    latitude: 53.4138,
    longitude: -1.4126,
  },
];

export const groupContact = {
  name: "Northway Cars",
  telephone: "0113 496 0400",
  email: "sales@northwaycars.co.uk",
  opening_times: openingHours,
};
