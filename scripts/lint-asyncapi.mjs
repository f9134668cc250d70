// Offline lint of the AsyncAPI document of the live-data socket (openapi/live-socket.yaml).
// Checks: the YAML parses; it is AsyncAPI 3.x with info, channels and operations; every local $ref resolves;
// operations point at their channel's messages; every message payload compiles as a JSON Schema (ajv, strict);
// every message example matches its payload; each message has a unique `businessType` constant.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';

const file = process.argv[2] ?? 'openapi/live-socket.yaml';
const errors = [];
const fail = (where, what) => errors.push(`${where}: ${what}`);

let doc;
try {
  doc = parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: does not parse: ${error.message}`);
  process.exit(1);
}

const pointer = (ref) => ref.slice(2).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
const resolve = (ref) => {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return pointer(ref).reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), doc);
};
const deref = (node) => (node && typeof node === 'object' && '$ref' in node ? resolve(node.$ref) : node);

// Every $ref anywhere in the document must be local and resolvable.
const walkRefs = (node, path) => {
  if (Array.isArray(node)) return node.forEach((item, i) => walkRefs(item, `${path}/${i}`));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') {
      if (resolve(value) === undefined) fail(path, `unresolved $ref ${value}`);
    } else walkRefs(value, `${path}/${key}`);
  }
};

if (!/^3\.\d+\.\d+$/.test(String(doc?.asyncapi ?? ''))) fail('asyncapi', `must be 3.x, found ${doc?.asyncapi}`);
if (!doc?.info?.title || !doc?.info?.version) fail('info', 'title and version are required');
if (!doc?.channels || Object.keys(doc.channels).length === 0) fail('channels', 'at least one channel is required');
if (!doc?.operations || Object.keys(doc.operations).length === 0) fail('operations', 'at least one operation is required');
walkRefs(doc, '#');

// Operations: action, a channel reference, and messages that belong to that channel.
for (const [name, operation] of Object.entries(doc.operations ?? {})) {
  const where = `operations.${name}`;
  if (!['send', 'receive'].includes(operation.action)) fail(where, `action must be send or receive`);
  const channelRef = operation.channel?.$ref;
  if (!channelRef?.startsWith('#/channels/')) fail(where, 'channel must be a $ref to #/channels/...');
  for (const message of operation.messages ?? []) {
    if (!message.$ref?.startsWith(`${channelRef}/messages/`)) fail(where, `message ${message.$ref} is not a message of ${channelRef}`);
  }
  if (!operation.messages?.length) fail(where, 'lists no messages');
}

// Payload schemas: compile with ajv against the component schemas, validate examples, check businessType.
const schemas = doc.components?.schemas ?? {};
const extensionKeywords = new Set();
const collectExtensions = (node) => {
  if (Array.isArray(node)) return node.forEach(collectExtensions);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) extensionKeywords.add(key);
    collectExtensions(value);
  }
};
collectExtensions(schemas);
const rewrite = (node) => JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"components#/definitions/'));
const ajv = new Ajv({ strict: true, allErrors: true });
for (const keyword of extensionKeywords) ajv.addKeyword(keyword);
try {
  ajv.addSchema({ $id: 'components', definitions: rewrite(schemas) });
} catch (error) {
  fail('components.schemas', error.message);
}
for (const name of Object.keys(schemas)) {
  try {
    ajv.compile({ $ref: `components#/definitions/${name}` });
  } catch (error) {
    fail(`components.schemas.${name}`, `not a valid JSON Schema: ${error.message}`);
  }
}

const seenTypes = new Map();
let messageCount = 0;
for (const [channelName, channel] of Object.entries(doc.channels ?? {})) {
  for (const [key, ref] of Object.entries(channel.messages ?? {})) {
    const where = `channels.${channelName}.messages.${key}`;
    const message = deref(ref);
    if (!message) continue;
    messageCount += 1;
    if (!message.payload) {
      fail(where, 'has no payload');
      continue;
    }
    let validate;
    try {
      validate = ajv.compile(rewrite(message.payload));
    } catch (error) {
      fail(where, `payload is not a valid JSON Schema: ${error.message}`);
      continue;
    }
    const businessType = deref(message.payload)?.properties?.businessType?.const;
    if (typeof businessType !== 'string') fail(where, 'payload must fix businessType with a string const');
    else if (seenTypes.has(businessType)) fail(where, `businessType ${businessType} is also used by ${seenTypes.get(businessType)}`);
    else seenTypes.set(businessType, where);
    if (!message.examples?.length) fail(where, 'has no example');
    for (const example of message.examples ?? []) {
      if (!validate(example.payload)) fail(`${where} example ${example.name}`, ajv.errorsText(validate.errors));
    }
  }
}

if (errors.length > 0) {
  for (const error of errors) console.error(`${file}: ${error}`);
  console.error(`${errors.length} problem(s) found`);
  process.exit(1);
}
console.log(`${file}: AsyncAPI ${doc.asyncapi}, ${messageCount} messages, ${Object.keys(doc.operations).length} operations: valid`);
