/** Headers a proxy in front of the site sets with the visitor's address, most specific first. */
const HEADERS = [
  "x-client-ip",
  "x-forwarded-for",
  "cf-connecting-ip",
  "fly-client-ip",
  "true-client-ip",
  "x-real-ip",
];

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^[0-9a-f:]{2,39}(?:%[0-9a-z]+)?$/i;

export const isIpAddress = (text: string) => IPV4.test(text) || (text.includes(":") && IPV6.test(text));

/**
 * The visitor's address as the proxy in front of the site reports it, for the dealer API's rate limit; null when the
 * site is reached directly (then every visitor shares one allowance). Only well-formed addresses count.
 */
export function clientIpAddress(headers: Headers): string | null {
  for (const name of HEADERS) {
    const first = headers.get(name)?.split(",")[0]?.trim();
    if (first && isIpAddress(first)) return first;
  }
  const forwarded = /for="?\[?([^";\]]+)/i.exec(headers.get("forwarded") ?? "")?.[1];
  return forwarded && isIpAddress(forwarded) ? forwarded : null;
}
