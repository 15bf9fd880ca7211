import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { useAiConfiguration } from '@/features/store/api/ai-configuration';
import { FullScreenSpinner } from '@/features/store/components/full-screen-spinner';
import { StoreGate } from '@/features/store/components/store-gate';
import { createQueryClient } from '@/lib/query-client';
import { currentRealm } from '@/lib/realm';
import { storage } from '@/lib/storage';
import { useSession, useSessionRestore } from '@/lib/use-session';
import { AppRoutes } from './app-routes';
import { prefetchRouteData } from './route-data';
import { usePaymentReturn } from './use-payment-return';
import { useStoreRecheck } from './use-store-recheck';

function Shell({ realm }: { realm: string }) {
  // A returning customer whose short access cookie expired is renewed in the background.
  useSessionRestore();
  usePaymentReturn();
  // Spec §6: the assistant is for signed-in customers of a store that turned it on.
  const signedIn = useSession().isAuthenticated;
  const ai = useAiConfiguration(realm, signedIn);
  return <AppRoutes askAi={signedIn && ai.data?.ask_ai === true} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  // What the page waits for goes out right after the store's start-up requests (made as StoreGate
  // first renders), not a round trip after them; after, so that they are first in the browser's
  // queue of six connections. A layout effect runs as soon as that first render is on the page; a
  // passive one waits for the next frame (Preact), which held the product's request back by 70 ms.
  useLayoutEffect(() => prefetchRouteData(queryClient, window.location), [queryClient]);
  const realm = currentRealm();
  useStoreRecheck(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullScreenSpinner />}>
        <StoreGate realm={realm}>
          <BrowserRouter>
            <Shell realm={realm} />
          </BrowserRouter>
        </StoreGate>
        <Toaster dir={storage.get('direction') === 'rtl' ? 'rtl' : 'ltr'} />
      </Suspense>
    </QueryClientProvider>
  );
}
