// The backend contract as an OpenAPI 3.1 document (docs/operators.md "The backend contract"), written from
// the sandbox's own zod schemas: the requests the routes validate (contract/operations.ts) and the answers
// (contract/responses.ts). Served at /openapi.json; scripts/contract-check.mjs validates a backend's
// answers against it. JSON Schema 2020-12 is OpenAPI 3.1's dialect, which zod writes as it is.
import { z } from 'zod';
import { OPERATIONS, type Operation } from './operations';
import { RESPONSE_SCHEMAS } from './responses';

type JsonSchema = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/**
 * A request schema as the client writes it (`io: 'input'`: defaults optional, coercions and transforms seen
 * from their input). django-filter's blank dropping (http/validation.ts `withoutBlanks`) is a preprocess in
 * front of the object: the object is what the document describes.
 */
function requestSchema(schema: z.ZodType): JsonSchema {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; out?: z.ZodType } }).def;
  const inner = def.type === 'pipe' && (def.in as unknown as { def: { type: string } }).def.type === 'transform' ? def.out! : schema;
  const { $schema: _dialect, ...json } = z.toJSONSchema(inner, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** Every response schema as a component; one names another by `$ref`. */
function responseComponents(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RESPONSE_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io: 'input', uri: (id) => `${COMPONENT}${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...json }]) => [id, json]));
}

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

function parameters(op: Operation): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [name, values] of Object.entries(op.pathParams ?? {})) {
    const schema =
      values === 'integer' ? { type: 'integer', minimum: 1 } : values === 'string' ? { type: 'string', minLength: 1 } : { type: 'string', enum: [...values] };
    out.push({ name, in: 'path', required: true, schema });
  }
  if (op.query) {
    const query = requestSchema(op.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      out.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  if (op.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'One key per press: the same key replays the first answer instead of moving money twice (docs/api.md "Idempotency-Key").',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  return out;
}

/** Each error status with the codes this call gives it: the error body, `code` one of them. */
function errorResponses(op: Operation): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [status, codes] of Object.entries(op.errors)) {
    out[status] = {
      description: `Error: ${codes.map((c) => `\`${c}\``).join(', ')}`,
      content: jsonContent({ allOf: [{ $ref: `${COMPONENT}ErrorBody` }, { properties: { code: { enum: [...codes] } } }] }),
    };
  }
  return out;
}

/** A JSON body, or a file upload's form (a file field is a binary string: OpenAPI 3.1 §4.8.14.3). */
function requestBody(op: Operation): JsonSchema | undefined {
  if (op.form) return { required: true, content: { 'multipart/form-data': { schema: requestSchema(op.form) } } };
  return op.body ? { required: true, content: jsonContent(requestSchema(op.body)) } : undefined;
}

function operationObject(op: Operation): JsonSchema {
  const params = parameters(op);
  const body = requestBody(op);
  const ok = { content: jsonContent({ $ref: `${COMPONENT}${op.ok}` }) };
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    ...(op.irreversible ? { description: `Cannot be undone (${op.irreversible}): \`npm run contract:check\` only sends it a request to refuse.` } : {}),
    ...(op.auth === 'none' ? { security: [] } : op.auth === 'optional' ? { security: [{}, { bearer: [] }, { dpop: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [op.okStatus ?? 200]: { description: op.okStatus === 201 ? 'Created' : 'OK', ...ok },
      ...(op.existingOk ? { [op.existingOk]: { description: 'It existed already: the same answer', ...ok } } : {}),
      ...errorResponses(op),
      default: { description: 'Any other error (docs/api.md "Error body")', content: jsonContent({ $ref: `${COMPONENT}ErrorBody` }) },
    },
  };
}

export function openApiDocument(version: string, operations: readonly Operation[] = OPERATIONS) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'casino-widgets backend contract',
      version,
      description:
        'The calls the widgets make, their requests, answers and error codes (docs/api.md has the prose). ' +
        'Generated from the sandbox\'s schemas; `npm run contract:check` checks a backend against it (docs/operators.md).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ bearer: [] }, { dpop: [] }],
    paths,
    components: {
      schemas: responseComponents(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An unbound access token (docs/api.md "Tokens").' },
        dpop: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`DPoP <access>` with a `DPoP` proof header, for tokens bound to a key (RFC 9449; docs/security.md).',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
