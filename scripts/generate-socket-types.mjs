// Generates TypeScript types for the live-data socket from openapi/live-socket.yaml (AsyncAPI 3):
// one type per message payload and per component schema, plus the unions ClientMessage (messages of `send`
// operations) and ServerMessage (messages of `receive` operations), discriminated by businessType.
// Output: src/shared/api/generated/socket/messages.ts. Deterministic: same document, same bytes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { parse } from 'yaml';

const source = 'openapi/live-socket.yaml';
const target = 'src/shared/api/generated/socket/messages.ts';
const header = `Generated from ${source}. Do not edit: run \`npm run generate\`.`;

const doc = parse(readFileSync(source, 'utf8'));
const resolve = (ref) =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => node?.[key], doc);
const deref = (node) => (node && '$ref' in node ? resolve(node.$ref) : node);

// JSON Schema copies of the component schemas: refs point at definitions, extension keys become doc text.
const toJsonSchema = (node) => {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  // Keywords beside $ref are ignored by JSON Schema draft-07 (and would make the generator duplicate types).
  if ('$ref' in node) return { $ref: node.$ref.replace('#/components/schemas/', '#/definitions/') };
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith('x-')) out[key] = toJsonSchema(value);
  }
  if (node['x-assumed'] === true) {
    const why = node['x-assumed-why'] ? ` ${node['x-assumed-why']}` : '';
    out.description = [node.description?.trim(), `Designed (not shown by the product spec).${why}`].filter(Boolean).join('\n\n');
  }
  return out;
};

const definitions = {};
for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) definitions[name] = toJsonSchema(schema);

// The payload type of every message, named after the component schema it references (or the message).
const payloadRef = (message, fallbackName) => {
  const payload = message.payload;
  if (payload?.$ref) return toJsonSchema(payload);
  const name = `${fallbackName}Payload`;
  definitions[name] = toJsonSchema(payload);
  return { $ref: `#/definitions/${name}` };
};

const unions = { send: [], receive: [] };
const businessTypes = { send: [], receive: [] };
for (const operation of Object.values(doc.operations ?? {})) {
  for (const ref of operation.messages ?? []) {
    const message = deref(resolve(ref.$ref));
    const key = ref.$ref.split('/').pop();
    const schemaRef = payloadRef(message, key.charAt(0).toUpperCase() + key.slice(1));
    if (unions[operation.action].some((entry) => entry.$ref === schemaRef.$ref)) continue;
    unions[operation.action].push(schemaRef);
    const businessType = deref(message.payload)?.properties?.businessType?.const;
    if (typeof businessType !== 'string') throw new Error(`${ref.$ref}: payload has no businessType const`);
    businessTypes[operation.action].push(businessType);
  }
}

definitions.ClientMessage = {
  description: 'A frame the app sends on the live-data socket (discriminated by businessType).',
  oneOf: unions.send,
};
definitions.ServerMessage = {
  description: 'A frame the server pushes on the live-data socket (discriminated by businessType).',
  oneOf: unions.receive,
};
const root = {
  title: 'LiveSocketMessage',
  description: `Any frame on the live-data socket (${doc.info.title} ${doc.info.version}).`,
  oneOf: [{ $ref: '#/definitions/ClientMessage' }, { $ref: '#/definitions/ServerMessage' }],
  definitions,
};

const types = await compile(root, 'LiveSocketMessage', {
  bannerComment: `/**\n * ${header}\n */`,
  additionalProperties: false,
  unreachableDefinitions: true,
  strictIndexSignatures: true,
  format: true,
  style: { singleQuote: true, printWidth: 120 },
});

const constants = [
  '',
  '/** businessType of every frame the app sends. */',
  `export const CLIENT_BUSINESS_TYPES = ${JSON.stringify(businessTypes.send).replaceAll('"', "'").replaceAll(',', ', ')} as const;`,
  '/** businessType of every frame the server pushes. */',
  `export const SERVER_BUSINESS_TYPES = ${JSON.stringify(businessTypes.receive).replaceAll('"', "'").replaceAll(',', ', ')} as const;`,
  "export type ClientBusinessType = ClientMessage['businessType'];",
  "export type ServerBusinessType = ServerMessage['businessType'];",
  '',
].join('\n');

rmSync(dirname(target), { recursive: true, force: true });
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, types.trimEnd() + '\n' + constants);
console.log(`${target}: ${unions.send.length} client and ${unions.receive.length} server messages`);
