// first: it configures zod before any module makes a schema
import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './components/print.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

// A 401 from any call: the session is gone (api-client already cleared the token) → back to login.
setUnauthorizedHandler(() => {
  queryClient.clear();
  const { location, navigation } = router.state;
  if (location.pathname !== '/' && navigation.state === 'idle') void router.navigate('/', { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
