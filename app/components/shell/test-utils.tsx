import { render } from "@testing-library/react";
// react-router-dom comes with @remix-run/react; its memory router gives Remix's Link, Form and hooks a data router.
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import type { Department } from "@contract/content";
import type { ShellData } from "./shell-data";
import { markup } from "~/lib/safe-html";

const hours = {
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
};

export const leeds: Department = {
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
  ...hours,
};

export const york: Department = {
  ...leeds,
  id: 3,
  code: "YOR",
  slug: "york",
  name: "Northway Cars York",
  line1: "18 Clifton Moor Gate",
  city_town: "York",
  postcode: "YO30 4WY",
  telephone: "01632 960215",
  email: "york@northwaycars.co.uk",
};

export function shellFixture(overrides: Partial<ShellData> = {}): ShellData {
  return {
    logo: { url: "/logo.svg", alt: "Northway Cars", width: 200, height: 48 },
    headerMenu: [
      {
        name: "Used Cars",
        url: "/used/cars/search",
        children: [
          { name: "Electric cars", url: "/used/cars/search?fuel_type=electric" },
          { name: "Automatic cars", url: "/used/cars/search?transmission=automatic" },
        ],
      },
      { name: "Sell My Car", url: "/sell-my-car", children: [] },
      {
        name: "Finance",
        url: "#",
        children: [{ name: "Zero deposit", url: "/finance/zero-deposit-finance" }],
      },
    ],
    footerMenu: [
      { name: "Used Cars", url: "/used/cars/search", children: [{ name: "Blog", url: "/blog" }] },
      { name: "Contact", url: "/contact", children: [{ name: "Used Cars again", url: "/used/cars/search" }] },
    ],
    termLinks: [
      { name: "Terms and conditions", url: "/terms-and-conditions", children: [] },
      { name: "Privacy policy", url: "/privacy-policy", children: [] },
    ],
    socials: [
      { site_name: "facebook", url: "https://www.facebook.com/northwaycars" },
      { site_name: "youtube", url: "https://www.youtube.com/@northwaycars" },
    ],
    departments: [leeds, york],
    selectedDealer: leeds,
    signedIn: false,
    footerHtml: {
      companyInfo: markup`<p>Northway Cars Ltd, registered in England <strong>01234567</strong>.</p>`,
      financialDisclosure: markup`<p>We are a credit broker, not a lender.</p>`,
    },
    favouritesCount: 3,
    popularBrands: [
      { name: "Ford", slug: "ford" },
      { name: "Land Rover", slug: "land-rover" },
    ],
    group: {
      name: "Northway Cars",
      telephone: "0113 496 0000",
      email: "sales@northwaycars.co.uk",
      opening_times: {
        monday_time_open: "08:30",
        monday_time_closed: "19:00",
        saturday_time_open: "09:00",
        saturday_time_closed: "17:00",
        sunday_time_open: "11:00",
        sunday_time_closed: "17:00",
      },
    },
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` on every path of a memory data router, with the current location in a test id "location". */
export function renderInRouter(ui: React.ReactNode, path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} future={{ v7_startTransition: true }} />) };
}
