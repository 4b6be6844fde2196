// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useHydrated } from './use-hydrated.ts'

function Probe() {
  return <p data-testid="probe">{useHydrated() ? 'hydrated' : 'prerendered'}</p>
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML', () => {
    expect(renderToString(<Probe />)).toContain('prerendered')
  })
  it('is true once rendered in the browser', () => {
    render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('hydrated')
  })
})
