import { useLocation, useNavigate } from 'react-router';

/** Back to the screen the user came from; to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback);
  };
}
