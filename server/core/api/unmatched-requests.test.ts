import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { answerUnmatchedRequests } from './unmatched-requests.ts'

describe('requests no route serves', () => {
  // the site's catch-all hands /api/… over (server/web.ts), as with the web build
  async function appWithCatchAll() {
    const app = Fastify()
    app.setNotFoundHandler(answerUnmatchedRequests([{ method: 'GET', path: '/api/v1/rides/:rideId' }]))
    app.get('/api/v1/rides/:rideId', async () => ({ ok: true }))
    app.get('/*', async (_request, reply) => reply.callNotFound())
    return app
  }
  const ask = async (method: 'GET' | 'DELETE' | 'HEAD', url: string) =>
    (await appWithCatchAll()).inject({ method, url, headers: { 'accept-language': 'en' } })

  it('answers 414 when the router passed a documented route over for a parameter over 100 characters', async () => {
    const answer = await ask('GET', `/api/v1/rides/${'x'.repeat(150)}`)
    expect(answer.statusCode).toBe(414)
    expect(answer.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'The request address (URL) is too long.' },
    })
  })
  it('answers 405 with Allow for another method, 404 for a path no operation has, neither repeating it', async () => {
    const other = await ask('DELETE', '/api/v1/rides/secret')
    expect(other.statusCode).toBe(405)
    expect(other.headers.allow).toBe('GET, HEAD')
    const missing = await ask('GET', '/api/v1/secret')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } })
    expect(other.body + missing.body).not.toContain('secret')
  })
})
