import { describe, expect, it } from 'vitest'
import { buildSupportMailto, formatMessagingNumber } from './mailto.ts'

const labels = {
  subject: 'Durak support: Payment',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  category: 'Category',
  notGiven: 'not given',
}

describe('buildSupportMailto', () => {
  const contact = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '05555555555',
    category: 'payment' as const,
    message: 'I was charged twice & need help?\nThanks',
  }

  it('is addressed to the support e-mail with the subject and body encoded', () => {
    const href = buildSupportMailto('destek@durak.com.tr', contact, 'Payment', labels)
    expect(href.startsWith('mailto:destek@durak.com.tr?subject=Durak%20support%3A%20Payment&body=')).toBe(true)
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe('Durak support: Payment')
    expect(url.searchParams.get('body')).toBe(
      'I was charged twice & need help?\r\nThanks\r\n\r\n—\r\nName: Ayşe Yılmaz\r\nEmail: ayse@example.com\r\nPhone: 05555555555\r\nCategory: Payment',
    )
  })

  it('says when no phone was given', () => {
    const href = buildSupportMailto('destek@durak.com.tr', { ...contact, phone: '' }, 'Payment', labels)
    expect(new URL(href).searchParams.get('body')).toContain('Phone: not given')
  })
})

describe('formatMessagingNumber', () => {
  it('groups a Turkish mobile number', () => {
    expect(formatMessagingNumber('905305553872')).toBe('+90 530 555 38 72')
    expect(formatMessagingNumber('4912345')).toBe('+4912345')
  })
})
