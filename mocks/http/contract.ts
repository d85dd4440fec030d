// Reads the OpenAPI contracts in openapi/ and checks real answers of the demo backend against them.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type MediaObject = { schema?: unknown };
type HeaderObject = { $ref?: string; required?: boolean; schema?: { type?: string } };
type ResponseObject = { $ref?: string; content?: Record<string, MediaObject>; headers?: Record<string, HeaderObject> };
type Operation = { operationId: string; requestBody?: ResponseObject; responses: Record<string, ResponseObject> };
type OpenApiDocument = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

export type ContractOperation = { api: string; method: string; template: string; operation: Operation };
/** An answer as the contract reads it; `headers` (lower-case names, Set-Cookie lines apart) only where a test has them. */
type Answer = { status: number; contentType: string; body: unknown; headers?: Record<string, string[]> };

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

  const check = (api: string, at: string, value: unknown, whole = '(body)'): string[] => {
    const validate = ajv.getSchema(`${api}#${at}`);
    if (!validate) return [`no schema at ${at}`];
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || whole} ${e.message}`);
  };

  /**
   * Header violations: a documented header that is required but missing, or off its schema (a whole-number text
   * read as a number), and a Set-Cookie the answer is not documented to send.
   */
  function checkHeaders(api: string, name: string, object: ResponseObject, headers: Record<string, string[]>): string[] {
    const documented = Object.fromEntries(Object.entries(object.headers ?? {}).map(([key, header]) => [key.toLowerCase(), header]));
    const problems = headers['set-cookie']?.length && !documented['set-cookie'] ? [`${name}: Set-Cookie is not documented`] : [];
    for (const [key, reference] of Object.entries(documented)) {
      const at = reference.$ref ? reference.$ref.slice(1) : '';
      const header = reference.$ref ? (lookup(docs[api], reference.$ref) as HeaderObject | undefined) : reference;
      const values = headers[key] ?? [];
      if (header?.required && values.length === 0) problems.push(`${name}: header ${key} is missing`);
      if (!at) continue;
      for (const value of values) {
        const typed = header?.schema?.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
        problems.push(...check(api, `${at}/schema`, typed, key).map((problem) => `${name}: header ${problem}`));
      }
    }
    return problems;
  }

  /** Contract violations of one answer: unknown route, undocumented status, media type or header, or a body or header off its schema. */
  function validateResponse(method: string, pathname: string, answer: Answer): string[] {
    const op = find(method, pathname);
    if (!op) return [`${method} ${pathname} is not in the contract`];
    const at = `/${pointer('paths', op.template, op.method.toLowerCase(), 'responses', String(answer.status))}`;
    const { at: responseAt, object } = resolve(op.api, at, op.operation.responses[String(answer.status)]);
    if (!object) return [`${op.operation.operationId}: status ${answer.status} is not documented`];
    const headerProblems = answer.headers ? checkHeaders(op.api, `${op.operation.operationId} ${answer.status}`, object, answer.headers) : [];
    if (headerProblems.length > 0) return headerProblems;
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

/** Reads an answer the way the contract describes it: JSON, text or a file, and its headers. */
export async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = contentType.includes('pdf') ? '' : await response.text();
  const body = contentType.includes('json') && text ? (JSON.parse(text) as unknown) : text || undefined;
  const headers: Record<string, string[]> = { 'set-cookie': response.headers.getSetCookie() };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = [value];
  });
  return { status: response.status, contentType, body, headers };
}
