/** The page where a visitor gives or changes their cookie choices; the pop-up and the footer post or link here. */
export const COOKIE_SETTINGS_PATH = "/cookie-settings";
