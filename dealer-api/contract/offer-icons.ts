/**
 * The content service's offer icon names (offer cards' `icon`), as outline paths on a 24 × 24 grid: the site draws them
 * small beside an offer's icon text, the offer pictures draw them large.
 */
export const offerIconPaths: Readonly<Record<string, string>> = {
  percent: "M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  pound: "M16 7a4 4 0 0 0-7 2.6V19m-3-5h8M6 19h12",
  shield: "M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z",
  wrench: "M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 0-5-5z",
  truck:
    "M3 6h11v9H3zm11 3h4l3 3v3h-7M7.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4m8-4v4",
};
