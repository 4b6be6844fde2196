import { describe, expect, it } from 'vitest'
import { SESSION_URL, shellFileOf, shellHtml } from './route-shells.ts'

const fallback =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><div class="boot"></div></body></html>'

describe('route shells', () => {
  it('announces the session check before the stylesheet, the rest of the fallback unchanged', () => {
    const html = shellHtml(fallback)
    const head = html.slice(0, html.indexOf('<link rel="stylesheet"'))
    expect(head).toContain(`<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin="anonymous"/>`)
    expect(html.replace(/<link rel="preload"[^>]*\/>/, '')).toBe(fallback)
  })

  it('names a shell by its route path', () => {
    expect(shellFileOf('/passenger-dashboard')).toBe('__spa/passenger-dashboard.html')
    expect(shellFileOf('/en/admin/*')).toBe('__spa/en/admin.html')
  })
})
