import { blocks, enquiryFormFields, faqs, pageArt, tickList, type AuthoredPage } from "./page-types";

// FAQ answers shared by the finance pages: one wording of each fact across the site.
const commonFaqs = faqs([
  [
    "Will checking my eligibility affect my credit score?",
    "<p>No. Our eligibility check uses a soft search, which lenders cannot see. A full search only happens when you " +
      "choose to apply.</p>",
  ],
  [
    "Can I settle my finance early?",
    "<p>Yes. You can ask your lender for a settlement figure at any time and pay off the agreement early, usually " +
      "saving some of the interest.</p>",
  ],
  [
    "Can I part-exchange a car that still has finance on it?",
    "<p>Yes. We settle the outstanding finance with your lender and use any equity towards your next car.</p>",
  ],
  [
    "What do I need to apply?",
    "<p>Three years of address history, your employment details, your bank details and a valid UK driving " +
      "licence.</p>",
  ],
  [
    "Is finance subject to status?",
    "<p>Yes. Finance is available to UK residents aged 18 and over, subject to status. We are a credit broker, not a " +
      "lender: the lender decides whether to offer you finance and on what terms.</p>",
  ],
]);

export const financePages: readonly AuthoredPage[] = [
  {
    slug: "finance",
    title: "Car finance explained",
    template: "finance",
    meta_description:
      "Hire purchase or PCP? Compare car finance at Northway Cars, check your eligibility without harming your " +
      "credit score and apply online.",
    fields: {
      header: "Finance at Northway Cars",
      header_title: "Car finance explained",
      header_image: pageArt("finance", "A quiet road winding through green hills towards the sun"),
      text_one:
        "<p>Spread the cost of your next car with finance arranged through Northway Cars. We are a credit broker, " +
        "not a lender: we introduce you to lenders on our panel and help you compare hire purchase (HP) and personal " +
        "contract purchase (PCP) on the car you want.</p>",
      text_two:
        "<p>Every car on our site shows a monthly price with its representative example. Change the deposit, term " +
        "and annual mileage on the car's page to see what suits you before you talk to us.</p>",
      content: blocks([
        [
          "Hire purchase (HP)",
          "<p>Pay a deposit, then fixed monthly payments. After the last payment the car is yours. Simple, and there " +
            'are no mileage limits. <a href="/finance/hire-purchase">More about HP</a>.</p>',
        ],
        [
          "Personal contract purchase (PCP)",
          "<p>Lower monthly payments because part of the car's value is deferred to an optional final payment. At " +
            "the end, pay it and keep the car, hand the car back, or part-exchange it. " +
            '<a href="/finance/personal-contract-purchase">More about PCP</a>.</p>',
        ],
      ]),
      list_item_header: "Why finance with us?",
      list_item: tickList("reason_list_item", [
        "HP and PCP quoted side by side on every car",
        "An eligibility check that will not mark your credit file",
        "Your part exchange can go towards your deposit",
        "Reserve the car for £99, fully refundable, while you decide",
      ]),
      oneline_heading: "Apply online",
      oneline_content:
        "<p>Found the car you want? Start from the car's page and we will do the rest with the lender.</p>",
      online_list: tickList("online_item", [
        "Choose your car and set your deposit, term and mileage",
        "Check your eligibility with a soft search",
        "Send us your quote from the car's page",
        "We make the application with the lender and call you with the answer",
      ]),
      instore_heading: "Prefer to talk it through?",
      instore_content:
        "<p>Our finance managers in Leeds, Manchester, York and Sheffield will explain your options face to face.</p>",
      instore_list: tickList("instore_reason", [
        "A quote with no obligation to go ahead",
        "Help with part exchange and settlement figures",
        "Open seven days a week",
      ]),
      instore_bottom_content: '<p><a href="/contact">Find your nearest branch</a> and its opening hours.</p>',
      faq_title: "Frequently asked questions",
      faq_heading: "Car finance questions",
      faq: commonFaqs,
      hide_finance_example: false,
      ...enquiryFormFields,
    },
  },
  {
    slug: "finance/hire-purchase",
    title: "Hire purchase (HP)",
    template: "finance",
    meta_description:
      "How hire purchase works: a deposit, fixed monthly payments, and the car is yours at the end.",
    fields: {
      header_title: "Hire purchase (HP)",
      text_one:
        "<p>Hire purchase is the simplest way to finance a car. You pay a deposit, then the rest of the price plus " +
        "interest in equal monthly payments over 2 to 5 years. Once the last payment, with the small option to " +
        "purchase fee, is made, the car is yours.</p>",
      text_two:
        "<p>Because you repay the whole price, monthly payments are higher than PCP on the same car, but there is " +
        "no large final payment and no mileage limit.</p>",
      list_item_header: "HP is a good fit if you",
      list_item: tickList("reason_list_item", [
        "Want to own the car at the end",
        "Drive a lot of miles (there is no mileage limit)",
        "Like fixed payments with no large final payment",
      ]),
      faq_title: "HP questions",
      faq: faqs([
        [
          "Who owns the car during the agreement?",
          "<p>The lender owns the car until you have made every payment, including the option to purchase fee.</p>",
        ],
        [
          "Can I hand the car back?",
          "<p>Once you have paid half of the total amount payable you have the right to end the agreement and return " +
            "the car (voluntary termination).</p>",
        ],
      ]).concat(commonFaqs),
      hide_finance_example: false,
      ...enquiryFormFields,
    },
  },
  {
    slug: "finance/personal-contract-purchase",
    title: "Personal contract purchase (PCP)",
    template: "finance",
    meta_description:
      "How PCP works: lower monthly payments, an optional final payment and flexible choices at the end.",
    fields: {
      header_title: "Personal contract purchase (PCP)",
      text_one:
        "<p>With PCP, the lender works out what the car will be worth at the end of the agreement (the guaranteed " +
        "future value). You only pay off the difference during the term, so monthly payments are lower than HP.</p>",
      text_two:
        "<p>You agree an annual mileage at the start. The optional final payment is guaranteed for that mileage, " +
        "and each mile over it is charged if you hand the car back.</p>",
      list_item_header: "At the end of your PCP you can",
      list_item: tickList("reason_list_item", [
        "Pay the optional final payment and keep the car",
        "Hand the car back and walk away, subject to mileage and condition",
        "Part-exchange it, using any equity towards your next car",
      ]),
      faq_title: "PCP questions",
      faq: faqs([
        [
          "What if I drive more than my agreed mileage?",
          "<p>If you hand the car back you pay an excess mileage charge, typically 6p to 10p a mile. Set a realistic " +
            "annual mileage at the start.</p>",
        ],
      ]).concat(commonFaqs),
      hide_finance_example: false,
      ...enquiryFormFields,
    },
  },
  {
    slug: "finance/zero-deposit-finance",
    title: "£0 deposit finance",
    template: "finance",
    meta_description:
      "Drive away with no deposit on selected used cars. Check your eligibility online in minutes.",
    fields: {
      header_title: "£0 deposit finance",
      text_one:
        "<p>No savings for a deposit? On selected cars you can spread the whole price over your agreement, on HP " +
        "or PCP, subject to status.</p>",
      text_two:
        "<p>A deposit lowers your monthly payments and the total interest you pay, so it is worth comparing both " +
        "before you decide: change the deposit in the example below to see the difference.</p>",
      list_item_header: "Zero-deposit finance at a glance",
      list_item: tickList("reason_list_item", [
        "Available on HP and PCP",
        "Terms from 24 to 60 months",
        "Part exchange can still be used as a deposit",
      ]),
      additional_content_title: "Good to know",
      additional_content:
        "<p>With no deposit you borrow the full cash price, so you pay more interest over the agreement.</p>",
      aditional_content_list: tickList("additional_items", [
        "Finance is subject to status",
        "UK residents aged 18 and over only",
        "Reserve the car for £99 while you decide",
      ]),
      faq_title: "Zero-deposit questions",
      faq: faqs([
        ["Which cars qualify?", "<p>Look for the £0 deposit tag on the car's page, or ask your branch.</p>"],
      ]).concat(commonFaqs),
      hide_finance_example: false,
      ...enquiryFormFields,
    },
  },
  {
    slug: "can-i-get-credit",
    title: "Can I get credit?",
    template: "finance",
    meta_description:
      "Check whether you are likely to be accepted for car finance, without affecting your credit score.",
    fields: {
      header_title: "Can I get credit?",
      text_one:
        "<p>Answer a few questions and we will tell you how likely you are to be accepted for car finance. We use a " +
        "soft search, so your credit score is not affected and lenders cannot see it.</p>",
      text_two:
        "<p>Checking first means you only apply when you are likely to be accepted, which keeps unnecessary hard " +
        "searches off your credit file.</p>",
      list_item_header: "Improve your chances",
      list_item: tickList("reason_list_item", [
        "Register on the electoral roll at your current address",
        "Pay existing credit on time, every time",
        "Avoid several credit applications in a short time",
        "Check your credit file for mistakes before you apply",
      ]),
      faq_title: "Credit questions",
      faq: commonFaqs,
      hide_finance_example: true,
      ...enquiryFormFields,
    },
  },
  {
    slug: "three-months-no-payments",
    title: "3 months, no payments",
    template: "finance",
    meta_description: "Buy now and pay nothing for 3 months on selected used cars bought on finance.",
    fields: {
      header_title: "3 months, no payments",
      text_one:
        "<p>Buy now, pay nothing for 3 months. Choose a car on finance and your first monthly payment is not due " +
        "until 90 days after you drive away.</p>",
      text_two:
        "<p>Interest is charged from the start of the agreement, and the number of payments stays the same. " +
        "Available on selected cars, subject to status.</p>",
      list_item_header: "How it works",
      list_item: tickList("reason_list_item", [
        "Choose a car with the 3 months no payments tag",
        "Apply for HP or PCP finance as normal",
        "Your first payment is due 3 months later",
      ]),
      faq_title: "Finance questions",
      faq: commonFaqs,
      // Our quote engine prices payments from the first month: an example here would not show the deferred start.
      hide_finance_example: true,
      ...enquiryFormFields,
    },
  },
];
