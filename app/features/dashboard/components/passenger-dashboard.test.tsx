// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receipts as enReceipts } from '#shared/i18n/en/receipts.ts'
import { receipts as trReceipts } from '#shared/i18n/tr/receipts.ts'
import { SITE } from '#shared/site-config.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { pageOf, passengerProfile, passengerUser, rideOf, summaryOf } from '../test/fixtures.ts'
import { plain, figure, figuresOf, row, rowsOf } from '../test/queries.ts'
import { mockApi, mockPanelApi, renderAt } from '../test/render-dashboard.tsx'
import { PassengerDashboard } from './passenger-dashboard.tsx'

registerNamespace('receipts', { en: enReceipts, tr: trReceipts })
vi.mock('#app/lib/auth-client.ts', () => ({ authClient: { signOut: async () => ({ data: {}, error: null }) } }))

const premium = passengerProfile({
  membershipType: 'PREMIUM',
  membership: {
    type: 'PREMIUM',
    amountKurus: 14_999,
    isPaid: true,
    paidAt: '2026-03-10T09:00:00.000Z',
    paymentMethod: 'Credit card',
    features: ['Priority taxi service', 'Premium support', 'Exclusive discounts', 'Airport priority'],
    validUntil: '2027-03-09T22:00:00.000Z',
  },
  favoriteLocations: [
    { name: 'Ev', address: 'Moda Caddesi 12' },
    { name: null, address: 'İstanbul Havalimanı' },
  ],
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('passenger overview', () => {
  it('shows the exact figures, rating out of 5 and a Free membership that is active: it owes nothing', async () => {
    mockPanelApi(passengerProfile())
    renderAt('/en/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(figure('Total spent')).toBe('₺223.45'))
    expect(figuresOf(['Total rides', 'Rides this month', 'Average fare', 'Your passenger rating', 'Balance'])).toEqual([
      '3',
      '2',
      '₺111.73',
      '4.9 / 5',
      '₺150.00',
    ])
    const box = screen.getByRole('region', { name: 'Membership' })
    expect(box).toHaveTextContent('Free')
    expect(box).toHaveTextContent('Active')
    expect(box).not.toHaveTextContent(/Pending Payment|Inactive/)
    expect(box).toHaveTextContent('Basic taxi service')
    expect(box).toHaveTextContent('Valid until: No end date')
  })
  it('says there is no average before the first completed ride', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': {
        body: summaryOf({
          totalRides: 0,
          completedRides: 0,
          cancelledRides: 0,
          ridesThisMonth: 0,
          totalFareKurus: 0,
          averageFareKurus: null,
          countsByStatus: {},
        }),
      },
    })
    renderAt('/en/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(figure('Average fare')).toBe('—'))
    expect(screen.getByRole('group', { name: 'Average fare' })).toHaveTextContent('No completed rides yet')
    expect(figure('Total spent')).toBe('₺0.00')
  })
  it('shows Premium, Active, the first three benefits in Turkish and the valid-until date', async () => {
    mockPanelApi(premium)
    renderAt('/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    const box = await screen.findByRole('region', { name: 'Üyelik' })
    await waitFor(() => expect(box).toHaveTextContent('Premium'))
    expect(box).toHaveTextContent('Aktif')
    const benefits = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(benefits).toEqual(['Öncelikli taksi hizmeti', 'Premium destek', 'Özel indirimler'])
    expect(box).toHaveTextContent('10 Mar 2027') // 22:00 UTC on 9 March is 10 March in Istanbul
    // beside “Durak puan”, the rating says whose it is (issue 30, item 10)
    await waitFor(() => expect(figure('Yolcu puanınız')).toBe('4,9 / 5'))
  })
})

describe('passenger membership tab', () => {
  it('shows the default Free membership as active, with no payment needed', async () => {
    mockApi({ '/api/v1/me': { body: passengerProfile() } })
    renderAt('/en/passenger-dashboard?tab=membership', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(row('Amount')).toBe('₺0.00'))
    expect(row('Membership type')).toContain('Free')
    expect(row('Status')).toContain('Active')
    expect(rowsOf(['Payment date', 'Payment method', 'Valid until'])).toEqual([
      'No payment needed',
      'Not specified',
      'No end date',
    ])
    expect(screen.getByText('Standard customer support')).toBeInTheDocument()
  })
  it('lets a Free member read how to upgrade: in the mobile app, with the support contacts', async () => {
    mockApi({ '/api/v1/me': { body: passengerProfile() } })
    renderAt('/en/passenger-dashboard?tab=membership', <PassengerDashboard user={passengerUser} />)
    const upgrade = await screen.findByRole('region', { name: /Upgrade to Premium/ })
    expect(
      within(upgrade)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Priority taxi service',
      'Premium support',
      'Exclusive discounts',
      'Airport priority',
      'Free rides with points',
    ])
    await userEvent.click(within(upgrade).getByRole('button', { name: 'Upgrade to Premium' }))
    const dialog = screen.getByRole('dialog', { name: 'Upgrade your membership' })
    // the same story as the landing page: the app is coming soon
    expect(dialog).toHaveTextContent('Durak mobile app, which is coming soon')
    expect(within(dialog).getByRole('link', { name: SITE.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+90/),
    )
    expect(within(dialog).getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
  it('says “Aktif”, never “Ödeme bekleniyor” or “Aktif değil”, to a new Free passenger', async () => {
    mockPanelApi(passengerProfile())
    renderAt('/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    const box = await screen.findByRole('region', { name: 'Üyelik' })
    await waitFor(() => expect(box).toHaveTextContent('Ücretsiz'))
    expect(box).toHaveTextContent('Aktif')
    expect(box).not.toHaveTextContent(/Ödeme bekleniyor|Aktif değil/)
    await userEvent.click(screen.getByRole('tab', { name: 'Üyelik bilgileri' }))
    await waitFor(() => expect(row('Durum')).toBe('✓Aktif'))
    expect(row('Ödeme tarihi')).toBe('Ödeme gerekmez')
  })
  it('shows an unpaid Premium membership as Pending Payment in the box and Inactive in the tab', async () => {
    const unpaid = passengerProfile({
      membershipType: 'PREMIUM',
      membership: { ...premium.membership!, isPaid: false, paidAt: null },
    })
    mockPanelApi(unpaid)
    renderAt('/en/passenger-dashboard', <PassengerDashboard user={passengerUser} />)
    const box = await screen.findByRole('region', { name: 'Membership' })
    await waitFor(() => expect(box).toHaveTextContent('Pending Payment'))
    await userEvent.click(screen.getByRole('tab', { name: 'Membership details' }))
    await waitFor(() => expect(row('Status')).toContain('Inactive'))
    expect(row('Payment date')).toBe('Not paid')
  })
  it('shows a Premium member’s payment and no upgrade section', async () => {
    mockApi({ '/api/v1/me': { body: premium } })
    renderAt('/passenger-dashboard?tab=membership', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(row('Tutar')).toBe('₺149,99'))
    expect(row('Durum')).toContain('Aktif')
    expect(row('Ödeme tarihi')).toBe('10 Mar 2026')
    expect(row('Ödeme yöntemi')).toBe('Kredi kartı')
    expect(screen.queryByRole('button', { name: 'Premium’a geçin' })).not.toBeInTheDocument()
  })
})

describe('passenger rides tab', () => {
  it('shows completed and cancelled counts, total spent and each ride’s time, distance and duration', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': {
        body: pageOf([rideOf({ distanceMetres: 5_005, durationSeconds: 870, status: 'CANCELLED' })]),
      },
    })
    renderAt('/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    await waitFor(() => expect(figure('Tamamlanan yolculuk')).toBe('2'))
    expect(figure('İptal edilen yolculuk')).toBe('1')
    expect(figure('Toplam harcama')).toBe('₺223,45')
    const ride = await screen.findByText('Taksim Meydanı')
    const item = ride.closest('li')!
    expect(plain(item.textContent)).toContain('İptal edildi')
    expect(plain(item.textContent)).toContain('1 Şub 2026')
    expect(plain(item.textContent)).toContain('01:30')
    expect(plain(item.textContent)).toContain('5,01 km')
    expect(plain(item.textContent)).toContain('15 dk')
    expect(plain(item.textContent)).toContain('₺123,45')
  })
  it('names every ride status in Turkish words, never its code', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': {
        body: pageOf([
          rideOf({ id: 'a', status: 'EXPIRED', pickupAddress: 'Levent' }),
          rideOf({ id: 'b', status: 'REQUESTED', pickupAddress: 'Maslak' }),
          rideOf({ id: 'c', status: 'ARRIVED', pickupAddress: 'Moda' }),
        ]),
      },
    })
    renderAt('/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const item = async (pickup: string) => plain((await screen.findByText(pickup)).closest('li')!.textContent)
    expect(await item('Levent')).toContain('Şoför bulunamadı')
    expect(await item('Maslak')).toContain('Talep edildi')
    expect(await item('Moda')).toContain('Şoför geldi')
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/EXPIRED|REQUESTED|ARRIVED/)
  })
  it('writes a tariff range whose two ends are equal as one amount', async () => {
    const bounds = {
      city: 'Istanbul',
      taxiClass: 'yellow',
      effectiveFrom: '2026-01-01',
      expectedKurus: 21_000,
    } as const
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': {
        body: pageOf([
          rideOf({
            fareKurus: 21_000,
            fareCheck: { ...bounds, status: 'within', lowerKurus: 21_000, upperKurus: 21_000 },
          }),
          rideOf({
            id: 'r2',
            pickupAddress: 'Levent',
            fareCheck: { ...bounds, status: 'within', lowerKurus: 9_000, upperKurus: 15_050 },
          }),
        ]),
      },
    })
    renderAt('/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const note = async (pickup: string) =>
      plain((await screen.findByText(pickup)).closest('li')!.querySelector('.fare-check__range')?.textContent)
    expect(await note('Taksim Meydanı')).toBe('Bu mesafe ve süre için İstanbul tarifesi: ₺210,00')
    expect(await note('Levent')).toBe('Bu mesafe ve süre için İstanbul tarifesi: ₺90,00 – ₺150,50')
  })
  it('shows the tolls of a ride as their own line beside the fare', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': {
        body: pageOf([rideOf({ tollsKurus: 5_900 }), rideOf({ id: 'r2', pickupAddress: 'Levent' })]),
      },
    })
    renderAt('/en/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    const withTolls = (await screen.findByText('Taksim Meydanı')).closest('li')!
    expect(within(withTolls).getByText('Tolls').nextElementSibling).toHaveTextContent('₺59.00')
    expect(plain(withTolls.textContent)).toContain('₺123.45')
    const without = screen.getByText('Levent').closest('li')!
    expect(within(without).queryByText('Tolls')).toBeNull()
  })
  it('invites the passenger to book in the mobile app when there are no rides', async () => {
    mockPanelApi(passengerProfile())
    renderAt('/en/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    expect(await screen.findByText(/Book your first taxi in the Durak mobile app/)).toBeInTheDocument()
  })
  it('offers a retry when the rides cannot be read', async () => {
    mockApi({
      '/api/v1/me': { body: passengerProfile() },
      '/api/v1/me/summary': { body: summaryOf() },
      '/api/v1/me/rides': { status: 403, body: { error: { code: 'X', message: 'x' } } },
    })
    renderAt('/en/passenger-dashboard?tab=rides', <PassengerDashboard user={passengerUser} />)
    expect(await screen.findByText('Your rides could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('passenger profile tab', () => {
  it('names unnamed favourite locations "Location n" and shows dates and the user id', async () => {
    mockApi({ '/api/v1/me': { body: premium } })
    renderAt('/en/passenger-dashboard?tab=profile', <PassengerDashboard user={passengerUser} />)
    expect(await screen.findByText('Ev')).toBeInTheDocument()
    expect(screen.getByText('Location 2')).toBeInTheDocument()
    expect(screen.getByText('İstanbul Havalimanı')).toBeInTheDocument()
    expect(row('Registration date')).toBe('Feb 1, 2026')
    expect(row('Last update')).toBe('Feb 10, 2026 12:05')
    expect(row('User ID')).toBe('passenger-1')
    expect(row('City')).toBe('Izmir')
  })
  it('says so when there are no favourite locations', async () => {
    mockApi({ '/api/v1/me': { body: passengerProfile({ phone: null, city: null }) } })
    renderAt('/passenger-dashboard?tab=profile', <PassengerDashboard user={passengerUser} />)
    expect(await screen.findByText(/Henüz favori yeriniz yok/)).toBeInTheDocument()
    expect(row('Telefon')).toBe('Belirtilmemiş')
  })
})
