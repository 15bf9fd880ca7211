import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TokenSet } from '@bazaar/contracts';
import { storeLoginTokens } from '@/lib/auth-session';
import { takeReturnPath } from '@/lib/return-path';
import { afterLogin } from '../after-login';
import { explicitReturnTo } from '../return-to';

/**
 * Spec §4 Login success: keep the tokens (which signs the customer in) and drop the user flag,
 * run the after-login work, then go to the caller's explicit path, else the remembered page, else
 * home.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    async (tokens: TokenSet) => {
      storeLoginTokens(tokens);
      const explicit = explicitReturnTo(location.state);
      const remembered = takeReturnPath(); // always taken, so it is used once only
      const destination = explicit ?? remembered;
      await afterLogin({ destination, queryClient }).catch(() => undefined);
      // What was fetched as a guest is stale now; the store's own data is not.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'store' });
      await navigate(destination, { replace: true });
    },
    [navigate, location.state, queryClient],
  );
}
