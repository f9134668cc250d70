// Serves the live hub over a real WebSocket at /wss of a node:http server: the same frames as the msw socket link,
// so any client (another app, a test with `ws`) sees the same live evening. While the evening refuses connections
// the upgrade is answered 503, which a client sees as a failed connection.
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { LiveHub } from '../socket/hub';

export const SOCKET_PATH = '/wss';

/** Routes upgrade requests for /wss to the hub; returns the function that closes every socket. */
export function attachLiveSocket(server: Server, hub: LiveHub, origin: string): () => void {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', origin).pathname !== SOCKET_PATH) {
      socket.destroy();
      return;
    }
    if (!hub.acceptsConnections()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      const connection = hub.connect({ send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) });
      client.on('message', (data: Buffer) => connection.receive(data.toString('utf8')));
      client.on('close', () => connection.close());
    });
  });
  return () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  };
}
