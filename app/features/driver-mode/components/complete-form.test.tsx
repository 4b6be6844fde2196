// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { CompleteForm } from './complete-form.tsx'

registerNamespace('driverMode', { en, tr })

const ride = {
  id: 'r1',
  status: 'IN_PROGRESS',
  city: 'Istanbul',
  pickup: { lat: 41.0, lng: 29.0 },
  dropoff: { lat: 41.04, lng: 29.0 },
  timeline: [],
} as unknown as RideDetail

/** The tariff's range for the ride: ₺200,00 (the lower estimate, asked first) to ₺300,00. */
function renderForm(lang: 'tr' | 'en') {
  const answers = [20_000, 30_000]
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ kind: 'estimate', fareKurus: answers.shift() })),
  )
  const onComplete = vi.fn()
  render(
    <LangProvider lang={lang}>
      <CompleteForm ride={ride} busy={false} onComplete={onComplete} />
    </LangProvider>,
  )
  const t = lang === 'tr' ? tr : en
  const send = async (fare: string) => {
    await screen.findByText(/₺200,00|₺200\.00/)
    fireEvent.change(screen.getByLabelText(t.complete.fare), { target: { value: fare } })
    fireEvent.click(screen.getByRole('button', { name: t.complete.submit }))
  }
  return { onComplete, send }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the meter fare field (issue 30)', () => {
  it.each(['1.650,50', '1650,50', '1650.50'])(
    'reads %j as ₺1.650,50, then asks as it is above the range',
    async (typed) => {
      const { onComplete, send } = renderForm('tr')
      await send(typed)
      const dialog = await screen.findByRole('alertdialog', { name: tr.complete.confirmHeading })
      expect(dialog).toHaveTextContent('Ücret (₺1.650,50), bu yolculuk için tarifedeki en yüksek ücretin üstünde.')
      fireEvent.click(screen.getByRole('button', { name: tr.complete.confirmYes }))
      expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ fareLira: 1650.5, tollsKurus: 0 }))
    },
  )

  it('sends a fare inside the range at once', async () => {
    const { onComplete, send } = renderForm('tr')
    await send('245,50')
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ fareLira: 245.5 })))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks before sending a fare 15 % under the range, as it does over it', async () => {
    const { onComplete, send } = renderForm('en')
    await send('170')
    const dialog = await screen.findByRole('alertdialog', { name: en.complete.confirmHeading })
    expect(dialog).toHaveTextContent('The fare (₺170.00) is below the lowest fare of the tariff for this ride.')
    expect(onComplete).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: en.complete.confirmNo }))
    expect(screen.getByLabelText(en.complete.fare)).toHaveValue('170')
  })

  it.each([
    ['tr', '1,650', 'Virgül kuruşu ayırır; bu yüzden “1,650” belirsiz. ₺1.650,00 demek istiyorsanız 1650 yazın.'],
    ['en', '1,650', 'A comma marks the kuruş, so “1,650” is unclear. For ₺1,650.00, type 1650.'],
    ['tr', '1.650.50', tr.complete.fareInvalid],
    ['en', '', en.complete.fareInvalid],
  ] as const)('in %s, %j is refused with a message read with the field', async (lang, typed, message) => {
    const { onComplete, send } = renderForm(lang)
    await send(typed)
    const field = screen.getByLabelText((lang === 'tr' ? tr : en).complete.fare)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(onComplete).not.toHaveBeenCalled()
  })
})
