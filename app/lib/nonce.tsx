import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The per-request CSP nonce on the server; empty in the browser (browsers hide it from the DOM). */
export function useNonce(): string {
  return useContext(NonceContext);
}
