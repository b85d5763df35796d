import { clientIpAddress, isIpAddress } from "./client-ip";

const headers = (init: Record<string, string>) => new Headers(init);

it("reads the first forwarded address, then the other proxy headers", () => {
  expect(clientIpAddress(headers({ "X-Forwarded-For": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
  expect(clientIpAddress(headers({ "X-Real-IP": "198.51.100.2" }))).toBe("198.51.100.2");
  expect(clientIpAddress(headers({ Forwarded: 'for="[2001:db8::1]";proto=https' }))).toBe("2001:db8::1");
});

it("ignores anything that is not an address, and answers null without a proxy", () => {
  expect(clientIpAddress(headers({ "X-Forwarded-For": "<script>, 203.0.113.7" }))).toBeNull();
  expect(clientIpAddress(headers({ "X-Forwarded-For": "999.1.1.1" }))).toBeNull();
  expect(clientIpAddress(headers({}))).toBeNull();
  expect(isIpAddress("::1")).toBe(true);
  expect(isIpAddress("localhost")).toBe(false);
});
