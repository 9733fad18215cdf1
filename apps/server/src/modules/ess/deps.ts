import type { Db } from '../../db/client';
import type { Files } from '../../plugins/files/files';
import type { Mailer } from '../../plugins/mail';

/** What the self-service routes are given (apps/server/src/app.ts). */
export type EssDeps = { db: Db; files: Files; mailer: Mailer; publicUrl: string; clock: () => Date };
