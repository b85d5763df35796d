import { StandaloneErrorPage } from "./ErrorPage";

interface RefusalDocumentProps {
  status: number;
  heading: string;
  message: string;
  stylesheet: string;
}

/**
 * The error page for a request refused before any route runs (app/lib/http/request-gate.ts): the site's look and its
 * three ways on, without the chrome, which would need the dealer API, and without scripts.
 */
export function RefusalDocument({ status, heading, message, stylesheet }: RefusalDocumentProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${heading} | Northway Cars`}</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="border-b border-gray-200 px-4 py-3">
          <a href="/" className="inline-block">
            <img src="/images/logo.svg" alt="Northway Cars home" width={200} height={48} />
          </a>
        </header>
        <main id="main-content" className="flex-1">
          <StandaloneErrorPage status={status} heading={heading} message={message} />
        </main>
      </body>
    </html>
  );
}
