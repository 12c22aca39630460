import { createContext, useContext } from "react";

/** The CSP nonce of this response, handed from entry.server to the inline scripts of the document. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
