import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '#shared/api-paths.ts'

/**
 * Every operation the server documents (its /api/v1 routes, checked elsewhere to equal the routes
 * it registered, and better-auth's endpoints), read from the served OpenAPI document. The security
 * tests iterate over this list, so a route added later is covered without anyone remembering to.
 */
export type CatalogueEntry = {
  method: string
  /** OpenAPI path: `/api/v1/rides/{rideId}`. */
  path: string
  operationId: string
  access: 'public' | 'user' | 'staff' | 'admin'
  pathParams: string[]
  queryParams: string[]
  hasBody: boolean
  /** Answers a Server-Sent Events stream on success (kept open: callers must not wait for its end). */
  isStream: boolean
}

type Operation = {
  operationId: string
  'x-access': CatalogueEntry['access']
  parameters?: { name: string; in: string }[]
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, unknown> }>
}

export async function routeCatalogue(app: FastifyInstance): Promise<CatalogueEntry[]> {
  const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })
  const doc = JSON.parse(response.body) as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
      access: operation['x-access'],
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: operation.requestBody !== undefined,
      isStream: Object.values(operation.responses).some((r) => r.content?.['text/event-stream'] !== undefined),
    })),
  )
}

/** The URL of an entry with each `{param}` replaced. */
export function urlOf(
  entry: CatalogueEntry,
  params: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}
