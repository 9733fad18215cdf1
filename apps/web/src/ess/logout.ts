import { redirect } from 'react-router';
import { api } from '../lib/api-client';
import { essTokens } from '../lib/session';

/**
 * Loader of /ess/logout: revokes the self-service token (POST api/ess/logout), forgets it and what was
 * read with it, and goes to the login. The HR app's session, if any, is left as it is.
 */
export async function essLogoutLoader() {
  if (essTokens.has()) {
    try {
      const { essLogoutCall } = await import('@hris/domain/calls/ess');
      await api(essLogoutCall);
    } catch {
      // The token is dropped here whatever the server said; an expired one is already gone there.
    }
  }
  essTokens.clear();
  const { queryClient } = await import('../app/query-client');
  queryClient.clear();
  return redirect('/ess/login');
}
