import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'

/**
 * Where scans of drivers' documents are kept (decision 058): one interface, a folder under
 * DATA_DIR by default, or an S3-compatible bucket when S3_BUCKET is configured. Keys are random
 * (`newScanKey()`), never a name the uploader chose; a scan is at most 5 MB, so bodies are buffers.
 */
export type ScanStorage = {
  readonly describe: string
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
}

/** 32 lowercase hex characters from 16 random bytes: the only name a stored scan ever has. */
export function newScanKey(): string {
  return randomBytes(16).toString('hex')
}

const KEY = /^[0-9a-f]{32}$/

function checkedKey(key: string): string {
  // defence in depth: keys come from newScanKey(), so nothing may climb out of the folder
  if (!KEY.test(key)) throw new Error('invalid scan key')
  return key
}

/** Files under `<dir>/<first two characters>/<key>`, written to a temporary name then renamed. */
export function diskScanStorage(dir: string): ScanStorage {
  const file = (key: string) => path.join(dir, checkedKey(key).slice(0, 2), key)
  return {
    describe: `disk (${dir})`,
    async put(key, body) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`
      await writeFile(temporary, body, { mode: 0o600 })
      await rename(temporary, target)
    },
    async get(key) {
      try {
        return await readFile(file(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(file(key), { force: true })
    },
  }
}

export type S3Config = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** An S3-compatible bucket (AWS, MinIO, Ceph, R2…), path-style, signed with SigV4 by aws4fetch. */
export function s3ScanStorage(config: S3Config): ScanStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  })
  const base = `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`
  const url = (key: string) => `${base}/scans/${checkedKey(key)}`
  const fail = async (what: string, response: Response) => {
    const text = await response.text().catch(() => '')
    return new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 200)}`)
  }
  return {
    describe: `S3 (${config.endpoint}, bucket ${config.bucket})`,
    async put(key, body, contentType) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      })
      if (!response.ok) throw await fail('put', response)
      await response.arrayBuffer()
    },
    async get(key) {
      const response = await client.fetch(url(key))
      if (response.status === 404) {
        await response.arrayBuffer()
        return null
      }
      if (!response.ok) throw await fail('get', response)
      return Buffer.from(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw await fail('delete', response)
      await response.arrayBuffer()
    },
  }
}

/** The store the configuration names: S3 when `s3` is set, else `<dataDir>/scans`. */
export function scanStorageFrom(config: { dataDir: string; s3: S3Config | null }): ScanStorage {
  return config.s3 ? s3ScanStorage(config.s3) : diskScanStorage(path.join(config.dataDir, 'scans'))
}
