import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_SCAN_BYTES, SCAN_TYPES } from '#shared/schemas/driver-documents.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'

/** The operations whose body is a scan's bytes (driver-documents.routes.ts). */
export const SCAN_UPLOAD_OPERATIONS = new Set(['uploadMyDocumentScan', 'uploadDriverDocumentScan'])

/**
 * Reads a scan's bytes (PDF, JPEG, PNG, WebP) for the upload routes only, and refuses before
 * reading: another route (415, as for any non-JSON body), a Content-Length over 5 MB (413); while
 * reading, it stops at the first byte past 5 MB (413). Everything else keeps the app's 64 KB JSON
 * limit. Who may upload (the session, staff or the driver) is settled before this parser runs, in
 * the route's onRequest hook (register-api-routes.ts; issue 30): a refused caller's body is never read.
 */
export function registerScanUploads(app: FastifyInstance) {
  app.addContentTypeParser([...SCAN_TYPES], async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const lang = requestLang(request.headers)
    const operation = request.routeOptions.config?.apiOperation
    if (!operation || !SCAN_UPLOAD_OPERATIONS.has(operation.operationId))
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', serverT(lang)('api.unsupportedMediaType'))
    const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', serverT(lang, 'accountRequests')('errors.scanTooLarge'))
    if (Number(request.headers['content-length']) > MAX_SCAN_BYTES) throw tooLarge()
    return readAtMost(payload, MAX_SCAN_BYTES, tooLarge)
  })
}

/** The stream's bytes; stops listening (without destroying the socket, so the refusal is answered) past `limit`. */
function readAtMost(payload: NodeJS.ReadableStream, limit: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const stop = () => {
      payload.removeListener('data', onData)
      payload.removeListener('end', onEnd)
      payload.removeListener('error', onError)
    }
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      received += bytes.length
      if (received > limit) {
        stop()
        reject(tooLarge())
        return
      }
      chunks.push(bytes)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onError)
    payload.resume()
  })
}
