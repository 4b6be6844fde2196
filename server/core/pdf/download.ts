import type { FastifyReply } from 'fastify'
import type { Readable } from 'node:stream'

/** A file download: its type and name, and the body (a buffer, or a stream written as it is read). */
export function download(reply: FastifyReply, type: string, filename: string, body: Buffer | Readable) {
  return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).send(body)
}
