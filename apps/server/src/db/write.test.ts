import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { AppError } from '../lib/errors';
import { departments } from '../modules/organisation/organisation.tables';
import { write } from './write';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const actor = { userId: null, ip: '10.0.0.1' };
const count = async (name: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM departments WHERE department_name = ${name}`,
    )
  ).rows[0]!.n;

describe('write', () => {
  it('refuses, and rolls back, a write that leaves no audit row', async () => {
    await expect(
      write(t.db, actor, async ({ tx }) => {
        await tx.insert(departments).values({ department_name: 'Unaudited' });
      }),
    ).rejects.toThrow('A write must leave an audit row.');
    expect(await count('Unaudited')).toBe(0);
  });

  it('commits the change with its audit row, in one transaction', async () => {
    const id = await write(t.db, actor, async ({ tx, audit }) => {
      const [row] = await tx.insert(departments).values({ department_name: 'Audited' }).returning();
      await audit({ action: 'create', entity: 'department', entityId: row!.id, after: row! });
      return row!.id;
    });
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'department' AND entity_id = ${String(id)}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('answers a unique violation of a named index as a 422 on its field, and no other', async () => {
    const add = () =>
      write(
        t.db,
        actor,
        async ({ tx, audit }) => {
          await tx.insert(departments).values({ department_name: 'Twice' });
          await audit({ action: 'create', entity: 'department', entityId: null });
        },
        { departments_name_lower_key: ['department_name', 'Taken.'] },
      );
    await add();
    const err = await add().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 422, errors: { department_name: ['Taken.'] } });
    const other = await write(t.db, actor, async ({ tx }) => {
      await tx.insert(departments).values({ department_name: 'twice' });
    }).catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(AppError);
  });
});
