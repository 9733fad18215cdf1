import { loginBody, resetBody, resetRequestBody } from '@hris/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/audit';
import { currentUser, login, logout } from './auth.service';

const NOT_YET =
  'Password reset by e-mail is not available yet. Please ask an HR user to reset your password.';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/login',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Log in (HR only)', body: loginBody } },
    async (req) => login(db, req.body, req.ip),
  );

  app.get('/user', { schema: { tags: ['auth'], summary: 'The logged-in user' } }, async (req) =>
    currentUser(db, req.user!.id),
  );

  app.post('/logout', { schema: { tags: ['auth'], summary: 'Revoke the current token' } }, async (req) => {
    await logout(db, actorOf(req), req.user!.tokenHash);
    return { response: 'success', message: 'You have been logged out.' };
  });

  // The reset flow is delivered with the accounts module; until then say so plainly.
  app.post(
    '/create',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Request a password reset link', body: resetRequestBody },
    },
    async () => {
      throw new AppError(501, NOT_YET);
    },
  );
  app.post(
    '/reset',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Set a new password with a reset token', body: resetBody },
    },
    async () => {
      throw new AppError(501, NOT_YET);
    },
  );
};
