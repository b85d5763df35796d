/** Small wording helpers for the API's messages. */

/** "24, 36, 48 or 60". */
export const orList = (values: readonly number[]) =>
  values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** "£1,000". */
const grouped = new Intl.NumberFormat("en-GB");
export const pounds = (amount: number) => `£${grouped.format(amount)}`;
