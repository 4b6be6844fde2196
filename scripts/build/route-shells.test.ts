import { describe, expect, it } from 'vitest'
import { frameShellHtml, SESSION_URL, shellFileOf, shellHtml } from './route-shells.ts'

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

  it("makes a prerendered loading frame a shell: the frame's body, the fallback's module preloads only", () => {
    const frame =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>' +
      '<link rel="modulepreload" href="/assets/driver-dashboard.js"/><link rel="modulepreload" href="/assets/chart.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head><body><div class="dash">Sürücü paneli</div></body></html>'
    const html = frameShellHtml(frame, fallback)
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(1)
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.js"/>')
    expect(html).not.toContain('driver-dashboard.js')
    expect(html).toContain(`<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin="anonymous"/>`)
    expect(html).toContain('<body><div class="dash">Sürücü paneli</div></body>')
  })

  it('names a shell by its route path', () => {
    expect(shellFileOf('/passenger-dashboard')).toBe('__spa/passenger-dashboard.html')
    expect(shellFileOf('/en/admin/*')).toBe('__spa/en/admin.html')
  })
})
