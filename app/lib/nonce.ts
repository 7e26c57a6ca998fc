import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered. On the server it comes from the request; in the
 * browser, which hides the attribute, from a script element's `nonce` property (entry.client.tsx),
 * so that the elements given it hydrate without a mismatch (decision 088). '' when there is none
 * (prerendered pages).
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}

/** The nonce the page was sent with, as the browser keeps it (the attribute itself reads ''). */
export function documentNonce(document: Document): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce) return script.nonce;
  return '';
}
