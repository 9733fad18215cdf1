import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { selfSignedCertificate } from './tls-cert';

export type Received = { from: string; to: string[]; raw: string };
export type Login = { username: string; password: string; secure: boolean };

export type TestSmtp = {
  /** `smtp://127.0.0.1:<port>`, without credentials. */
  url: string;
  port: number;
  inbox: Received[];
  /** Every AUTH the server received, and whether the connection was encrypted by then. */
  logins: Login[];
  /** Every byte the clients sent on the wire, as text: TLS records are noise, plain SMTP is readable. */
  wire: () => string;
  /** The certificate the server offers STARTTLS with (self-signed): the mailer under test trusts it. */
  ca: string;
  waitFor: (n: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps what it receives. By default it offers STARTTLS with a
 * certificate made for the test; `{ starttls: false }` offers none. Either way it would take AUTH on
 * a plain connection (as a careless server does), so a client that sends its password in clear text
 * is caught: everything the clients send passes through a recording relay in front of it.
 */
export async function startSmtp(opts: { starttls?: boolean } = {}): Promise<TestSmtp> {
  const starttls = opts.starttls ?? true;
  const { key, cert } = selfSignedCertificate();
  const inbox: Received[] = [];
  const logins: Login[] = [];
  const sent: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    key,
    cert,
    disabledCommands: starttls ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, session, done) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '', secure: session.secure });
      done(null, { user: auth.username });
    },
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const inner = (server.server.address() as AddressInfo).port;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(inner, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => sent.push(chunk));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    logins,
    wire: () => Buffer.concat(sent).toString('latin1'),
    ca: cert,
    async waitFor(n) {
      for (let i = 0; i < 100 && inbox.length < n; i++) await new Promise((r) => setTimeout(r, 50));
      return inbox;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The text of a received message, with quoted-printable soft breaks undone. */
export function bodyOf(m: Received): string {
  return m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * The ways a password can travel in an SMTP AUTH: as itself, and base64-encoded alone (AUTH LOGIN)
 * or with the user name (AUTH PLAIN), so that a test can look for each on the wire.
 */
export function passwordForms(user: string, password: string): string[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  return [password, b64(password), b64(`\0${user}\0${password}`), b64(`${user}\0${user}\0${password}`)];
}
