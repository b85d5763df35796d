import { expect, it } from "vitest";
import { shareLinks } from "./share-links";

it("shares an article through plain links to each site's sharing page, the address and title encoded", () => {
  const links = shareLinks("https://www.northwaycars.co.uk/blog/pcp-vs-hp", "PCP vs HP: which & why?");
  expect(links.map((link) => link.site)).toEqual(["Facebook", "X", "LinkedIn", "WhatsApp", "email"]);
  for (const link of links) {
    expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
    expect(link.href).toContain("https%3A%2F%2Fwww.northwaycars.co.uk%2Fblog%2Fpcp-vs-hp");
  }
  expect(links[1].href).toContain("text=PCP%20vs%20HP%3A%20which%20%26%20why%3F");
});
