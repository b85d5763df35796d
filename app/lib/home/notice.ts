/**
 * The home information notice (spec 1 §2.6 item 10, spec 3 §2.8, §4 "Cookie pop-up"): shown while the session's
 * acceptance flag is 'no'. A visitor who has never answered counts as 'no'; closing it records 'yes'.
 */
export type NoticeFlag = "yes" | "no";

export function showNotice(flag: NoticeFlag | undefined): boolean {
  return flag !== "yes";
}

export const NOTICE_ACTION = "/notice";
export const NOTICE_ANCHOR = "information-notice";
