import type { Page } from "@playwright/test";

/** The widths a shopper's screen is likely to be, from a small phone to a desktop monitor. */
export const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
/** From here up the header shows the menu as a bar (tailwind.config.ts `nav`), which must keep to one row. */
export const DESKTOP_WIDTH = 1280;

/**
 * What is wrong with the page's layout at the current viewport, as sentences (empty when nothing is):
 * - the document is wider than the screen (WCAG 1.4.10 Reflow: it must not scroll sideways at 320 px);
 * - a focusable element is still outside the screen once it has keyboard focus (the browser scrolls focus into view,
 *   so only something positioned off-screen, such as a carousel slide moved by a transform, stays there);
 * - a control is smaller than 24 × 24 px and crowded by another (WCAG 2.5.8 Target Size, with its spacing exception),
 *   except links inside a sentence, a card's link that covers its card, and check boxes and radios whose label is their
 *   equivalent target;
 * - from the desktop breakpoint up (at the default text size), the menu bar is missing or wraps onto a second row.
 * Parts of a page that start as it nears the screen are checked only once started: `passWholePage` first.
 */
export async function layoutProblems(page: Page, { menuBar = true } = {}): Promise<string[]> {
  const problems = await page.evaluate(
    async ({ desktopWidth, menuBar }) => {
      // A new width is laid out, and a carousel moves its slides to fit it, in the page's next frames. Without
      // JavaScript the page's frames are not run for us to wait on, and nothing moves by itself anyway.
      const scripted = document.documentElement.classList.contains("js");
      const frames = () =>
        scripted
          ? new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
          : Promise.resolve();
      window.scrollTo(0, 0);
      await frames();
      const found: string[] = [];
      const width = window.innerWidth;
      const name = (element: Element) => {
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
          .trim()
          .replace(/\s+/g, " ");
        const id = element.id ? `#${element.id}` : "";
        return `<${element.tagName.toLowerCase()}${id}> "${text.slice(0, 40)}"`;
      };
      /** Shown to the shopper: not in a closed <details> (except its summary), not hidden, not a 1 px sr-only box. */
      const shown = (element: Element) => {
        for (let details = element.closest("details:not([open])"); details;) {
          const summary = details.querySelector(":scope > summary");
          if (!summary?.contains(element)) return false;
          details = details.parentElement?.closest("details:not([open])") ?? null;
        }
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
        if (element.closest("[inert]")) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };

      const inScrollingRow = (element: Element) => {
        for (
          let parent = element.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        ) {
          const overflow = getComputedStyle(parent).overflowX;
          if ((overflow === "auto" || overflow === "scroll") && parent.scrollWidth > parent.clientWidth)
            return true;
        }
        return false;
      };

      const documentWidth = document.documentElement.scrollWidth;
      if (documentWidth > width) found.push(`the page is ${documentWidth}px wide on a ${width}px screen`);

      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter(shown);
      const undersized: HTMLElement[] = [];
      for (const element of focusable) {
        element.focus();
        let box = element.getBoundingClientRect();
        // In a row the shopper scrolls sideways (overflow-x auto), a browser's Tab brings the card fully into view,
        // which focus() alone may leave half done. A row that hides its overflow is not scrolled for them.
        if ((box.right > width + 1 || box.left < -1) && inScrollingRow(element)) {
          element.scrollIntoView({ block: "nearest", inline: "nearest" });
          box = element.getBoundingClientRect();
        }
        if (box.right > width + 1 || box.left < -1) {
          found.push(
            `${name(element)} is outside the screen when focused (${Math.round(box.left)}–${Math.round(box.right)})`,
          );
        }
        const inSentence =
          element.tagName === "A" &&
          getComputedStyle(element).display === "inline" &&
          (element.parentElement?.textContent ?? "").trim().length >
            (element.textContent ?? "").trim().length;
        // A card's link covers the whole card (an absolutely placed ::after): the card is the target.
        const stretched = getComputedStyle(element, "::after").position === "absolute";
        const labelled =
          element instanceof HTMLInputElement &&
          (element.type === "checkbox" || element.type === "radio") &&
          (element.labels?.length ?? 0) > 0;
        if (!inSentence && !stretched && !labelled && (box.width < 23.5 || box.height < 23.5)) {
          undersized.push(element);
        }
      }
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      await frames();
      // WCAG 2.5.8's spacing exception: a smaller target passes when a 24 px circle on its centre touches no other.
      const boxes = focusable.map((element) => [element, element.getBoundingClientRect()] as const);
      for (const element of undersized) {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const crowded = boxes.some(([other, around]) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          const dx = Math.max(around.left - x, 0, x - around.right);
          const dy = Math.max(around.top - y, 0, y - around.bottom);
          return Math.hypot(dx, dy) < 12;
        });
        if (crowded) {
          const size = `${Math.round(box.width)} × ${Math.round(box.height)} px`;
          found.push(`${name(element)} is ${size}, under 24 × 24, and crowded by another control`);
        }
      }

      if (menuBar && width >= desktopWidth) {
        const bar = [...document.querySelectorAll('header nav[aria-label="Main"]')].find(shown);
        const items = bar ? [...bar.querySelectorAll(":scope > ul > li")].filter(shown) : [];
        const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
        if (items.length === 0) found.push("no menu bar is shown");
        else if (tops.size > 1) found.push(`the menu bar wraps onto ${tops.size} rows`);
      }
      return found;
    },
    { desktopWidth: DESKTOP_WIDTH, menuBar },
  );
  return [...new Set(problems)];
}

/**
 * Passes the whole page under the screen, as a shopper scrolling down would: carousels and other parts below the fold
 * start only as they near the screen (app/components/home/use-near-viewport.ts), and once started they stay started,
 * whatever the width. Once per page is enough; without JavaScript nothing starts, so there is nothing to pass.
 */
export async function passWholePage(page: Page) {
  await page.evaluate(async () => {
    if (!document.documentElement.classList.contains("js")) return;
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
  });
}

/** Sets the browser's own text size (as a shopper does in its settings), in CSS px for 100 % = 16. */
export async function setBrowserTextSize(page: Page, standardPx: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Page.setFontSizes", {
    fontSizes: { standard: standardPx, fixed: Math.round(standardPx * 0.8125) },
  });
}
