import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { processLogger, type ServerLogger } from '#server/core/logger.ts'

/** A file sent with a mail (a receipt's PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string }
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] }
export type Mailer = { send: (mail: Mail) => Promise<void>; describe: string }

/** SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to the outbox. */
export function createMailer(options: {
  smtpUrl: string | null
  from: string
  outboxDir: string
  log?: ServerLogger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    describe: `outbox folder ${options.outboxDir}`,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail })
      await mkdir(options.outboxDir, { recursive: true })
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_')
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`)
      await writeFile(file, info.message as Buffer)
      ;(options.log ?? processLogger()).info(`Mail to ${mail.to} written to ${file}`)
    },
  }
}
