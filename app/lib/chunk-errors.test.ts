import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './chunk-errors.ts'

describe('isChunkLoadError', () => {
  it('recognises the messages browsers give for a failed lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed. (timeout)'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('nope')).toBe(false)
  })
})
