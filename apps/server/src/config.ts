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
  /** HRIS_SMTP_ALLOW_PRIVATE: the Notification Config may send to hosts on private networks. */
  smtpAllowPrivate: boolean;
  /** Where people open the app, for links in e-mails. */
  publicUrl: string;
  /** Key for secrets stored in the database; unset = a key file under the data folder. */
  secretKey: string | undefined;
  /** Where uploaded files are kept: a folder (`<data dir>/uploads`), or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The largest file an upload may carry, and how many files one request may carry. */
  uploadMaxBytes: number;
  uploadMaxFiles: number;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /**
   * The load balancers or reverse proxies (addresses, CIDR ranges, `loopback`...) whose
   * X-Forwarded-For names the client; empty = the peer is the client.
   */
  trustProxy: string[];
};

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Unset = AWS itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset = the AWS SDK's own chain (AWS_* variables, an instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
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
  HRIS_SMTP_ALLOW_PRIVATE: bool.optional(),
  HRIS_PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
    .optional(),
  HRIS_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  HRIS_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(10),
  HRIS_UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  HRIS_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  HRIS_TRUST_PROXY: z
    .string()
    .transform((v) => v.split(',').map((a) => a.trim()))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^([0-9A-Fa-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/,
            'must be addresses or CIDR ranges (10.0.0.0/8), comma-separated',
          ),
      ),
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
});

type Env = z.output<typeof schema>;

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * S3 when S3_BUCKET is set, else the folder. A half configuration stops the start rather than quietly
 * keeping files on one node's disk: S3 settings without a bucket, a bucket without a region, or one
 * half of a key pair.
 */
function storageOf(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (or unset them to keep uploads in ${path.join(dataDir, 'uploads')})`,
      );
    }
    return { driver: 'local', dir: path.join(dataDir, 'uploads') };
  }
  if (!e.S3_REGION) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_REGION: must be set with S3_BUCKET (us-east-1 for most S3-compatible servers)',
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the AWS SDK's own credentials)`,
    );
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

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
  const dataDir = path.resolve(base, e.HRIS_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    adminUser: e.HRIS_ADMIN_USER,
    adminPassword: e.HRIS_ADMIN_PASSWORD,
    demo: e.HRIS_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    smtpAllowPrivate: e.HRIS_SMTP_ALLOW_PRIVATE ?? false,
    publicUrl: (
      e.HRIS_PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    secretKey: e.HRIS_SECRET_KEY,
    storage: storageOf(e, dataDir),
    uploadMaxBytes: e.HRIS_UPLOAD_MAX_MB * 1024 * 1024,
    uploadMaxFiles: e.HRIS_UPLOAD_MAX_FILES,
    sessionIdleMinutes: e.HRIS_SESSION_IDLE_MINUTES,
    trustProxy: e.HRIS_TRUST_PROXY ?? [],
  };
}
