import { Link } from "@remix-run/react";

/** Screen-only controls of a print page: print it (JavaScript) or use the browser's command, and a way back. */
export function PrintControls({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4 print:hidden">
      <button type="button" onClick={() => window.print()} className="btn-primary [.no-js_&]:hidden">
        Print this page
      </button>
      <p className="text-gray-700 [.js_&]:hidden">Use your browser&apos;s Print command (Ctrl+P or Cmd+P).</p>
      <Link to={backHref} className="font-semibold underline">
        {backLabel}
      </Link>
    </div>
  );
}
