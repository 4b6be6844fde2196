import type { FastifyInstance } from 'fastify'
import { API_DOCS_PATH, apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { OpenApiDocument } from '#server/core/api/openapi-document.ts'
import { API_DOCS_SCRIPT } from './api-docs.assets.ts'
import { API_DOCS_SCRIPT_PATH, renderApiDocsPage } from './api-docs.page.ts'

const OpenApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

/** `GET /api/v1/openapi.json`: the document, which lists itself too. */
export function openApiDocumentRoute(document: () => OpenApiDocument): ApiRoute {
  return defineRoute({
    method: 'GET',
    path: apiPath('/openapi.json'),
    operationId: 'getOpenApiDocument',
    summary: 'This document (OpenAPI 3.1), generated from the zod schemas the server parses and answers with',
    tag: 'Reference',
    access: 'public',
    responses: { 200: OpenApiDocumentSchema },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-cache')
      return document()
    },
  })
}

/** `GET /api/docs`: the same document as a page people read, and its filter script from our own origin. */
export function registerApiDocsPage(app: FastifyInstance, document: () => OpenApiDocument) {
  let html: string | null = null
  app.get(API_DOCS_PATH, async (_request, reply) => {
    html ??= renderApiDocsPage(document())
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
  })
  app.get(API_DOCS_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(API_DOCS_SCRIPT),
  )
}
