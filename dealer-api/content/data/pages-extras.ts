import { blocks, enquiryFormFields, faqs, tickList, type AuthoredPage } from "./page-types";

export const extrasPages: readonly AuthoredPage[] = [
  {
    slug: "extras",
    title: "Extras",
    template: "generic",
    meta_description:
      "Warranties, service plans and cover packages to protect your used car from Northway Cars.",
    fields: {
      header_title: "Extras",
      text_one:
        "<p>Look after your car, and your budget, with cover you can add when you buy. Everything can be added to " +
        "your finance agreement.</p>",
      content: blocks([
        [
          "Used car warranties",
          '<p>Extend our 90 day warranty to up to three years. <a href="/extras/used-car-warranties">Warranties</a>.</p>',
        ],
        [
          "Service plans",
          '<p>Fix the cost of servicing and MOTs in monthly payments. <a href="/extras/service-plans">Service plans</a>.' +
            "</p>",
        ],
        [
          "Packages",
          '<p>Bronze, Silver and Gold bundles of warranty, servicing and breakdown cover. <a href="/packages">Compare ' +
            "packages</a>.</p>",
        ],
        ["Paint protection", "<p>A ceramic coating that keeps your paintwork looking new, from £299.</p>"],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "extras/used-car-warranties",
    title: "Used car warranties",
    template: "generic",
    meta_description:
      "Extend the 90 day warranty on your used car to up to three years, with cover at any VAT-registered garage.",
    fields: {
      header_title: "Used car warranties",
      text_one:
        "<p>Every car we sell comes with a 90 day warranty. Extend it to one, two or three years and an unexpected " +
        "repair bill will not derail your budget. A three year warranty costs £849 and can be added to finance.</p>",
      list_item_header: "What is covered",
      list_item: tickList("reason_list_item", [
        "Engine, gearbox and drivetrain",
        "Electrical systems, including infotainment",
        "Air conditioning and turbochargers",
        "Repairs at any VAT-registered garage in the UK",
      ]),
      faq_title: "Warranty questions",
      faq: faqs([
        [
          "Is wear and tear covered?",
          "<p>Items that wear in normal use, such as tyres, brake pads and discs, clutches and wiper blades, are not " +
            "covered.</p>",
        ],
        [
          "Do I have to service the car with you?",
          "<p>No, but it must be serviced on time to the manufacturer's schedule, and you should keep the " +
            "receipts.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "extras/service-plans",
    title: "Service plans",
    template: "generic",
    meta_description:
      "Spread the cost of servicing and MOTs with a Northway Cars service plan from £20 a month.",
    fields: {
      header_title: "Service plans",
      text_one:
        "<p>Get servicing, MOT and guarantee in one plan. Pay monthly, or add the plan to your finance (a three year " +
        "plan is £960), and your car is serviced on schedule at any of our branches.</p>",
      list_item_header: "Every plan includes",
      list_item: tickList("reason_list_item", [
        "Annual services to the manufacturer's schedule",
        "MOT tests, with retest if needed",
        "Genuine or matching-quality parts",
        "A free courtesy car on request",
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "packages",
    title: "Packages",
    template: "generic",
    meta_description:
      "Bronze, Silver and Gold packages: warranty, service plan, breakdown cover and MOT insurance.",
    fields: {
      header_title: "Our packages",
      text_one:
        "<p>Choose the cover that suits how you drive. Each package bundles warranty, a service plan, breakdown " +
        "cover and MOT insurance.</p>",
      content: blocks([
        [
          "Bronze",
          "<p>1 year warranty, 1 year service plan, 1 year breakdown cover and 1 year MOT insurance.</p>",
        ],
        [
          "Silver",
          "<p>2 year warranty, 2 year service plan, 2 year breakdown cover and 1 year MOT insurance.</p>",
        ],
        [
          "Gold",
          "<p>3 year warranty, 3 year service plan, 3 year breakdown cover and 2 years MOT insurance.</p>",
        ],
      ]),
      secondary_content:
        "<p>Each package is priced on top of our £179 admin fee and shown in the car's price breakdown before you " +
        "commit. Packages can be added to your finance agreement.</p>",
      ...enquiryFormFields,
    },
  },
  {
    slug: "servicing",
    title: "Servicing and MOT",
    template: "generic",
    meta_description:
      "Book a service or MOT at a Northway Cars workshop in Leeds, Manchester, York or Sheffield.",
    fields: {
      header_title: "Servicing and MOT",
      text_one:
        "<p>Our workshops service every make, whether or not you bought the car from us, and keep your manufacturer " +
        "warranty intact.</p>",
      content: blocks([
        [
          "Interim service",
          "<p>Oil and filter change plus 40 checks, for higher-mileage drivers between full services.</p>",
        ],
        [
          "Full service",
          "<p>Everything in the interim service plus air, fuel and pollen filters and 70 checks.</p>",
        ],
        [
          "MOT",
          "<p>Class 4 MOT testing at the government maximum fee or less, with free retest within 10 working days.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "special-offers",
    title: "Special offers",
    template: "generic",
    meta_description:
      "The latest used car offers from Northway Cars: 0% APR, £0 deposit, free warranties and more.",
    fields: {
      header_title: "Special offers",
      text_one:
        "<p>Our current offers across all stock. Offers are subject to availability and, where finance is " +
        "involved, to status.</p>",
      text_two:
        "<p>Choose an offer to see the cars it applies to. Every car still comes with our 90 day warranty, 7 day " +
        "money-back guarantee and free delivery within 40 miles.</p>",
      ...enquiryFormFields,
    },
  },
];
