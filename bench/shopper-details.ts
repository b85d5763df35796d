/** What the scripts fill the site's forms in with: valid answers, so a post reaches the dealer API. */
export const SHOPPER = {
  first_name: "Jane",
  last_name: "Smith-Jones",
  email: "jane.smith@example.com",
  telephone: "07700 900982",
};
