import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentNonce, NonceContext } from '#app/lib/nonce.ts';

// The same nonce as the server rendered with, so that <Links>, <Scripts> and <ScrollRestoration>
// hydrate without an attribute mismatch.
const nonce = documentNonce(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
