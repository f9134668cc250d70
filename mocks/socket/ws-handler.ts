// The msw WebSocket handler for the live-data socket (`/wss` on any host), backed by the shared live hub.
import { ws } from 'msw';
import { liveHub } from './hub';

export const liveSocket = ws.link('*/wss');

export const liveSocketHandler = liveSocket.addEventListener('connection', ({ client }) => {
  const connection = liveHub.connect({ send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) });
  client.addEventListener('message', (event) => connection.receive(String(event.data)));
  client.addEventListener('close', () => connection.close());
});
