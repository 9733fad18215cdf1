import type { FastifyInstance } from 'fastify';

/** How long a closing connection waits, its reply sent, before it drops what the client still sends. */
const LINGER_MS = 500;

/**
 * A reply sent before its request's body has all arrived (an upload refused at its size limit, a
 * 401 to a post of gigabytes) says `Connection: close`, and the rest of the body is never read:
 * otherwise the request sits paused until a timeout, or Node reads it to its end to keep the
 * connection. The connection is closed as Go's and nginx's servers close it: the reply and a FIN
 * first, the socket LINGER_MS later. Closed at once with bytes still arriving, a socket answers with
 * a reset, which can cost the client the reply it had not read yet.
 */
export function closeUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    // `complete` is Node's: false until the body has all arrived (light-my-request has none).
    if (req.raw.complete !== false) return;
    reply.header('Connection', 'close');
    const socket = req.raw.socket as typeof req.raw.socket & { destroySoon?: () => void };
    // Node ends a connection whose reply says close with destroySoon(): keep its end, delay its destroy.
    if (typeof socket.destroySoon !== 'function') return;
    socket.destroySoon = () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  });
}
