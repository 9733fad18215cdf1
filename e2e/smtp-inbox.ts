import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { test } from './fixtures';

export type Mail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback for the spec that calls this (started before its tests, closed after),
 * keeping what it receives; its sender may log in with any password. `port()` once started. It offers
 * no encryption, so a spec that sends through it saves the Notification Config with "Allow plain text"
 * on, as HR would for a relay inside their own network; the e2e server allows loopback hosts
 * (HRIS_SMTP_ALLOW_PRIVATE in playwright.config.ts). The API tests prove the TLS paths.
 */
export function smtpInbox(): { inbox: Mail[]; port: () => number } {
  const inbox: Mail[] = [];
  let smtp: SMTPServer | undefined;
  let port = 0;
  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, done) => done(null, { user: 'sender' }),
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    const server = smtp;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  test.afterAll(async () => {
    const server = smtp;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { inbox, port: () => port };
}
