import type { Audience } from '@hris/domain/call';

/**
 * A bearer token and its expiry, kept in localStorage so a reload keeps the user signed in. The HR app
 * and self-service each keep their own under keys of their own, so a person signed into both keeps both.
 */
export type TokenStore = {
  get(): string | null;
  has(): boolean;
  save(token: string, expiresAt: string): void;
  clear(): void;
};

/** A store under these keys; `alsoClear` names what else belongs to the session and goes with it. */
function tokenStore(tokenKey: string, expiresKey: string, alsoClear: readonly string[] = []): TokenStore {
  const store: TokenStore = {
    get() {
      const token = localStorage.getItem(tokenKey);
      if (!token) return null;
      const expiresAt = localStorage.getItem(expiresKey);
      if (expiresAt) {
        const expiry = Date.parse(expiresAt);
        if (!Number.isNaN(expiry) && expiry <= Date.now()) {
          store.clear();
          return null;
        }
      }
      return token;
    },
    has: () => store.get() !== null,
    save(token, expiresAt) {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(expiresKey, expiresAt);
    },
    clear() {
      for (const key of [tokenKey, expiresKey, ...alsoClear]) localStorage.removeItem(key);
    },
  };
  return store;
}

/** The HR app's token. */
export const hrTokens = tokenStore('token', 'expires_at');

/** The key under which self-service keeps who signed in (the login's reply), cleared with its token. */
export const ESS_ACCOUNT_KEY = 'ess_account';

/** Employee self-service's token (apps/web/src/ess). */
export const essTokens = tokenStore('ess_token', 'ess_expires_at', [ESS_ACCOUNT_KEY]);

/** The store whose token opens a call of this audience. */
export const tokensFor = (audience: Audience): TokenStore => (audience === 'ess' ? essTokens : hrTokens);

/** The HR app's session, as its screens read it. */
export const getToken = hrTokens.get;
export const hasSession = hrTokens.has;
export const saveSession = hrTokens.save;
export const clearSession = hrTokens.clear;
