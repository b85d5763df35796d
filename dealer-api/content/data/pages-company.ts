import { FORM_IDS } from "../../contract/forms";
import { blocks, enquiryFormFields, tickList, type AuthoredPage } from "./page-types";

export const companyPages: readonly AuthoredPage[] = [
  {
    slug: "about-us",
    title: "About us",
    template: "about-us",
    meta_description:
      "Northway Cars: a family-run used car dealer group in Leeds, Manchester, York and Sheffield.",
    fields: {
      header_title: "About Northway Cars",
      text_one:
        "<p>Northway Cars started in 1999 with twelve cars on a forecourt in Leeds. Today we have four branches " +
        "across Yorkshire and the North West, and we are still family-run.</p>",
      text_two:
        "<p>We buy carefully, prepare every car in our own workshops and price honestly, so there is no haggling " +
        "and no pressure.</p>",
      content: blocks([
        [
          "Our branches",
          '<p>Leeds, Manchester, York and Sheffield, each open seven days a week. <a href="/contact">Find us</a>.</p>',
        ],
        [
          "Our people",
          "<p>Around 120 colleagues, many of whom have been with us for more than ten years.</p>",
        ],
      ]),
      content_2: blocks([
        ["In the community", "<p>We sponsor junior football in all four of our home cities.</p>"],
      ]),
      list_item_header: "What every customer gets",
      list_item: tickList("reason_list_item", [
        "A multi-point health check on every car",
        "A 90 day warranty",
        "A 7 day money-back guarantee",
        "Free delivery within 40 miles",
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "contact",
    title: "Contact us",
    template: "generic",
    meta_description:
      "Contact Northway Cars: phone numbers, addresses and opening hours of our four branches.",
    fields: {
      header_title: "Contact us",
      text_one:
        "<p>Call, email or visit any of our four branches: each branch's phone number, address and opening hours " +
        "are below, with directions to find it.</p>",
      ...enquiryFormFields,
    },
  },
  {
    slug: "reviews",
    title: "Customer reviews",
    template: "generic",
    meta_description: "What our customers say about buying a used car from Northway Cars.",
    fields: {
      header_title: "Customer reviews",
      text_one:
        "<p>Every review here comes from a customer who bought a car from us. We publish them all.</p>",
      ...enquiryFormFields,
    },
  },
  {
    slug: "blog",
    title: "Blog",
    template: "blog",
    meta_description: "Used car buying advice, finance guides and motoring news from the Northway Cars team.",
    fields: {},
  },
  {
    slug: "sell-my-car",
    title: "Sell my car",
    template: "generic",
    meta_description:
      "Get a free valuation for your car in minutes. Sell it to us or part-exchange it at any branch.",
    fields: {
      header_title: "Sell my car",
      text_one:
        "<p>Enter your registration and mileage for a free valuation. Our price is valid for 7 days, and we pay by " +
        "bank transfer the same day.</p>",
      list_item_header: "Why sell to us?",
      list_item: tickList("reason_list_item", [
        "No fees, no obligation",
        "We settle outstanding finance for you",
        "Payment the same day",
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "part-exchange",
    title: "Part exchange",
    template: "generic-with-form",
    meta_description: "Part-exchange your car at Northway Cars and use its value towards your next used car.",
    fields: {
      header_title: "Part-exchange your car",
      main_content:
        "<p>Put the value of your current car towards your next one. Tell us about your car and we will come back " +
        "with a part-exchange price, usually the same day.</p>",
      secondary_content:
        "<p>Still paying for it? We settle the finance with your lender and any equity goes towards your deposit.</p>",
      form: FORM_IDS.valuationContact,
      form_intro: "Tell us about your car and how to contact you.",
    },
  },
  {
    slug: "source-my-car",
    title: "Source my car",
    template: "generic-with-form",
    meta_description: "Can't find the used car you want? Tell us and our buyers will source it for you.",
    fields: {
      header_title: "Let us find your car",
      main_content:
        "<p>Our buyers see hundreds of cars every week at auctions and from trusted trade partners. Tell us the " +
        "make, model, budget and must-have features and we will look out for it.</p>",
      secondary_content: "<p>No deposit and no obligation: you only pay if you decide to buy.</p>",
      form: FORM_IDS.generalEnquiry,
      form_intro: "Please provide us with some details to contact you about your enquiry.",
    },
  },
  {
    slug: "thank-you",
    title: "Thank you",
    template: "generic",
    meta_description: "Thank you for contacting Northway Cars.",
    in_sitemap: false,
    fields: {
      header_title: "Thank you",
      text_one:
        "<p>We have received your enquiry and a member of our team will be in touch within one working day. If it " +
        "is urgent, please call your nearest branch.</p>",
      form: 0,
    },
  },
];
