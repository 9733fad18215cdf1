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
      publicUrl: 'http://127.0.0.1:3000',
      secretKey: undefined,
    });
  });

  it('turns demo data off by default with an external database, and lets HRIS_DEMO decide', () => {
    const url = 'postgres://u:p@db:5432/hris';
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, HRIS_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ HRIS_DEMO: 'off' }).demo).toBe(false);
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
    ['HRIS_PUBLIC_URL', 'hris.example.com'],
    ['HRIS_SECRET_KEY', 'short'],
  ])('stops on an invalid %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
