/** What the HTTP server (app/server.ts) hands every loader and action besides the request. */
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The visitor's address as app/server.ts decided it (TRUST_PROXY); absent when a route is called directly. */
    clientAddress?: string | null;
    /**
     * The request is a form post: its action runs, and a page drawn for it is the form come back with its problems (a
     * post that goes through is redirected). Absent when a route is called directly.
     */
    formPost?: boolean;
  }
}

export {};
