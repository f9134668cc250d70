// Translates node:http requests into Fetch Requests, asks msw's getResponse() for an answer and writes it back
// (with CORS headers, so a browser app on another origin can use the standalone mock). Text answers (JSON, SVG) are
// gzip-compressed when the client accepts it, as every production API and CDN does, and the pictures' URLs in JSON
// answers are made absolute on this server, which serves them (the app calling it is served from another origin).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { absolutePictureUrls } from '../seed/picture-urls';

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

/** Below this many bytes compressing costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

/**
 * Writes `body` with `headers`, gzip-compressed when the client accepts it, the type is text (JSON, SVG, plain text)
 * and the body is large enough to gain from it.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const compress =
    body.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /json|svg|text/.test(type);
  const out = compress ? gzipSync(body) : body;
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() !== 'content-length') written[name] = value;
  if (compress) {
    written['content-encoding'] = 'gzip';
    written.vary = [written.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  }
  written['content-length'] = String(out.length);
  res.writeHead(status, written);
  res.end(req.method === 'HEAD' ? undefined : out);
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  sendBody(req, res, status, { ...corsHeaders(req), 'content-type': 'application/json; charset=utf-8' }, Buffer.from(JSON.stringify(body)));
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
  let body = Buffer.from(await response.arrayBuffer());
  if (/json/.test(response.headers.get('content-type') ?? '')) body = Buffer.from(absolutePictureUrls(body.toString('utf8'), origin));
  sendBody(req, res, response.status, headers, body);
  return true;
}
