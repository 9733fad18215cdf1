import { ROLES } from '@hris/domain/auth';
import { isRealDate } from '@hris/domain/text';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken, newToken } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { feedEvents } from './calendar.service';
import { calendarFeedTokens } from './calendar.tables';
import { writeCalendar } from './ical';

/**
 * The calendar feed (`GET api/calendar.ics?token=...`), for Outlook or Google Calendar, which cannot
 * send a bearer token: each HR user has one feed token of 256 random bits. The table keeps its
 * SHA-256 (to find it) and the token sealed with the server's key (to show the link again); a
 * regenerated token replaces the old one, whose links stop working at once.
 */

export const FEED_PATH = '/api/calendar.ics';
/** The feed's name in the reader's list of calendars. */
export const FEED_NAME = 'HRIS Company Calendar';

/** The link of a token on the app's public address. */
export const feedUrl = (base: string, token: string) =>
  `${base.replace(/\/+$/, '')}${FEED_PATH}?token=${encodeURIComponent(token)}`;

/** `GET api/calendar/feed`: the user's feed link, or null when they have none (or it cannot be opened). */
export async function currentFeed(db: Db, box: SecretBox, userId: number, base: string) {
  const [row] = await db
    .select({ token_enc: calendarFeedTokens.token_enc })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.user_id, userId));
  if (!row) return { url: null };
  try {
    return { url: feedUrl(base, box.open(row.token_enc)) };
  } catch {
    // Sealed with another key (the server's key was replaced): the user makes a new link.
    return { url: null };
  }
}

/** `POST api/calendar/feed/regenerate`: a new token for the user, replacing the old one. */
export function regenerateFeed(db: Db, actor: Actor, box: SecretBox, userId: number, base: string) {
  const token = newToken();
  const values = { token_hash: hashToken(token), token_enc: box.seal(token) };
  return write(db, actor, async ({ tx, audit }) => {
    const [old] = await tx
      .select({ created_at: calendarFeedTokens.created_at })
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.user_id, userId))
      .for('update');
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: calendarFeedTokens.user_id, set: { ...values, created_at: sql`now()` } })
      .returning({ created_at: calendarFeedTokens.created_at });
    // Never the token, its hash or its sealed form (writeAudit would drop those fields anyway).
    await audit({
      action: old ? 'regenerate' : 'create',
      entity: 'calendar_feed',
      entityId: userId,
      ...(old && { before: { user_id: userId, created_at: old.created_at } }),
      after: { user_id: userId, created_at: row!.created_at },
    });
    return { url: feedUrl(base, token) };
  });
}

/** The same month and day `years` later (earlier when negative); 29 February becomes the 28th. */
export function addYears(date: string, years: number): string {
  const moved = `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
  return isRealDate(moved) ? moved : `${moved.slice(0, 8)}28`;
}

/**
 * The iCalendar text of a feed token: the events from one year before `today` (the company's date)
 * to two years after. An unknown or replaced token, or one whose owner is no longer an active HR
 * user, is a 403.
 */
export async function feedCalendar(db: Db, token: string, today: string, now: Date): Promise<string> {
  const [owner] = await readPrepared<{ role_id: number; status: string }>(
    db,
    sql`SELECT u.role_id, u.status FROM calendar_feed_tokens f JOIN users u ON u.id = f.user_id
    WHERE f.token_hash = ${hashToken(token)}`,
  );
  if (!owner)
    throw new AppError(
      403,
      'This calendar link is not valid: copy the current link from the Calendar screen.',
    );
  if (owner.status !== 'active' || owner.role_id !== ROLES.hr)
    throw new AppError(403, 'This calendar link no longer works: its owner is no longer an active HR user.');
  const events = await feedEvents(db, addYears(today, -1), addYears(today, 2));
  return writeCalendar(events, { name: FEED_NAME, now });
}
