import { redirect } from 'react-router';
import { essTokens } from '../lib/session';

/** Loader of /ess/login: someone already signed in goes to the home. */
export function essLoginGuard() {
  return essTokens.has() ? redirect('/ess') : null;
}

/** Loader of /ess and its screens: a self-service token is required; the address is kept for after. */
export function essGuard({ request }: { request: Request }) {
  if (essTokens.has()) return null;
  const { pathname, search } = new URL(request.url);
  const to =
    pathname === '/ess' || pathname === '/ess/' ? '' : `?to=${encodeURIComponent(pathname + search)}`;
  throw redirect(`/ess/login${to}`);
}
