import { SMTPServer } from 'smtp-server';
import { freePort } from '../src/db/embedded';

export type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(): Promise<{
  url: string;
  inbox: Received[];
  waitFor: (n: number) => Promise<Received[]>;
  close: () => Promise<void>;
}> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    async waitFor(n) {
      for (let i = 0; i < 100 && inbox.length < n; i++) await new Promise((r) => setTimeout(r, 50));
      return inbox;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received message, with quoted-printable soft breaks undone. */
export function bodyOf(m: Received): string {
  return m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
