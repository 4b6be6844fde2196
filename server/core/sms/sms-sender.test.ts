import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSmsSender, SmsDeliveryError } from './sms-sender.ts'

const dirs: string[] = []
const outbox = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'durak-sms-'))
  dirs.push(dir)
  return path.join(dir, 'outbox')
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const netgsm = {
  smsUrl: 'https://api.netgsm.com.tr/sms/rest/v2/send',
  user: '8503000000',
  password: 'pw',
  header: 'DURAK',
}

describe('createSmsSender', () => {
  it('writes each message to the outbox when no SMS_URL is set', async () => {
    const dir = outbox()
    const sender = createSmsSender({ smsUrl: null, user: null, password: null, header: null, outboxDir: dir })
    await sender.send({ to: '05321234567', text: 'Durak kodunuz: 123456.' })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-05321234567\.sms\.txt$/)
    expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('Durak kodunuz: 123456.')
  })

  it('posts to Netgsm REST v2 with Basic auth, the sender name and the 10-digit number', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ code: '00', jobid: '1' }), { status: 200 }))
    await createSmsSender({ ...netgsm, outboxDir: outbox(), fetchImpl }).send({ to: '05321234567', text: 'Kod: 1' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(netgsm.smsUrl)
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('8503000000:pw').toString('base64')}`,
    )
    expect(JSON.parse(init.body as string)).toEqual({
      msgheader: 'DURAK',
      encoding: 'TR',
      messages: [{ msg: 'Kod: 1', no: '5321234567' }],
    })
  })

  it('treats any Netgsm answer but code "00" as a refusal that names no code or text', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ code: '40' }), { status: 200 }))
    const sending = createSmsSender({ ...netgsm, outboxDir: outbox(), fetchImpl }).send({
      to: '05321234567',
      text: 'Durak kodunuz: 654321.',
    })
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError)
    await expect(sending).rejects.not.toThrow(/654321/)
  })
})
