/**
 * What the site's own tests (the `.test.ts[x]` files of app/) borrow from inside the embedded dealer API: a seeded API
 * to call in process, the seed's data and the form rules to check the site against. The only module outside
 * dealer-api/contract/ that files of app/ may import, and only tests (eslint.config.js; ADR 200).
 */
export { createDealerApi, type DealerApi } from "./setup";
export { branches } from "./branches";
export { makesBySlug, rangesBySlug } from "./stock/catalogue";
export { parseStockQuery } from "./stock/search-params";
export { createPrng, type Prng } from "./stock/prng";
export { financeQuotesFor } from "./finance/quotes";
export { pages } from "./content/data/pages";
export { promotions } from "./content/data/offers";
export { findForm } from "./content/form-routes";
export { seededContentApp } from "./content/test-support";
export { badInputsForForm } from "./forms/bad-inputs";
export { goodAnswers } from "./forms/test-support";
