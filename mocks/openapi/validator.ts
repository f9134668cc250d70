// Node-only: validates mock responses against the OpenAPI response schema of their operation (JSON Schema
// 2020-12 via ajv). Each schema is compiled on first use and cached.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findOperation, listOperations, preloadDocuments, projectRoot, readYaml, type OperationInfo } from './documents';

export interface Violation {
  operation: string;
  message: string;
}

export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly root: string;
  readonly operations: OperationInfo[];

  constructor(root = projectRoot()) {
    this.root = root;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
    addFormats(this.ajv);
    for (const file of preloadDocuments(root)) {
      this.ajv.addSchema(readYaml(file) as object, pathToFileURL(file).href);
    }
    this.operations = [...listOperations('main', root), ...listOperations('sports', root)];
  }

  /** The operation of a request, if the documents describe it. */
  operationFor(method: string, url: string): OperationInfo | undefined {
    return findOperation(this.operations, method, url);
  }

  private validatorFor(schemaUri: string): ValidateFunction {
    let validate = this.compiled.get(schemaUri);
    if (!validate) {
      validate = this.ajv.compile({ $ref: schemaUri });
      this.compiled.set(schemaUri, validate);
    }
    return validate;
  }

  /**
   * Checks one response. Returns undefined when it conforms or when the request is not a documented
   * operation (assets, external lookups); otherwise a description of what is wrong.
   */
  async check(request: Request, response: Response): Promise<Violation | undefined> {
    const operation = this.operationFor(request.method, request.url);
    if (!operation) return undefined;
    const label = `${operation.method} ${operation.path} (${operation.operationId})`;
    if (response.type === 'error') return undefined;
    if (response.status !== 200) {
      return { operation: label, message: `HTTP ${response.status}; the documents only describe 200` };
    }
    if (!operation.responseSchema) return undefined;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return { operation: label, message: 'the body is not JSON' };
    }
    const errors = this.errorsOf(operation.responseSchema, body);
    return errors.length === 0 ? undefined : { operation: label, message: errors.slice(0, 8).join('; ') };
  }

  /**
   * What is wrong with a value against one named schema of the documents, such as
   * `sports/schemas/bet.yaml#/SingleBetsRequest` (a path under openapi/ and a pointer); empty when it conforms.
   */
  schemaErrors(ref: string, value: unknown): string[] {
    const [file = '', pointer = ''] = ref.split('#');
    return this.errorsOf(`${pathToFileURL(join(this.root, 'openapi', file)).href}#${pointer}`, value);
  }

  private errorsOf(schemaUri: string, value: unknown): string[] {
    const validate = this.validatorFor(schemaUri);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) => `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  }
}

let shared: ResponseValidator | undefined;

/** One validator per process (compiling the documents once). */
export function sharedValidator(): ResponseValidator {
  shared ??= new ResponseValidator();
  return shared;
}
