import { FORM_IDS } from "../../contract/forms";
import { blocks, enquiryFormFields, pageArt, tickList, type AuthoredPage } from "./page-types";

export const companyPages: readonly AuthoredPage[] = [
  {
    slug: "about-us",
    title: "About us",
    template: "about-us",
    meta_description:
      "Northway Cars: a family-run used car dealer group in Leeds, Manchester, York and Sheffield.",
    fields: {
      header: "Family-run since 1999",
      header_title: "About Northway Cars",
      hero_image: pageArt("about-us", "An open road through rolling Yorkshire hills on a bright morning"),
      text_one:
        "<p>Northway Cars started in 1999 with twelve cars on a forecourt in Leeds. Today we have four branches, in " +
        "Leeds, Manchester, York and Sheffield, and we are still family-run.</p>",
      text_two:
        "<p>We buy carefully, prepare every car in our own workshops and price it honestly, so there is no haggling " +
        "and no pressure. If a car is not right for you, we would rather you walked away than drove away unhappy.</p>",
      content: blocks([
        [
          "Our branches",
          "<p>You will find us on Ring Road Retail Park in Leeds, Chester Road in Manchester, Clifton Moor in York " +
            'and by Meadowhall in Sheffield, each open seven days a week. <a href="/contact">Find your nearest ' +
            "branch</a>.</p>",
        ],
        [
          "Our people",
          "<p>Around 120 colleagues, from technicians and valeters to sales and finance managers, many of whom have " +
            "been with us for more than ten years.</p>",
        ],
        [
          "How we prepare a car",
          "<p>Every car has a multi-point health check in our own workshop, any work it needs, a service if one is " +
            "due and a full valet before it goes on sale.</p>",
        ],
      ]),
      content_2: blocks([
        [
          "In the community",
          "<p>We sponsor junior football teams in all four of our home cities and lend a minibus to local charities " +
            "at weekends.</p>",
        ],
      ]),
      list_item_header: "What every customer gets",
      list_item: tickList("reason_list_item", [
        "A fully refundable £99 deposit reserves any car for 7 days",
        "A 7 day money-back guarantee",
        "A 90 day warranty and a multi-point health check",
        "Free delivery within 40 miles of your branch",
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
        "<p>Every review here comes from a customer who bought a car from one of our branches in Leeds, Manchester, " +
        "York or Sheffield. We publish them all, good and bad, and reply to every one.</p>",
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
      hero_image: pageArt("part-exchange", "A car on a road through the hills, heading for its next owner"),
      main_content:
        "<p>Put the value of your current car towards your next one. Tell us about your car and we will come back " +
        "with a part-exchange price, usually the same day.</p>",
      secondary_content:
        "<p>Still paying for it? We settle the finance with your lender and any equity goes towards your deposit. " +
        "Bring the V5C logbook, the service history and both keys when you come in.</p>",
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
      hero_image: pageArt("source-my-car", "A long road across the moors towards a distant sunset"),
      main_content:
        "<p>Our buyers see hundreds of cars every week at auctions and from trusted trade partners. Tell us the " +
        "make, model, budget and must-have features and we will look out for it.</p>",
      secondary_content:
        "<p>No deposit and no obligation: when we find a car that matches, we call you first, and you only pay if " +
        "you decide to buy. A £99 refundable deposit then holds it for 7 days.</p>",
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
