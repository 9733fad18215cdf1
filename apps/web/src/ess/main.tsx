// first: it configures zod before any module makes a schema
import '../lib/zod-config';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { router } from './router';

/*
 * Employee self-service (/ess), the second entry of the web build (ess.html). Its first load is the
 * login in plain elements; Mantine, the data cache and every screen load with the signed-in shell.
 */

// A 401 from a self-service call: that session is gone (api-client already cleared it) → its login.
setUnauthorizedHandler(() => {
  void import('../app/query-client').then(({ queryClient }) => queryClient.clear());
  const { location, navigation } = router.state;
  if (location.pathname !== '/ess/login' && navigation.state === 'idle')
    void router.navigate('/ess/login', { replace: true });
}, 'ess');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The offline page when a navigation fails (public/ess/sw.js); nothing else is cached.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/ess/sw.js', { scope: '/ess/' }).catch(() => undefined);
  });
}
