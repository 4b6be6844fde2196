import { describe, expect, it } from 'vitest'
import { joinParts } from './join-parts.ts'

describe('joinParts (issue 30, item 18)', () => {
  it('drops empty parts, so a line never ends in “· ”', () => {
    expect(joinParts(['Ayşe Yılmaz', ''])).toBe('Ayşe Yılmaz')
    expect(joinParts(['Ayşe Yılmaz', '  ', null, undefined, 'ayse@example.com'])).toBe('Ayşe Yılmaz · ayse@example.com')
  })
  it('says a part once, and a dash when nothing is left', () => {
    expect(joinParts(['ayse@example.com', 'ayse@example.com'])).toBe('ayse@example.com')
    expect(joinParts(['', ''])).toBe('—')
  })
})
