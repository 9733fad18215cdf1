/** The bearer token and its expiry, kept in localStorage so a reload keeps the user signed in. */
const TOKEN_KEY = 'token';
const EXPIRES_KEY = 'expires_at';

export function getToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const expiresAt = localStorage.getItem(EXPIRES_KEY);
  if (expiresAt) {
    const expiry = Date.parse(expiresAt);
    if (!Number.isNaN(expiry) && expiry <= Date.now()) {
      clearSession();
      return null;
    }
  }
  return token;
}

export function hasSession(): boolean {
  return getToken() !== null;
}

export function saveSession(token: string, expiresAt: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(EXPIRES_KEY, expiresAt);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRES_KEY);
}
