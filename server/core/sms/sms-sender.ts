import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One text message to a Turkish mobile number in our normal form (`05XXXXXXXXX`). */
export type Sms = { to: string; text: string }
export type SmsSender = { send: (sms: Sms) => Promise<void>; describe: string }

export type SmsOptions = {
  /** Netgsm's REST v2 send address (decision 049); null writes every message to the outbox. */
  smsUrl: string | null
  user: string | null
  password: string | null
  /** The approved sender name (Netgsm "msgheader"). */
  header: string | null
  outboxDir: string
  /** Tests replace the network. */
  fetchImpl?: typeof fetch
}

/** The gateway's answer when it refused: no message text and no number, so no code reaches a log. */
export class SmsDeliveryError extends Error {}

/**
 * Netgsm when SMS_URL is set (decision 049); otherwise each message is written to
 * `DATA_DIR/outbox` as a `.sms.txt` file, beside the mails, where tests read it. Neither path logs
 * the text: it carries sign-in codes.
 */
export function createSmsSender(options: SmsOptions): SmsSender {
  if (options.smsUrl) return netgsmSender({ ...options, smsUrl: options.smsUrl })
  return {
    describe: `outbox folder ${options.outboxDir}`,
    send: async (sms) => {
      await mkdir(options.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(options.outboxDir, `${stamp}-${sms.to.replace(/\D/g, '')}.sms.txt`)
      await writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`)
    },
  }
}

function netgsmSender(options: SmsOptions & { smsUrl: string }): SmsSender {
  const doFetch = options.fetchImpl ?? fetch
  const basic = Buffer.from(`${options.user ?? ''}:${options.password ?? ''}`).toString('base64')
  return {
    describe: `SMS gateway ${new URL(options.smsUrl).host}`,
    send: async (sms) => {
      const response = await doFetch(options.smsUrl, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
        // Netgsm wants the 10 digits after the 0; "TR" keeps ı, ş, ğ as Turkish characters
        body: JSON.stringify({
          msgheader: options.header ?? '',
          encoding: 'TR',
          messages: [{ msg: sms.text, no: sms.to.replace(/^0/, '') }],
        }),
        signal: AbortSignal.timeout(10_000),
      })
      const answer = (await response.json().catch(() => null)) as { code?: unknown } | null
      // Netgsm answers "00" for a message it accepted; any other code is a refusal (bad header, credit…)
      if (!response.ok || answer?.code !== '00') {
        throw new SmsDeliveryError(
          `SMS gateway refused the message (HTTP ${response.status}, code ${String(answer?.code)})`,
        )
      }
    },
  }
}
