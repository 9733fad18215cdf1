import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EssDeps } from './deps';

export const notificationRoutes: FastifyPluginAsyncZod<EssDeps> = async (_app, _deps) => {};
