import { describe, expect, it } from 'vitest'
import { fieldErrors } from './fields.ts'
import { SupportContactSchema } from './support-contact.ts'

const valid = { name: 'Ayşe Yılmaz', email: 'Ayse@Example.com', phone: '', category: 'payment', message: 'Hello' }

describe('SupportContactSchema', () => {
  it('accepts a message without a phone number', () => {
    expect(SupportContactSchema.parse(valid)).toEqual({ ...valid, email: 'ayse@example.com' })
  })

  it('accepts a phone written with spaces and stores the digits', () => {
    expect(SupportContactSchema.parse({ ...valid, phone: '0555 555 55 55' }).phone).toBe('05555555555')
  })

  it('names every missing required field and an invalid phone', () => {
    const result = SupportContactSchema.safeParse({ name: ' ', email: '', phone: '123', category: '', message: '' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      phone: 'phoneInvalid',
      category: 'categoryRequired',
      message: 'messageRequired',
    })
  })
})
