import { randomBytes } from 'node:crypto';
import { ROLES } from '@hris/domain/auth';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { users } from '../../modules/auth/auth.tables';
import type { FileStorage } from '../../plugins/files/storage';
import type { Db } from '../client';
import { seedDemo } from './demo';

export type FirstRun = { adminCreated: boolean; generatedPassword?: string; demoSeeded: boolean };

/**
 * On an empty database: the HR account (with the given or a generated password) and, when asked,
 * the demo company. Runs under an advisory lock so two nodes starting together seed once.
 */
export async function firstRun(
  db: Db,
  opts: {
    adminUser: string;
    adminPassword: string | undefined;
    demo: boolean;
    /** Where the demo's files go (the app's storage); without it the demo has no files. */
    storage?: FileStorage;
  },
): Promise<FirstRun> {
  const result: FirstRun = { adminCreated: false, demoSeeded: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    if ((rows[0]?.n ?? 0) > 0) return;
    const password = opts.adminPassword ?? randomBytes(9).toString('base64url');
    if (!opts.adminPassword) result.generatedPassword = password;
    const [admin] = await tx
      .insert(users)
      .values({
        role_id: ROLES.hr,
        name: opts.adminUser,
        email: `${opts.adminUser.toLowerCase()}@hris.local`,
        password_hash: await hashPassword(password),
        account_type: 'ADMIN',
      })
      .returning({ id: users.id });
    result.adminCreated = true;
    if (opts.demo) {
      const { rows: deps } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM departments`);
      if ((deps[0]?.n ?? 0) === 0) {
        await seedDemo(tx, { adminUserId: admin!.id, ...(opts.storage && { storage: opts.storage }) });
        result.demoSeeded = true;
      }
    }
  });
  return result;
}
