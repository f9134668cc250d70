import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/** The OpenAPI documents must describe every call of ../shared/spec/calls.tsv with its exact method and path. */
const CALLS_TSV = join(process.cwd(), '..', 'shared', 'spec', 'calls.tsv');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = Record<string, unknown> & { operationId?: string };

function load(file: string): Record<string, unknown> {
  return parse(readFileSync(join(process.cwd(), file), 'utf8')) as Record<string, unknown>;
}

/** Resolves `./x.yaml#/key` references of the split documents. */
function resolve(base: string, node: Record<string, unknown>): Record<string, unknown> {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const [file, pointer] = ref.split('#/');
  const doc = load(join(base, '..', file!));
  return pointer!.split('/').reduce<Record<string, unknown>>((value, key) => value[key.replace(/~1/g, '/')] as Record<string, unknown>, doc);
}

function operations(file: string): Map<string, Operation> {
  const doc = load(file);
  const result = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    const resolved = resolve(file, item);
    for (const method of METHODS) {
      if (resolved[method]) result.set(`${method.toUpperCase()} ${path}`, resolved[method] as Operation);
    }
  }
  return result;
}

const rows = readFileSync(CALLS_TSV, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));
const shown = rows.filter(([, method]) => method !== '?');
const designed = rows.filter(([, method]) => method === '?').map(([, , name]) => name!.replace(/^\(|\)$/g, ''));
const docs = { main: operations('openapi/main.yaml'), sports: operations('openapi/sports.yaml') };

describe('the contract covers calls.tsv', () => {
  it('has the expected number of calls', () => {
    expect(shown).toHaveLength(145);
    expect(designed).toHaveLength(8);
  });

  it.each(shown.map(([api, method, path]) => [api!, `${method} ${path}`]))('%s %s', (api, key) => {
    const operation = docs[api as 'main' | 'sports'].get(key);
    expect(operation, `${key} missing from openapi/${api}.yaml`).toBeDefined();
    expect(operation?.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(operation?.tags).toHaveLength(1);
  });

  it.each(designed)('designed call "%s" is described and flagged x-assumed', (name) => {
    const matches = [...docs.main.values()].filter((operation) => operation['x-designed-call'] === name);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.['x-assumed']).toBe(true);
    expect(String(matches[0]?.['x-assumed-why'] ?? '')).not.toBe('');
  });

  it('every operationId is unique across both documents', () => {
    const ids = [...docs.main.values(), ...docs.sports.values()].map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
