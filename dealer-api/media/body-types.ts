/** The body styles come from the stock contract; pictures and icons are drawn for each of them. */
export { bodyTypes, type BodyType } from "../contract/vehicle";
