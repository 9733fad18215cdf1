import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EssDeps } from './deps';

export const profileRequestRoutes: FastifyPluginAsyncZod<EssDeps> = async (_app, _deps) => {};
