import { z } from 'zod'
import { ApiErrorBodySchema } from '#shared/schemas/api-responses.ts'
import { ERROR_DESCRIPTIONS, errorStatuses, openApiPath, type ApiOperation, type ResponseDoc } from './api-operation.ts'

type JsonSchema = Record<string, unknown>
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, Record<string, JsonSchema>>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, JsonSchema>
    securitySchemes: Record<string, JsonSchema>
  }
}

const DESCRIPTION = [
  'The JSON API of Durak, for the web app and the passenger and driver apps. Money is integer kuruş',
  '(`…Kurus`) unless a name says lira, distances metres, durations seconds, times ISO 8601 UTC.',
  'Errors are `{ error: { code, message, fields? } }`, the message in the language of the',
  '`x-durak-lang` header, the `lang` cookie or `Accept-Language` (tr, en). A path no operation has answers',
  '404 `NOT_FOUND`, a path asked with a method it does not have 405 `METHOD_NOT_ALLOWED` with `Allow`',
  '(`components.responses`); neither repeats the request.',
].join(' ')

/** Answers to requests that reach no operation: shared, since no operation of the document is asked. */
function unmatchedResponses(schemas: SchemaCollector): Record<string, JsonSchema> {
  const error = { content: { 'application/json': { schema: schemas.convert(ApiErrorBodySchema, 'output') } } }
  return {
    NotFound: { description: '404 `NOT_FOUND`: no operation has this path.', ...error },
    MethodNotAllowed: {
      description: '405 `METHOD_NOT_ALLOWED`: the path has operations, none with this method; `Allow` lists them.',
      headers: { Allow: { schema: { type: 'string' }, description: 'The methods the path has.' } },
      ...error,
    },
  }
}

/**
 * zod schemas → JSON Schema 2020-12 (what OpenAPI 3.1 uses) with `z.toJSONSchema`. Schemas with a
 * `.meta({ id })` become shared components; an input that differs from the output of the same id
 * (a transform, a default) becomes `<id>Input`.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {}

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema
    const { $schema: _dialect, $defs, ...root } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> }
    const names = new Map<string, string>()
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const existing = this.components[id]
      names.set(id, existing && !sameJson(existing, definition) && io === 'input' ? `${id}Input` : id)
    }
    const relink = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_m, id: string) => `"#/components/schemas/${names.get(id) ?? id}"`,
        ),
      )
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const name = names.get(id)!
      const linked = relink(definition)
      if (this.components[name] && !sameJson(this.components[name], linked)) {
        throw new Error(`Two different schemas are both called ${name} in the API document`)
      }
      this.components[name] = linked
    }
    return relink(root)
  }

  /** The properties of an object schema as OpenAPI parameters. */
  parameters(schema: z.ZodObject | undefined, location: 'path' | 'query' | 'header'): JsonSchema[] {
    if (!schema) return []
    const converted = this.convert(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    return Object.entries(converted.properties ?? {}).map(([name, propertySchema]) => {
      const { description, ...rest } = propertySchema
      return {
        name,
        in: location,
        required: location === 'path' || (converted.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      }
    })
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function isResponseDoc(value: unknown): value is ResponseDoc {
  return typeof value === 'object' && value !== null && 'description' in value && !(value instanceof z.ZodType)
}

function responsesOf(operation: ApiOperation, schemas: SchemaCollector): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {}
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response === null) out[status] = { description: 'No body.' }
    else if (isResponseDoc(response)) {
      const type = response.contentType ?? 'application/json'
      out[status] = {
        description: response.description,
        ...(response.schema ? { content: { [type]: { schema: schemas.convert(response.schema, 'output') } } } : {}),
      }
    } else {
      out[status] = {
        description: 'OK.',
        content: { 'application/json': { schema: schemas.convert(response, 'output') } },
      }
    }
  }
  const errorBody = operation.errorBody ?? ApiErrorBodySchema
  const error = { content: { 'application/json': { schema: schemas.convert(errorBody, 'output') } } }
  for (const status of errorStatuses(operation)) {
    out[String(status)] ??= { description: ERROR_DESCRIPTIONS[status] ?? 'Error.', ...error }
  }
  return out
}

function operationObject(operation: ApiOperation, schemas: SchemaCollector, securedBy: string[]): JsonSchema {
  const access = {
    public: 'Anybody.',
    user: 'Any signed-in user.',
    staff: 'Staff (ADMIN or SUPPORT) after two-factor sign-in; 403 `TWO_FACTOR_REQUIRED` before it.',
    admin: 'ADMIN accounts only, after two-factor sign-in.',
  }[operation.access]
  const parameters = [
    ...schemas.parameters(operation.params, 'path'),
    ...schemas.parameters(operation.query, 'query'),
    ...schemas.parameters(operation.headers, 'header'),
  ]
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: [operation.description, `Access: ${access}`].filter(Boolean).join('\n\n'),
    tags: [operation.tag],
    security: operation.access === 'public' ? [] : securedBy.map((name) => ({ [name]: [] })),
    // machine-readable for clients and for the generated access-control tests (server/security/)
    'x-access': operation.access,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.convert(operation.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(operation, schemas),
  }
}

/**
 * The OpenAPI 3.1 document of the given operations: the API routes the server registered and the
 * better-auth endpoints the apps use. `hasBearer` adds the bearer scheme when better-auth has it.
 */
export function buildOpenApiDocument(
  operations: readonly ApiOperation[],
  options: { serverUrl: string; hasBearer: boolean },
): OpenApiDocument {
  const schemas = new SchemaCollector()
  const securitySchemes: Record<string, JsonSchema> = {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'durak.session_token',
      description: 'Set by `POST /api/auth/sign-in/email`; what the web app uses.',
    },
  }
  if (options.hasBearer) {
    securitySchemes.bearerToken = {
      type: 'http',
      scheme: 'bearer',
      description: 'The `set-auth-token` header of the sign-in answer; refused after `POST /api/auth/sign-out`.',
    }
  }
  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    const path = openApiPath(operation.path)
    paths[path] ??= {}
    paths[path][operation.method.toLowerCase()] = operationObject(operation, schemas, Object.keys(securitySchemes))
  }
  const tags = [...new Set(operations.map((o) => o.tag))].map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: { title: 'Durak API', version: '1', description: DESCRIPTION },
    servers: [{ url: options.serverUrl }],
    tags,
    paths,
    components: { schemas: schemas.components, responses: unmatchedResponses(schemas), securitySchemes },
  }
}
