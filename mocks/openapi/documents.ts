// Node-only: reads the split OpenAPI documents (openapi/main.yaml, openapi/sports.yaml and the files they $ref)
// and lists their operations with the location of each success-response schema. Used by the conformance
// validator and the mock coverage report; never bundled into the app.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type ApiName = 'main' | 'sports';

export interface OperationInfo {
  api: ApiName;
  method: string;
  /** The path as written in the document (`/api/x/{id}`). */
  path: string;
  operationId: string;
  /** Matches a request pathname (any prefix before the documented path). */
  pattern: RegExp;
  /** Absolute `file:///...#/pointer` of the JSON schema of the 200 application/json response, if any. */
  responseSchema: string | undefined;
  /** Result codes the operation declares besides success. */
  errorCodes: number[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

const fileCache = new Map<string, unknown>();

export function readYaml(file: string): unknown {
  let doc = fileCache.get(file);
  if (doc === undefined) {
    doc = parse(readFileSync(file, 'utf8')) as unknown;
    fileCache.set(file, doc);
  }
  return doc;
}

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (part: string): string => part.replace(/~1/g, '/').replace(/~0/g, '~');

function at(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[unescapePointer(raw)];
  }
  return node;
}

interface Located {
  file: string;
  pointer: string;
  node: Record<string, unknown>;
}

/** Follows `$ref` chains (across files) starting at file#pointer. */
function follow(file: string, pointer: string): Located {
  let current: Located = { file, pointer, node: at(readYaml(file), pointer) as Record<string, unknown> };
  for (let hops = 0; typeof current.node?.$ref === 'string' && hops < 20; hops += 1) {
    const [target = '', fragment = ''] = (current.node.$ref as string).split('#');
    const nextFile = target === '' ? current.file : resolve(dirname(current.file), target);
    current = { file: nextFile, pointer: fragment, node: at(readYaml(nextFile), fragment) as Record<string, unknown> };
  }
  return current;
}

function patternFor(path: string): RegExp {
  const body = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`${body}$`);
}

export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** Every operation of one document (empty when the document does not exist yet). */
export function listOperations(api: ApiName, root = projectRoot()): OperationInfo[] {
  const file = join(root, 'openapi', `${api}.yaml`);
  if (!existsSync(file)) return [];
  const paths = (readYaml(file) as { paths?: Record<string, unknown> }).paths ?? {};
  const operations: OperationInfo[] = [];
  for (const path of Object.keys(paths)) {
    const item = follow(file, `/paths/${escapePointer(path)}`);
    for (const method of METHODS) {
      const operation = item.node?.[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const opPointer = `${item.pointer}/${method}`;
      const response = follow(item.file, `${opPointer}/responses/200`);
      const schemaPointer = `${response.pointer}/content/application~1json/schema`;
      const hasSchema = at(readYaml(response.file), schemaPointer) !== undefined;
      operations.push({
        api,
        method: method.toUpperCase(),
        path,
        operationId: String(operation.operationId ?? `${method} ${path}`),
        pattern: patternFor(path),
        responseSchema: hasSchema ? `${pathToFileURL(response.file).href}#${schemaPointer}` : undefined,
        errorCodes: ((operation['x-error-codes'] as number[] | undefined) ?? []).map(Number),
      });
    }
  }
  return operations;
}

/**
 * Parses every document file, reusing a JSON cache in node_modules/.cache when no file changed (YAML parsing
 * of the whole tree takes about a second; every test file would pay it otherwise).
 */
export function preloadDocuments(root = projectRoot()): string[] {
  const files = documentFiles(root);
  const fingerprint = createHash('sha1')
    .update(files.map((f) => `${f}:${statSync(f).mtimeMs}:${statSync(f).size}`).join('|'))
    .digest('hex');
  const cacheDir = join(root, 'node_modules', '.cache', 'lotus-openapi-json');
  const cacheFile = join(cacheDir, `${fingerprint}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, unknown>;
    for (const [file, doc] of Object.entries(cached)) if (!fileCache.has(file)) fileCache.set(file, doc);
    return files;
  }
  const all = Object.fromEntries(files.map((f) => [f, readYaml(f)]));
  try {
    mkdirSync(cacheDir, { recursive: true });
    for (const old of readdirSync(cacheDir)) if (old.endsWith('.json')) rmSync(join(cacheDir, old), { force: true });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(all));
    renameSync(tmp, cacheFile);
  } catch {
    // The cache is an optimisation only.
  }
  return files;
}

/** All YAML files under openapi/, for registering with the validator. */
export function documentFiles(root = projectRoot()): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name)) out.push(full);
    }
  };
  walk(join(root, 'openapi'));
  return out;
}

/** The operation a request is for, by method and pathname. */
export function findOperation(operations: readonly OperationInfo[], method: string, url: string): OperationInfo | undefined {
  const { pathname } = new URL(url);
  const candidates = operations.filter((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
  // Prefer the most specific (longest literal) path when templates overlap.
  return candidates.sort((a, b) => b.path.replace(/\{[^}]+\}/g, '').length - a.path.replace(/\{[^}]+\}/g, '').length)[0];
}
