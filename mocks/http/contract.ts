// Reads the OpenAPI contracts in openapi/ and checks real answers of the demo backend against them.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type MediaObject = { schema?: unknown };
type ResponseObject = { $ref?: string; content?: Record<string, MediaObject> };
type Operation = { operationId: string; requestBody?: ResponseObject; responses: Record<string, ResponseObject> };
type OpenApiDocument = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

export type ContractOperation = { api: string; method: string; template: string; operation: Operation };
type Answer = { status: number; contentType: string; body: unknown };

const CONTRACT_FILES = { product: 'openapi/product-api.yaml', content: 'openapi/content-api.yaml' } as const;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Both contracts (read from the repository root `root`), ready to validate: operations by method and path, schemas compiled by Ajv (JSON Schema 2020-12). */
export function loadContracts(root = process.cwd()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  const operations: ContractOperation[] = [];
  const docs: Record<string, OpenApiDocument> = {};
  for (const [api, file] of Object.entries(CONTRACT_FILES)) {
    const doc = parse(readFileSync(`${root}/${file}`, 'utf8')) as OpenApiDocument;
    docs[api] = doc;
    ajv.addSchema(doc, api);
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation) operations.push({ api, method: method.toUpperCase(), template, operation });
      }
    }
  }
  const basePath = (api: string) => new URL(docs[api]?.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '');
  const matcher = (op: ContractOperation) =>
    new RegExp(`^${basePath(op.api)}${op.template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

  // A query string (an optional filter) does not change the operation.
  const find = (method: string, path: string) =>
    operations.find((op) => op.method === method.toUpperCase() && matcher(op).test(path.split('?')[0]!));

  /** Where a response or request body object really lives (following one `$ref` to components). */
  const resolve = (api: string, at: string, object: ResponseObject | undefined) =>
    object?.$ref ? { at: object.$ref.slice(1), object: lookup(docs[api], object.$ref) } : { at, object };

  const check = (api: string, at: string, value: unknown): string[] => {
    const validate = ajv.getSchema(`${api}#${at}`);
    if (!validate) return [`no schema at ${at}`];
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
  };

  /** Contract violations of one answer: unknown route, undocumented status or media type, or a body off its schema. */
  function validateResponse(method: string, pathname: string, answer: Answer): string[] {
    const op = find(method, pathname);
    if (!op) return [`${method} ${pathname} is not in the contract`];
    const at = `/${pointer('paths', op.template, op.method.toLowerCase(), 'responses', String(answer.status))}`;
    const { at: responseAt, object } = resolve(op.api, at, op.operation.responses[String(answer.status)]);
    if (!object) return [`${op.operation.operationId}: status ${answer.status} is not documented`];
    const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
    if (!object.content) return answer.body ? [`${op.operation.operationId} ${answer.status}: documented without a body`] : [];
    if (!object.content[mediaType]) return [`${op.operation.operationId} ${answer.status}: media type "${mediaType}" is not documented`];
    if (mediaType === 'application/pdf') return [];
    return check(op.api, `${responseAt}/${pointer('content', mediaType, 'schema')}`, answer.body);
  }

  /** Contract violations of a JSON request body (the calls the tests make must be valid calls). */
  function validateRequest(method: string, pathname: string, body: unknown): string[] {
    const op = find(method, pathname);
    if (!op) return [`${method} ${pathname} is not in the contract`];
    if (!op.operation.requestBody) return body === undefined ? [] : [`${op.operation.operationId} takes no body`];
    const at = `/${pointer('paths', op.template, op.method.toLowerCase(), 'requestBody')}`;
    const { at: bodyAt } = resolve(op.api, at, op.operation.requestBody);
    return check(op.api, `${bodyAt}/${pointer('content', 'application/json', 'schema')}`, body);
  }

  return { operations, find, validateResponse, validateRequest };
}

function lookup(doc: unknown, ref: string): ResponseObject | undefined {
  let node = doc as Record<string, unknown> | undefined;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Record<string, unknown> | undefined;
  }
  return node as ResponseObject | undefined;
}

/** Reads an answer the way the contract describes it: JSON, text or a file. */
export async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = contentType.includes('pdf') ? '' : await response.text();
  const body = contentType.includes('json') && text ? (JSON.parse(text) as unknown) : text || undefined;
  return { status: response.status, contentType, body };
}
