import {
  ACCESS_TOKEN_DAYS,
  CONFIRM_TOKEN_HOURS,
  DEVICE_TOKEN_DAYS,
} from "../../contract/accounts-vocabulary";
import { blocks, enquiryFormFields, type AuthoredPage } from "./page-types";

export const legalPages: readonly AuthoredPage[] = [
  {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    template: "generic",
    meta_description:
      "The terms on which Northway Cars sells used cars, takes reservations and arranges delivery.",
    fields: {
      header_title: "Terms and conditions",
      text_one:
        "<p>These terms apply when you reserve or buy a car from Northway Cars Ltd, online or at one of our branches. " +
        "They do not affect your statutory rights under the Consumer Rights Act 2015.</p>",
      content: blocks([
        [
          "Reserving a car",
          "<p>A £99 deposit reserves a car for 7 days. If you decide not to go ahead, or the car is not as described, " +
            "we refund the deposit in full to the card you paid with within 5 working days.</p>",
        ],
        [
          "Returns and our money-back guarantee",
          "<p>If you buy at a distance (online or by phone) you may cancel within 14 days of delivery under the " +
            "Consumer Contracts Regulations 2013. Every car also comes with our 7 day money-back guarantee. The car " +
            "must be returned in the condition we supplied it, with no more than 250 extra miles.</p>",
        ],
        [
          "Warranty",
          "<p>Every car is sold with a 90 day warranty covering mechanical and electrical failure. Wear and tear " +
            "items such as tyres, brake pads and wiper blades are not covered. Longer cover is available: see " +
            '<a href="/extras/used-car-warranties">used car warranties</a>.</p>',
        ],
        [
          "Delivery",
          "<p>Delivery is free within 40 miles of the branch holding the car. Beyond that we quote a discounted rate " +
            "before you buy. You will need your driving licence and proof of address when the car arrives.</p>",
        ],
        [
          "Admin fee",
          "<p>An admin fee of £179 applies to retail sales and covers the preparation and paperwork for your car. " +
            "It is shown in every price breakdown before you commit.</p>",
        ],
        [
          "Finance",
          "<p>Finance is provided by third-party lenders and is subject to status. We act as a credit broker, not a " +
            "lender. Your finance agreement is with the lender, who will give you its own terms.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    template: "generic",
    meta_description:
      "How Northway Cars collects, uses and protects your personal data, and the rights you have.",
    fields: {
      header_title: "Privacy policy",
      text_one:
        "<p>Northway Cars Ltd is the controller of the personal data you give us. We are registered with the " +
        "Information Commissioner's Office. This policy explains what we collect, why, and how long we keep it.</p>",
      content: blocks([
        [
          "What we collect",
          "<p>Your name and contact details when you send an enquiry, book a test drive, value your car or reserve a " +
            "car; your vehicle registration and mileage for valuations; and details needed to arrange finance.</p>",
        ],
        [
          "Why we use it",
          "<p>To answer your enquiry and carry out the contract you ask for (our lawful basis is contract), to meet " +
            "legal duties such as anti-money-laundering checks (legal obligation), and, only if you opt in, to tell " +
            "you about offers (consent).</p>",
        ],
        [
          "Who we share it with",
          "<p>Finance lenders you choose to apply to, our delivery partners, and IT suppliers who process data on our " +
            "behalf. We never sell your data.</p>",
        ],
        [
          "How long we keep it",
          "<p>Enquiries for 2 years after our last contact; sales records for 6 years, as tax law requires.</p>",
        ],
        [
          "Your rights",
          "<p>You can ask for a copy of your data, ask us to correct or delete it, or object to marketing at any time " +
            "by emailing privacy@northwaycars.co.uk. You can also complain to the ICO at ico.org.uk.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "cookie-policy",
    title: "Cookie policy",
    template: "cookie-policy",
    meta_description: "Which cookies the Northway Cars website uses and how to control them.",
    fields: {
      header_title: "Cookie policy",
      main_content:
        "<p>Cookies are small files a website stores in your browser. We keep them to a minimum: the site works " +
        "fully with only the strictly necessary cookies below, and we set nothing else unless you agree to it. " +
        '<a href="/cookie-settings">Change your cookie settings</a> at any time.</p>',
      content: blocks([
        [
          "Strictly necessary cookies",
          "<p>These make the site work, so they are always on. None of them is shared with anyone else.</p><ul>" +
            "<li><strong>__visitor</strong>: your session: the cars you saved and recently viewed, your finance " +
            "settings, the branch you chose, how you like search results laid out, the last postcode you " +
            "searched with and which valuations you made, so only you can see them. Kept for 90 days.</li>" +
            "<li><strong>__flash</strong>: a one-time message after you send a form, such as “Thank you”. Deleted as " +
            "soon as the message is shown.</li>" +
            "<li><strong>__valuation</strong>: your answers while you value your car, so you can come back to " +
            "them. Sent only to our sell-my-car pages and kept for 1 day.</li>" +
            "<li><strong>__reservations</strong>: the cars you reserved from this browser, so only you see your " +
            "reservation's details, and whether your deposit has just been paid. Kept for 8 days.</li>" +
            "<li><strong>__consent</strong>: the cookie choices you made, so we do not ask again. Kept for 1 year.</li>" +
            "<li><strong>__customer</strong>: keeps you signed in to your account, if you have one. Kept until your " +
            `sign-in ends, ${ACCESS_TOKEN_DAYS} days after you sign in, and deleted when you sign out.</li>` +
            "<li><strong>__after_confirm</strong>: the page to take you back to (the car you were buying) once you " +
            "confirm a new account from its email. Sent only to our account pages, kept for up to " +
            `${CONFIRM_TOKEN_HOURS} hours and deleted once used.</li>` +
            "<li><strong>__device</strong>: set when you sign in, so that we know this browser as yours: if " +
            "someone elsewhere keeps guessing your password, you can still sign in here. It does not sign you in. " +
            `Sent only to our sign-in page and kept for ${DEVICE_TOKEN_DAYS} days.</li>` +
            "</ul>",
        ],
        [
          "Analytics cookies (only if you agree)",
          "<p>If you accept analytics cookies, we load Google Tag Manager, and Google Analytics sets <strong>_ga</strong> " +
            "and <strong>_ga_&lt;id&gt;</strong> to count visits and see which pages are used. They are kept for up " +
            "to 2 years. If you say no, or never answer, they are not set.</p>",
        ],
        [
          "Marketing cookies (only if you agree)",
          "<p>If you accept marketing cookies, our advertising partners may set cookies that tell them you visited " +
            "us after seeing one of our adverts. If you say no, or never answer, they are not set.</p>",
        ],
      ]),
      secondary_content:
        '<p>You can change your mind at any time on our <a href="/cookie-settings">cookie settings</a> page; saying ' +
        "no removes our analytics cookies. You can also delete cookies in your browser settings. Find out more at " +
        '<a href="https://ico.org.uk/for-the-public/online/cookies/">ico.org.uk</a>.</p>',
      ...enquiryFormFields,
    },
  },
  {
    slug: "complaints",
    title: "Complaints",
    template: "generic",
    meta_description: "How to raise a complaint with Northway Cars and how we will handle it.",
    fields: {
      header_title: "Making a complaint",
      text_one:
        "<p>We want every customer to be happy with their car. If something has gone wrong, please tell us so we can " +
        "put it right.</p>",
      content: blocks([
        [
          "How to complain",
          "<p>Speak to the manager at your branch, email complaints@northwaycars.co.uk or write to Customer Relations, " +
            "Northway Cars Ltd, Unit 4, Ring Road Retail Park, Leeds LS11 8BU.</p>",
        ],
        [
          "What happens next",
          "<p>We acknowledge every complaint within 3 working days and aim to resolve it within 8 weeks. We will " +
            "send you our final response in writing.</p>",
        ],
        [
          "Complaints about finance",
          "<p>If you are not satisfied with our final response about a regulated finance matter, you can refer it to " +
            "the Financial Ombudsman Service free of charge within 6 months: " +
            '<a href="https://www.financial-ombudsman.org.uk/">financial-ombudsman.org.uk</a>.</p>',
        ],
        [
          "Other disputes",
          "<p>We are members of The Motor Ombudsman, which offers free independent dispute resolution for vehicle " +
            "sales and servicing.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
  {
    slug: "modern-slavery-statement",
    title: "Modern slavery statement",
    template: "generic",
    meta_description: "Northway Cars' statement on the steps we take against slavery and human trafficking.",
    fields: {
      header_title: "Modern slavery statement",
      text_one:
        "<p>This statement sets out the steps Northway Cars Ltd takes to make sure slavery and human trafficking have " +
        "no place in our business or supply chains.</p>",
      content: blocks([
        [
          "Our business",
          "<p>We buy, prepare and sell used cars through four branches in the North of England and employ around 120 " +
            "people directly.</p>",
        ],
        [
          "Our suppliers",
          "<p>We work with vehicle auctions, valeting and repair suppliers and logistics partners. New suppliers agree " +
            "to our code of conduct, and we review the higher-risk ones (car washes and valeting) every year.</p>",
        ],
        [
          "Training",
          "<p>Branch managers are trained to recognise the signs of forced labour and know how to report concerns.</p>",
        ],
      ]),
      ...enquiryFormFields,
    },
  },
];
