import { API, type ApiOperation, type ApiOperationName, FIELD_ADDITIONS, UPLOAD_FORM_FIELD } from '../api';
import { ACCOUNT_OPERATIONS } from '../api/contractAccount';
import { BOOKING_OPERATIONS } from '../api/contractBooking';
import { DICTIONARY_OPERATIONS } from '../api/contractDictionaries';
import { SESSION_OPERATIONS } from '../api/contractSession';
import { VISIT_OPERATIONS } from '../api/contractVisits';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { type ContractSchemas, componentRef, contractSchemas, type JsonSchema } from './contractSchemas';
import { ERROR_PAYLOAD, errorResponses, type ResponseObject } from './errorResponses';
import { OPERATION_HEADERS } from './operationHeaders';

/** What the document says about itself. */
export interface OpenApiInfo {
  /** `info.version`: the version of the contract (core's package version). */
  readonly version: string;
}

/** An OpenAPI 3.1 document, as far as the generator writes it. */
export interface OpenApiDocument {
  readonly openapi: '3.1.1';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly jsonSchemaDialect: string;
  readonly servers: readonly unknown[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Record<string, Record<string, OperationObject>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly securitySchemes: Readonly<Record<string, unknown>>;
  };
}

/** One operation of `paths`. */
export interface OperationObject {
  readonly operationId: ApiOperationName;
  readonly tags: readonly string[];
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: RequestBodyObject;
  readonly responses: Record<string, ResponseObject>;
  readonly 'x-default-error-code': number;
  /** On an operation spec §7 does not list: why the provider's API must add it. */
  readonly 'x-wizyta-addition'?: string;
  readonly description?: string;
}

/** The body of a request: JSON or, for an upload, multipart. */
export interface RequestBodyObject {
  readonly required: true;
  readonly content: Readonly<Record<string, { readonly schema: unknown }>>;
}

/** A path, query or header parameter. */
export interface ParameterObject {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: unknown;
}

const GROUPS: readonly [tag: string, description: string, operations: Record<string, ApiOperation>][] = [
  ['account', 'Profile, consents, registration, popups, notifications, contact.', ACCOUNT_OPERATIONS],
  ['session', 'SMS login and the token calls: how a token is got without the IdP pages.', SESSION_OPERATIONS],
  ['visits', 'Visits, the post-visit chat, documents.', VISIT_OPERATIONS],
  [
    'dictionaries',
    'Dictionaries: signed-in ones and the anonymous ones of the booking flow.',
    DICTIONARY_OPERATIONS,
  ],
  ['booking', 'Slots, price, holds, the booking itself, payment, call-back.', BOOKING_OPERATIONS],
];
const BEARER = 'bearerAuth';

const tagOf = (op: string) => GROUPS.find(([, , operations]) => op in operations)?.[0] ?? 'other';

function parameters(
  op: ApiOperationName,
  operation: ApiOperation,
  schemas: ContractSchemas,
): ParameterObject[] {
  const found: ParameterObject[] = [...operation.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name: name as string,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.id },
  }));
  const queryName = schemas.nameOf(op, 'query');
  const query = queryName === undefined ? undefined : schemas.components[queryName];
  const properties = (query?.properties ?? {}) as Record<string, unknown>;
  const required = (query?.required ?? []) as string[];
  for (const [name, schema] of Object.entries(properties)) {
    found.push({ name, in: 'query', required: required.includes(name), schema });
  }
  return [...found, ...(OPERATION_HEADERS[op] ?? [])];
}

function requestBody(
  op: ApiOperationName,
  operation: ApiOperation,
  schemas: ContractSchemas,
): RequestBodyObject | undefined {
  if (operation.body === 'multipart') {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const schema = {
      type: 'object',
      properties: { [UPLOAD_FORM_FIELD]: file },
      required: [UPLOAD_FORM_FIELD],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  const name = schemas.nameOf(op, 'body');
  return name === undefined
    ? undefined
    : { required: true, content: { 'application/json': { schema: componentRef(name) } } };
}

function success(
  op: ApiOperationName,
  operation: ApiOperation,
  schemas: ContractSchemas,
): Record<string, ResponseObject> {
  if (operation.response === 'empty') return { '204': { description: 'Done; no body.' } };
  if (operation.response === 'binary') {
    const schema = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      '200': {
        description: "The file's bytes; `Content-Type` names its type.",
        content: { '*/*': { schema } },
      },
    };
  }
  const schema = componentRef(schemas.nameOf(op, 'response') as string);
  return { '200': { description: 'The answer.', content: { 'application/json': { schema } } } };
}

function operationObject(op: ApiOperationName, schemas: ContractSchemas): OperationObject {
  const operation: ApiOperation = API[op];
  const params = parameters(op, operation, schemas);
  const body = requestBody(op, operation, schemas);
  return {
    operationId: op,
    tags: [tagOf(op)],
    security: operation.auth ? [{ [BEARER]: [] }] : [],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(op, operation, schemas), ...errorResponses(operation) },
    'x-default-error-code': operation.defaultErrorCode,
    ...(operation.addition
      ? {
          description: `An addition to spec §7: the provider's API must add this operation. ${operation.addition}`,
          'x-wizyta-addition': operation.addition,
        }
      : {}),
  };
}

/** The components with each added field (FIELD_ADDITIONS) marked `x-wizyta-addition`. */
function markFieldAdditions(components: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const marked: Record<string, JsonSchema> = { ...components };
  for (const { entity, fields, why } of FIELD_ADDITIONS) {
    const schema = marked[entity];
    const properties = schema?.properties as Record<string, JsonSchema> | undefined;
    if (!schema || !properties) throw new Error(`FIELD_ADDITIONS names ${entity}, which has no properties`);
    const next = { ...properties };
    for (const field of fields) {
      if (!next[field]) throw new Error(`FIELD_ADDITIONS names ${entity}.${field}, which does not exist`);
      next[field] = { ...next[field], 'x-wizyta-addition': why };
    }
    marked[entity] = { ...schema, properties: next };
  }
  return marked;
}

/**
 * The OpenAPI 3.1 document of the contract (`API`), generated: paths and methods from the
 * operation table, schemas from zod (`contractSchemas`), the `{ code, message }` envelope with
 * the catalogue codes each call is known to answer, bearer JWT security on the calls that need
 * a token. `npm run openapi` writes it to `docs/api/openapi.json`.
 */
export function buildOpenApiDocument(info: OpenApiInfo): OpenApiDocument {
  const schemas = contractSchemas();
  if (!schemas.components[ERROR_PAYLOAD]) throw new Error(`core's schemas lost ${ERROR_PAYLOAD}Schema`);
  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const op of Object.keys(API) as ApiOperationName[]) {
    const path = API[op].path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [API[op].method.toLowerCase()]: operationObject(op, schemas) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Wizyta patient portal API',
      version: info.version,
      description: DESCRIPTION,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: SERVERS,
    tags: GROUPS.map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: markFieldAdditions(schemas.components),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The access token from the IdP (a Keycloak realm: the brand config's `keycloak`), from SMS login (`verifySmsLogin`) or from the token calls. Sent as `Authorization: Bearer <token>`.",
        },
      },
    },
  };
}

const DESCRIPTION = [
  'The API the Wizyta portal and booking widget call (spec §7), generated from the contract in',
  '`packages/core/src/api` — do not edit by hand: `npm run openapi` rewrites it and CI fails on drift.',
  'Every error answer is the envelope `{ code, message }` with a code of the catalogue (spec §8);',
  '`x-default-error-code` is the code the client shows when an error answer carries none.',
  "Operations and fields marked `x-wizyta-addition` are additions to spec §7 that the provider's API",
  'must add (the value says why); every added field is optional.',
  '`npm run contract-check -- --api <url>` checks a running backend against the same schemas.',
].join(' ');

const SERVERS = [
  {
    url: '{apiUrl}',
    description: "A deployment: the brand config's `apiUrl` (an origin, optionally with a gateway prefix).",
    variables: { apiUrl: { default: 'http://localhost:8080' } },
  },
  { url: 'http://localhost:8080', description: 'The sample backend (`npm start`).' },
];
