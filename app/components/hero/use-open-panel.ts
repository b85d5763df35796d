import { useEffect, type RefObject } from "react";

/**
 * docs/product/home.md#hero-search: at 1024 px or less, an open option locks page scrolling and the page
 * scrolls to the top.
 */
const SMALL_SCREEN = "(max-width: 64em)";

/**
 * Behaviour of the open hero option: a click outside it or Escape discards its unconfirmed picks (Escape returns
 * focus to its summary), and on small screens the page behind the full-screen option does not scroll.
 */
export function useOpenPanel(openElement: RefObject<HTMLElement>, isOpen: boolean, cancel: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target;
      if (target instanceof Node && openElement.current && !openElement.current.contains(target)) cancel();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      openElement.current?.querySelector<HTMLElement>("summary")?.focus();
      cancel();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen, cancel, openElement]);

  useEffect(() => {
    if (!isOpen || !window.matchMedia(SMALL_SCREEN).matches) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    window.scrollTo(0, 0);
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);
}
