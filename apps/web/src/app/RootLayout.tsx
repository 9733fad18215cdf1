import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';

/** Sets document.title to "HRIS - {route name}" from the deepest named route. */
function useRouteTitle() {
  const matches = useMatches();
  const name = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  useEffect(() => {
    document.title = name ? `HRIS - ${name}` : 'HRIS';
  }, [name]);
}

export function RootLayout() {
  useRouteTitle();
  return <Outlet />;
}
