/**
 * The operations of the OpenAPI document the app generates (`app.server.swagger()`), read into a small typed
 * shape: method, path template, path/query parameters and the JSON body schema. The fuzz suite and the cost
 * guard both walk this list, so a route added later is covered without anyone listing it.
 */
import { z } from 'zod';

/** The JSON Schema keywords the zod-generated OpenAPI 3.0 schemas use for requests. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    nullable: z.boolean().optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    default: z.unknown().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.boolean(), z.number()]).optional(),
    exclusiveMaximum: z.union([z.boolean(), z.number()]).optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    items: jsonSchema.optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([z.boolean(), jsonSchema]).optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
  }),
);

const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  responses: z.record(z.string(), z.unknown()).optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export interface ApiParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/focus-aids/{id}`. */
  path: string;
  pathParams: ApiParameter[];
  queryParams: ApiParameter[];
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** Whether the document says a bearer token is needed. */
  secured: boolean;
  /** Whether it answers 201 (it creates a record each time it succeeds). */
  creates: boolean;
}

/** `GET /api/focus-aids/{id}`: how operations are named in reports and failures. */
export function operationName(operation: Pick<ApiOperation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/** Reads every operation of an OpenAPI document; throws when the document is not shaped as expected. */
export function listOperations(document: unknown): ApiOperation[] {
  const { paths } = documentSchema.parse(document);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      if (item[method] === undefined) continue;
      const operation = operationSchema.parse(item[method]);
      const parameters = (operation.parameters ?? []).map((p) => ({ in: p.in, name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const content = operation.requestBody?.content['application/json'];
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: content ? (content.schema ?? {}) : null,
        bodyRequired: operation.requestBody?.required ?? false,
        secured: (operation.security ?? []).length > 0,
        creates: operation.responses?.['201'] !== undefined,
      });
    }
  }
  return operations;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw, invalid UTF-8 bytes:
 * exactly the kind of URL a fuzzer should be able to send.
 */
export function encodeUriPart(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    const lone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    encoded += lone
      ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(char);
  }
  return encoded;
}

/** Fills a path template with (URL-encoded) values; a missing value is an error in the caller. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encodeUriPart(value);
  });
}

/** A query string from parameter values (each URL-encoded), with the leading `?` when not empty. */
export function queryString(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(([k, v]) => `${encodeUriPart(k)}=${encodeUriPart(v)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
