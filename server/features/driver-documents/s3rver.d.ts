/** The part of @20minutes/s3rver (no types of its own) the S3 test uses: an S3-compatible server in process. */
declare module '@20minutes/s3rver' {
  type Options = {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: unknown[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
