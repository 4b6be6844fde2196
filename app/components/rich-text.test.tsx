// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fill, parseInline, RichText } from './rich-text.tsx'

describe('fill', () => {
  it('puts values in place of {{name}} and leaves unknown names visible', () => {
    expect(fill('Write to {{email}} within {{days}} days {{nope}}', { email: 'a@b.c', days: 30 })).toBe(
      'Write to a@b.c within 30 days {{nope}}',
    )
  })
})

describe('parseInline', () => {
  it('splits text, bold and links', () => {
    expect(parseInline('See **this** and [the form](/hesap-silme-talebi).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'bold', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'the form', href: '/hesap-silme-talebi' },
      { kind: 'text', text: '.' },
    ])
  })

  it('returns plain text unchanged', () => {
    expect(parseInline('plain')).toEqual([{ kind: 'text', text: 'plain' }])
  })
})

describe('RichText', () => {
  it('links site paths in the page language and keeps mailto links as they are', () => {
    render(
      <MemoryRouter>
        <p>
          <RichText text="Use [the form](/hesap-silme-talebi) or [mail us](mailto:destek@durak.com.tr)." lang="en" />
        </p>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'the form' }).getAttribute('href')).toBe('/en/hesap-silme-talebi')
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe('mailto:destek@durak.com.tr')
  })
})
