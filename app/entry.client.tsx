import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A deploy can remove the script chunks an open page still refers to: load the page afresh instead of breaking.
const RELOADED = "chunk-reload";
window.addEventListener("unhandledrejection", (event) => {
  const message = String((event.reason as Error | undefined)?.message ?? event.reason);
  if (!/dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(message)) return;
  if (sessionStorage.getItem(RELOADED) === location.href) return;
  sessionStorage.setItem(RELOADED, location.href);
  location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
