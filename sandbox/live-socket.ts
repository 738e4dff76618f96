import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_SOCKET_PATH, openLiveSession } from './operations/live-events.ts';

/**
 * The live-event socket on the Vite dev and preview servers (`ws`). Each connection is one session of
 * operations/live-events.ts: hello with the token, replay after `since`, then the member's events as they happen.
 */
const wss = new WebSocketServer({ noServer: true });

wss.on('connection', (socket) => {
  const session = openLiveSession({
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
  });
  socket.on('message', (data, isBinary) => session.receive(isBinary ? null : data.toString()));
  socket.on('close', () => session.closed());
  socket.on('error', () => session.closed());
});

/**
 * An HTTP server's `upgrade`: takes it when it asks for LIVE_SOCKET_PATH and returns true; any other upgrade (Vite's
 * HMR socket) is left to its own listener.
 */
export function handleLiveUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path !== LIVE_SOCKET_PATH) return false;
  wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req));
  return true;
}
