import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from '#shared/schemas/zod.ts'
import type { ApiOperation } from './api-operation.ts'
import { checkResponsesAgainstDocument, contractProblem } from './response-contract.ts'

const operation: ApiOperation = {
  method: 'GET',
  path: '/api/v1/things/:id',
  operationId: 'getThing',
  summary: 'A thing',
  tag: 'Test',
  access: 'user',
  params: z.object({ id: z.string() }),
  responses: { 200: z.object({ id: z.string(), items: z.array(z.object({ n: z.number().int() })) }), 204: null },
  errors: [404],
}
const JSON_TYPE = 'application/json; charset=utf-8'
const check = (status: number, body: unknown, type = JSON_TYPE) =>
  contractProblem(operation, status, type, JSON.stringify(body))

describe('an answer checked against its documented operation', () => {
  it('passes when the status is documented and the body is exactly its schema', () => {
    expect(check(200, { id: 'a', items: [{ n: 1 }] })).toBeNull()
    expect(check(404, { error: { code: 'NOT_FOUND', message: 'No.' } })).toBeNull()
    expect(check(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } })).toBeNull()
    expect(contractProblem(operation, 204, '', '')).toBeNull()
  })
  it('fails on a status the document does not list', () => {
    expect(check(409, { error: { code: 'X', message: 'x' } })).toBe('status 409 is not documented')
    expect(check(403, { error: { code: 'X', message: 'x' } })).toBe('status 403 is not documented')
  })
  it('fails on a missing or mistyped field, naming where', () => {
    expect(check(200, { id: 'a' })).toMatch(/items/)
    expect(check(200, { id: 'a', items: [{ n: 1.5 }] })).toMatch(/items\[0\]\.n|items.0.n/)
  })
  it('fails on a field the schema does not name, however deep', () => {
    expect(check(200, { id: 'a', items: [{ n: 1, secret: 'x' }], passwordHash: 'x' })).toBe(
      'fields not in the schema: items[0].secret, passwordHash',
    )
  })
  it('fails on an error body that is not { error: { code, message } } and on JSON sent as something else', () => {
    expect(check(404, { message: 'No.' })).toMatch(/error/)
    expect(check(200, { id: 'a', items: [] }, 'text/plain')).toBe('content-type text/plain where JSON is documented')
  })
})

describe('the test-time hook', () => {
  it('turns a bad answer into a 500 RESPONSE_CONTRACT and keeps it', async () => {
    const app = Fastify()
    const violations: string[] = []
    checkResponsesAgainstDocument(app, () => undefined, violations)
    app.get('/api/v1/things/:id', { config: { apiOperation: operation } }, async (request) =>
      (request.params as { id: string }).id === 'good' ? { id: 'good', items: [] } : { id: 'bad', items: [], extra: 1 },
    )
    expect((await app.inject('/api/v1/things/good')).statusCode).toBe(200)
    const bad = await app.inject('/api/v1/things/bad')
    expect(bad.statusCode).toBe(500)
    expect(bad.json().error).toEqual({
      code: 'RESPONSE_CONTRACT',
      message: 'GET /api/v1/things/bad → 200 breaks getThing: fields not in the schema: extra',
    })
    expect(violations).toHaveLength(1)
    await app.close()
  })
})
