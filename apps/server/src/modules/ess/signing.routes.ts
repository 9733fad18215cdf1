import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EssDeps } from './deps';

export const signingRoutes: FastifyPluginAsyncZod<EssDeps> = async (_app, _deps) => {};
