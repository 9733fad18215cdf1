import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/hris' });
    expect(c).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/hris', 'data'),
      adminUser: 'hr',
      adminPassword: undefined,
      demo: true,
      logLevel: 'info',
      smtpUrl: undefined,
      smtpAllowPrivate: false,
      publicUrl: 'http://127.0.0.1:3000',
      secretKey: undefined,
      storage: { driver: 'local', dir: path.resolve('/srv/hris', 'data', 'uploads') },
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadMaxFiles: 10,
      sessionIdleMinutes: 30,
      trustProxy: [],
    });
  });

  it('keeps uploads in S3 when S3_BUCKET is set', () => {
    const c = loadConfig({
      S3_BUCKET: 'hris-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      HRIS_UPLOAD_MAX_MB: '25',
      HRIS_UPLOAD_MAX_FILES: '3',
    });
    expect(c.storage).toEqual({
      driver: 's3',
      bucket: 'hris-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(c.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(c.uploadMaxFiles).toBe(3);
    // no key pair: the AWS SDK's own chain (an instance role)
    expect(loadConfig({ S3_BUCKET: 'hris-files', S3_REGION: 'ap-southeast-1' }).storage).toMatchObject({
      driver: 's3',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'id' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'hris-files' }, 'S3_REGION'],
    [{ S3_BUCKET: 'hris-files', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'hris-files', S3_REGION: 'us-east-1', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses a half S3 configuration %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('turns demo data off by default with an external database, and lets HRIS_DEMO decide', () => {
    const url = 'postgres://u:p@db:5432/hris';
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, HRIS_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ HRIS_DEMO: 'off' }).demo).toBe(false);
  });

  it('believes X-Forwarded-For only from the proxies HRIS_TRUST_PROXY names', () => {
    expect(loadConfig({ HRIS_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', HRIS_ADMIN_PASSWORD: '' })).toMatchObject({
      port: 3000,
      adminPassword: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['HRIS_ADMIN_USER', 'has space'],
    ['HRIS_ADMIN_PASSWORD', 'short'],
    ['HRIS_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'mail.example.com'],
    ['HRIS_SMTP_ALLOW_PRIVATE', 'maybe'],
    ['HRIS_PUBLIC_URL', 'hris.example.com'],
    ['HRIS_SECRET_KEY', 'short'],
    ['HRIS_UPLOAD_MAX_MB', '0'],
    ['HRIS_UPLOAD_MAX_FILES', 'ten'],
    ['HRIS_TRUST_PROXY', 'true'],
    ['HRIS_TRUST_PROXY', 'proxy.example.com'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('stops on an invalid %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
