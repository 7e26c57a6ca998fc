import { createContext, useContext } from 'react';

/** The CSP nonce of the response being rendered; browsers hide it afterwards, so '' on the client. */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
