import type { FastifyBaseLogger } from 'fastify'
import { pino, type DestinationStream, type LoggerOptions } from 'pino'

/** The server's logger: Fastify's pino (`app.log`), or one made by `createServerLogger()` before the app exists. */
export type ServerLogger = FastifyBaseLogger

/** Requests are logged without their query string (a token may ride in one) and with the trusted client address. */
export const REQUEST_SERIALIZERS = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  }),
}

/**
 * The one logger of a server process (JSON lines on stdout, LOG_LEVEL or `info`): made first in
 * main.ts, handed to the services started before the app and to Fastify itself (`loggerInstance`),
 * so a failure anywhere lands in the same log. The CLI and scripts make their own.
 */
export function createServerLogger(
  options: { level?: LoggerOptions['level']; stream?: DestinationStream } = {},
): ServerLogger {
  const settings: LoggerOptions = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    serializers: REQUEST_SERIALIZERS,
  }
  return options.stream ? pino(settings, options.stream) : pino(settings)
}

/** The logger of one background job: every line it writes carries `job`, so a failure says whose it was. */
export function jobLogger(log: ServerLogger | undefined, job: string): ServerLogger {
  // deps built without a logger (tests of the route table) still log, to the process's
  return (log ?? processLogger()).child({ job })
}

/** `error` as pino serialises errors (`err`), whatever was thrown. */
export function logFailure(log: ServerLogger, message: string, error: unknown): void {
  log.error({ err: error }, message)
}

let processLog: ServerLogger | undefined

/** The logger of code run without a server's (the CLI, scripts, a test not watching logs): made on first use. */
export function processLogger(): ServerLogger {
  processLog ??= createServerLogger()
  return processLog
}
