// Translates node:http requests into Fetch Requests, asks msw's getResponse() for an answer and writes it back
// (with CORS headers, so a browser app on another origin can use the standalone mock).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...corsHeaders(req), 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Answers a request from the handlers; false when no handler answered. */
export async function answerFromHandlers(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  handlers: RequestHandler[],
): Promise<boolean> {
  const request = await toFetchRequest(req, origin);
  const response = await getResponse(handlers, request);
  if (!response) return false;
  if (response.type === 'error') {
    // A network error: drop the connection without an answer.
    res.destroy();
    return true;
  }
  const headers: Record<string, string> = { ...corsHeaders(req) };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
  return true;
}
