import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. The names are a contract. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUser: string;
  adminPassword: string | undefined;
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** smtp:// or smtps:// URL of the mail relay; unset = the notification config, else the outbox. */
  smtpUrl: string | undefined;
  /** Where people open the app, for links in e-mails. */
  publicUrl: string;
  /** Key for secrets stored in the database; unset = a key file under the data folder. */
  secretKey: string | undefined;
};

export class ConfigError extends Error {}

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  HRIS_DATA_DIR: z.string().trim().min(1).default('./data'),
  HRIS_ADMIN_USER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,32}$/, 'must be 2 to 32 letters, digits, dots, dashes or underscores')
    .default('hr'),
  HRIS_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  HRIS_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  HRIS_PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
    .optional(),
  HRIS_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Parses the environment; an invalid value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most shells' `VAR= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  // Relative paths are read from where the command was started (npm sets INIT_CWD), not a workspace folder.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(base, e.HRIS_DATA_DIR),
    adminUser: e.HRIS_ADMIN_USER,
    adminPassword: e.HRIS_ADMIN_PASSWORD,
    demo: e.HRIS_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (
      e.HRIS_PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    secretKey: e.HRIS_SECRET_KEY,
  };
}
