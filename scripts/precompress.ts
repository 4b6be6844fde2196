import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * After `react-router build`: write .br (quality 11) and .gz (level 9) beside every text file of the
 * client build, so the server sends the smallest encoding without compressing at request time.
 */
const root = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/
let files = 0
let raw = 0
let brotli = 0
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (TEXT.test(name)) {
      const data = readFileSync(file)
      if (data.length < 1024) continue
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      files++
      raw += data.length
      brotli += br.length
    }
  }
}
walk(root)
console.log(`Precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`)
