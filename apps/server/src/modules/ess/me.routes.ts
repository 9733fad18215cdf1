import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EssDeps } from './deps';

export const meRoutes: FastifyPluginAsyncZod<EssDeps> = async (_app, _deps) => {};
