/** Reusable blocks of copy, by slug. Content is simple trusted HTML (p, ul, li, strong, a). */
export const snippets: Readonly<Record<string, string>> = {
  "financial-disclosure":
    "<p>Northway Cars Ltd is authorised and regulated by the Financial Conduct Authority (FRN 946721). We are a credit " +
    "broker, not a lender. We can introduce you to a limited number of lenders who may be able to offer you finance " +
    "for your purchase. We may receive a commission or other benefits from a lender for introducing you to them, which " +
    "can vary by lender and product; the commission does not change the interest rate you are offered. Finance is " +
    "subject to status and available to UK residents aged 18 and over only. Guarantees and indemnities may be required.</p>",
  "company-info":
    "<p>Northway Cars Ltd. Registered office: Unit 4, Ring Road Retail Park, Leeds LS11 8BU. Registered in England and " +
    "Wales, company number 09467213. VAT registration number GB 946 7213 21.</p>",
  "footer-about":
    "<p>Northway Cars is a family-run dealer group with branches in Leeds, Manchester, York and Sheffield. Every car is " +
    "prepared in our own workshops, health-checked and sold with a 90 day warranty.</p>",
  "why-list":
    "<p>More than 40,000 drivers across the North have bought their car from us. Here is why they come back.</p>" +
    "<ul><li><strong>Reserve for £99</strong>: a fully refundable deposit holds any car for 7 days.</li>" +
    "<li><strong>7 day money-back guarantee</strong> on every delivery and collection.</li>" +
    "<li><strong>90 day warranty</strong> and a multi-point health check on every car.</li>" +
    "<li><strong>Free delivery within 40 miles</strong> of your nearest branch.</li>" +
    "<li><strong>Finance online</strong> from a panel of lenders, with a quote that will not mark your credit file.</li></ul>",
  "savings-disclaimer":
    "<p>Buy online and you can return your car within 14 days of delivery for a full refund, as the Consumer " +
    "Contracts Regulations allow; cars collected from a branch come with our 7 day money-back guarantee. " +
    '<a href="/terms-and-conditions">Find out more about returns</a>.</p>',
  "home-hero-heading": "Perfectly matched at a perfect price",
  "popular-offers-heading": "Popular Offers",
  "popular-offers-intro": "Discover our latest offers, available across all stock.",
  "three-months-banner": "<p><strong>3 months, no payments.</strong> Buy now, pay nothing for 3 months.</p>",
  "enquiry-form-intro": "<p>Please provide us with some details to contact you about your enquiry.</p>",
  // The stock's pictures are drawn from each car's body type and colour, not photographed (ADR 312).
  "gallery-disclaimer": "<p>Illustration: photos of this car on request.</p>",
  "specification-disclaimer":
    "<p>Specifications come from third-party manufacturer records and may not reflect every option fitted. Some cars " +
    "may have been used as fleet, rental or hire vehicles; ask us for the full history before you buy.</p>",
  "admin-fee-note":
    // What the fee pays for, in one plain sentence (docs/decisions/300-fee-inclusive-prices.md).
    "The £179 admin fee is charged on every car we sell to a retail customer: it pays for preparing the car and for " +
    "the paperwork of the sale, the registration transfer included, and it is already included in every price we show.",
  "delivery-note":
    "Free delivery within 40 miles of your chosen branch; beyond that we deliver anywhere in mainland Britain at a " +
    "discounted rate.",
  // Online click-and-collect orders only: in a branch we do take part exchanges.
  "click-collect-part-exchange": "<p>We do not accept Part Exchanges at this moment.</p>",
  "christmas-opening-hours":
    "<ul><li>24 December: 08:00-14:00</li><li>25 and 26 December: closed</li><li>27 December: 11:00-16:00</li>" +
    "<li>28 to 30 December: 08:00-18:00</li><li>31 December: 08:00-14:00</li><li>1 January: closed</li>" +
    "<li>2 January: 09:00-17:00</li></ul>",
};
