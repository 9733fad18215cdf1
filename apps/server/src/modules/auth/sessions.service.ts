import type { SessionRow } from '@hris/domain/security';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { write } from '../../db/write';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';

type Me = Actor & { userId: number; tokenId: number };

/** A user's sessions still live: not revoked, not expired, not idle past `idleMinutes`. */
const live = (userId: number, idleMinutes: number) => sql`
  user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
  AND last_used_at > now() - make_interval(mins => ${idleMinutes}::int)`;

/** `GET api/account/sessions`: newest first; a session lasts 12 hours, so the list stays short. */
export async function listSessions(db: Db, me: Me, idleMinutes: number): Promise<SessionRow[]> {
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT id, created_at, last_used_at, expires_at, ip, user_agent, id = ${me.tokenId} AS current
    FROM access_tokens WHERE ${live(me.userId, idleMinutes)}
    ORDER BY created_at DESC, id DESC LIMIT 100`);
  return rows;
}

/** `DELETE api/account/sessions/{id}`: ends one of the user's own sessions (this one logs out). */
export async function revokeSession(db: Db, me: Me, id: number, idleMinutes: number) {
  await write(db, me, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE access_tokens SET revoked_at = now() WHERE id = ${id} AND ${live(me.userId, idleMinutes)}
      RETURNING id`);
    if (!rows[0]) throw notFound('The session');
    await audit({ action: 'session_revoke', entity: 'user', entityId: me.userId, after: { session_id: id } });
  });
}

/** Ends every session of the user but `tokenId` in the caller's transaction; how many ended. */
export async function endOtherSessions(tx: Tx, userId: number, tokenId: number): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    UPDATE access_tokens SET revoked_at = now()
    WHERE user_id = ${userId} AND id <> ${tokenId} AND revoked_at IS NULL AND expires_at > now()
    RETURNING id`);
  return rows.length;
}

/** `POST api/account/sessions/revoke-others`: every session of the user but this one ends. */
export async function revokeOtherSessions(db: Db, me: Me): Promise<number> {
  return write(db, me, async ({ tx, audit }) => {
    const ended = await endOtherSessions(tx, me.userId, me.tokenId);
    await audit({
      action: 'session_revoke',
      entity: 'user',
      entityId: me.userId,
      after: { sessions: ended },
    });
    return ended;
  });
}
