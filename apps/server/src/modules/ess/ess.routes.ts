import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EssDeps } from './deps';
import { filingRoutes } from './filing.routes';
import { meRoutes } from './me.routes';
import { notificationRoutes } from './notifications.routes';
import { profileRequestRoutes } from './profile-requests.routes';
import { signingRoutes } from './signing.routes';

/**
 * Employee self-service (docs/self-service.md): every call under `api/ess/`, each opened by a
 * self-service token and reading or writing the token's own employee only (`ownEmployee`). Signing
 * in and out is the auth module's.
 */
export const essRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, deps) => {
  await app.register(meRoutes, deps);
  await app.register(filingRoutes, deps);
  await app.register(signingRoutes, deps);
  await app.register(profileRequestRoutes, deps);
  await app.register(notificationRoutes, deps);
};
