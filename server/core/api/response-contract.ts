import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiErrorBodySchema } from '#shared/schemas/api-responses.ts'
import { errorStatuses, type ApiOperation } from './api-operation.ts'

/**
 * What is wrong with one answer against its operation's documentation, or null: the status must be
 * documented, a JSON body must parse with its schema and carry no field the schema does not name.
 */
export function contractProblem(
  operation: ApiOperation,
  status: number,
  contentType: string,
  payload: unknown,
): string | null {
  const documented = operation.responses[status]
  const isError = documented === undefined && errorStatuses(operation).includes(status)
  if (documented === undefined && !isError) return `status ${status} is not documented`
  const schema = isError ? (operation.errorBody ?? ApiErrorBodySchema) : schemaOf(documented)
  if (documented === null) return payload ? `status ${status} is documented without a body` : null
  if (!schema) return null // an event stream or another documented non-JSON body
  if (!contentType.startsWith('application/json'))
    return `content-type ${contentType || 'none'} where JSON is documented`
  let body: unknown
  try {
    body = JSON.parse(String(payload))
  } catch {
    return 'the body is not JSON'
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return z.prettifyError(parsed.error)
  const extra = undocumentedFields(parsed.data, body, '')
  return extra.length ? `fields not in the schema: ${extra.join(', ')}` : null
}

function schemaOf(documented: ApiOperation['responses'][number] | undefined): z.ZodType | undefined {
  if (!documented) return undefined
  if (documented instanceof z.ZodType) return documented
  const isJson = (documented.contentType ?? 'application/json') === 'application/json'
  return isJson ? documented.schema : undefined
}

/** Keys of `sent` that parsing dropped (zod objects strip what they do not name). */
function undocumentedFields(parsed: unknown, sent: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => undocumentedFields(parsed[index], item, `${at}[${index}]`))
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return []
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? undocumentedFields(parsed[key], sent[key], at ? `${at}.${key}` : key) : [at ? `${at}.${key}` : key],
  )
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * In the API tests: check every answer of a documented operation against the document. A bad
 * answer becomes a 500 `RESPONSE_CONTRACT` naming the problem (so the test that got it fails there)
 * and is kept in `violations`. `lookup` finds operations served outside `registerApiRoutes()`
 * (better-auth's). Registered before compression, so payloads are still strings.
 */
export function checkResponsesAgainstDocument(
  app: FastifyInstance,
  lookup: (method: string, pathname: string) => ApiOperation | undefined,
  violations: string[],
) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pathname = request.url.split('?')[0] ?? ''
    const operation = request.routeOptions.config?.apiOperation ?? lookup(request.method, pathname)
    if (!operation || request.method === 'HEAD' || (payload !== null && typeof payload !== 'string')) return payload
    const problem = contractProblem(operation, reply.statusCode, String(reply.getHeader('content-type') ?? ''), payload)
    if (!problem) return payload
    const message = `${request.method} ${pathname} → ${reply.statusCode} breaks ${operation.operationId}: ${problem}`
    violations.push(message)
    reply.code(500).type('application/json; charset=utf-8')
    return JSON.stringify({ error: { code: 'RESPONSE_CONTRACT', message } })
  })
}
