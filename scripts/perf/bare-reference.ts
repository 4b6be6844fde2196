import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { toBool, toIso, openDatabase } from '#server/db/database.ts'
import { readCookie, verifySignedCookieRemembered } from '#server/core/session-cookie.ts'
import { findSessionByToken } from '#server/core/session.queries.ts'
import {
  findFreeTaxisInCells,
  listFreeTaxisForIndex,
  updatePosition,
} from '#server/features/ride-lifecycle/presence.queries.ts'
import { NearbyIndex } from '#server/features/ride-lifecycle/nearby-index.ts'
import { NEARBY_RADIUS_METRES, ringsCovering } from '#server/features/ride-lifecycle/presence.service.ts'
import { approximate, cellOf, cellsAround, distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'

/**
 * The bare reference of `npm run bench:live` (issue 24, decision 060): a bare Fastify server, started
 * as a child process like the real one, answering the two hot live routes with the same SQL and the
 * same credential check, and nothing else (no plugins, no logging, no security headers, no schema
 * compiler, no overload guard). Credential: a bearer (signed: its HMAC verified in process and
 * remembered, as the product does; or raw) or the session cookie, then the session looked up by its
 * token (the product's own prepared query). Position: the product's conditional UPDATE. Nearby: the
 * product's nearby index (decision 065), its cell query below the index's rate, and the radius filter. Env: PORT, DATA_DIR, DATABASE_URL, AUTH_SECRET.
 */
const secret = process.env.AUTH_SECRET ?? ''
const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR ?? '.' })
const db = handle.db
const silenceMs = Number(process.env.DRIVER_SILENCE_SECONDS ?? 120) * 1000
const BEARER = /^bearer\s+(\S+)\s*$/i
// the product's nearby index (decision 065), so both servers do the same work per read
const nearbyIndex = new NearbyIndex(() => listFreeTaxisForIndex(db))

function tokenOf(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization
  if (authorization) {
    const bearer = BEARER.exec(authorization)?.[1]
    if (!bearer) return null
    if (!bearer.includes('.')) return bearer
    return verifySignedCookieRemembered(bearer.includes('%') ? decodeURIComponent(bearer) : bearer, secret)
  }
  const signed = readCookie(request.headers.cookie, 'durak.session_token')
  return signed ? verifySignedCookieRemembered(signed, secret) : null
}

async function userOf(request: FastifyRequest, reply: FastifyReply) {
  const token = tokenOf(request)
  const row = token ? await findSessionByToken(db, token) : undefined
  if (!row || !toBool(row.isActive) || Date.parse(toIso(row.expiresAt)) < Date.now()) {
    void reply.code(401).send({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })
    return null
  }
  return row
}

const isCoordinate = (v: unknown, max: number): v is number => typeof v === 'number' && Math.abs(v) <= max

const app = Fastify({ logger: false })

app.put('/api/v1/driver/position', async (request, reply) => {
  const user = await userOf(request, reply)
  if (!user) return reply
  if (user.userType !== 'DRIVER')
    return reply.code(403).send({ error: { code: 'DRIVER_ONLY', message: 'Drivers only' } })
  const body = request.body as { lat?: unknown; lng?: unknown } | null
  if (!isCoordinate(body?.lat, 90) || !isCoordinate(body?.lng, 180))
    return reply.code(400).send({ error: { code: 'VALIDATION', message: 'lat, lng' } })
  const position = { lat: body.lat, lng: body.lng }
  const updated = await updatePosition(db, {
    driverId: user.userId,
    ...position,
    cell: cellOf(position),
    atMs: Date.now(),
    minIntervalMs: POSITION_MIN_INTERVAL_MS,
  })
  if (!updated) return reply.code(429).send({ error: { code: 'POSITION_TOO_SOON', message: 'Too soon' } })
  return reply.code(204).send()
})

app.get('/api/v1/taxis/nearby', async (request, reply) => {
  const user = await userOf(request, reply)
  if (!user) return reply
  const query = request.query as { lat?: string; lng?: string }
  const at = { lat: Number(query.lat), lng: Number(query.lng) }
  if (!Number.isFinite(at.lat) || !Number.isFinite(at.lng))
    return reply.code(400).send({ error: { code: 'VALIDATION', message: 'lat, lng' } })
  const cells = cellsAround(at, ringsCovering(at, NEARBY_RADIUS_METRES))
  const reportedSinceMs = Date.now() - silenceMs
  const fromMemory = nearbyIndex.lookup(cells)
  const taxis = fromMemory
    ? fromMemory.filter((t) => t.positionAtMs >= reportedSinceMs)
    : await findFreeTaxisInCells(db, cells, { reportedSinceMs })
  const near = taxis.filter((t) => distanceMetres(at, t) <= NEARBY_RADIUS_METRES)
  return {
    count: near.length,
    radiusMetres: NEARBY_RADIUS_METRES,
    taxis: near.slice(0, 50).map((t) => approximate(t)),
  }
})

app.get('/ready', async () => ({ ok: true }))

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' })
process.on('SIGTERM', () => {
  void app.close().then(() => handle.close().then(() => process.exit(0)))
})
