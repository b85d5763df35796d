/**
 * The accounts' password rules and how long logins and links last, without accounts.ts's schemas: the browser's
 * code imports these, so a page's scripts carry no schema library (issue 19). accounts.ts re-exports them.
 */

/** NCSC: length over composition. A password is 8 to 200 characters, not a common one, not the e-mail address. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** How long a login lasts (the site's cookie lasts as long). */
export const ACCESS_TOKEN_DAYS = 30;
/** How long a password-reset or confirmation link works; each works once. */
export const RESET_TOKEN_MINUTES = 60;
export const CONFIRM_TOKEN_HOURS = 48;
/** How long a device a customer signed in on stays known (its own allowance of failed logins: ADR 250). */
export const DEVICE_TOKEN_DAYS = 365;
