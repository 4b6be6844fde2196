// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { LangProvider } from '#app/lib/i18n.ts'
import { setUpComponentTests } from '#app/test/component-test.ts'
import { AdminTable } from './admin-table.tsx'

setUpComponentTests('admin', { en, tr })

type Row = { id: string; name: string }
const pages: Record<string, { items: Row[]; nextCursor: string | null }> = {
  '': {
    items: [
      { id: '1', name: 'Ayşe' },
      { id: '2', name: 'Mehmet' },
    ],
    nextCursor: 'c2',
  },
  c2: { items: [{ id: '3', name: 'Zeynep' }], nextCursor: null },
}

function mockList() {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://durak.test')
      urls.push(url.pathname + url.search)
      const body =
        url.searchParams.get('q') === 'bad'
          ? { error: { code: 'BAD', message: 'Enter dates as YYYY-MM-DD' } }
          : pages[url.searchParams.get('cursor') ?? '']
      return new Response(JSON.stringify(body), { status: url.searchParams.get('q') === 'bad' ? 400 : 200 })
    }),
  )
  return urls
}

function renderTable(params: Record<string, string> = {}, linked = false) {
  return render(
    <LangProvider lang="en">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/en/admin/users']}>
          <AdminTable<Row>
            caption="People"
            path="/api/v1/admin/users"
            csvPath="/api/v1/admin/users/export"
            params={params}
            columns={[
              {
                key: 'name',
                header: 'Name',
                render: (r) => (linked ? <Link to={`/en/admin/users/${r.id}`}>{r.name}</Link> : r.name),
              },
              { key: 'id', header: 'Number', render: (r) => `No. ${r.id}` },
            ]}
            rowHref={linked ? (r) => `/en/admin/users/${r.id}` : undefined}
          />
          <Routes>
            <Route path="/en/admin/users" element={null} />
            <Route path="/en/admin/users/:id" element={<Opened />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LangProvider>,
  )
}

const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .queryAllByRole('cell')
    .map((c) => c.textContent)
    .filter((text) => !text?.startsWith('No. '))

function Opened() {
  return <p>Opened user {useParams().id}</p>
}

describe('AdminTable', () => {
  it('pages by the server cursor with "Next page" and back with "First page", by keyboard', async () => {
    const urls = mockList()
    renderTable({ userType: 'DRIVER' })
    // the first render of the file may be slow on a busy machine
    await waitFor(() => expect(names()).toEqual(['Ayşe', 'Mehmet']), { timeout: 5_000 })
    expect(urls[0]).toBe('/api/v1/admin/users?userType=DRIVER&limit=25')
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled()
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Zeynep']))
    expect(urls.at(-1)).toBe('/api/v1/admin/users?userType=DRIVER&limit=25&cursor=c2')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'First page' }))
    await waitFor(() => expect(names()).toEqual(['Ayşe', 'Mehmet']))
  })

  it('links the CSV download with the same filters and the language, and the scroll box is focusable', async () => {
    mockList()
    renderTable({ q: 'ayşe' })
    const link = screen.getByRole('link', { name: 'Download as CSV' })
    expect(link).toHaveAttribute('href', '/api/v1/admin/users/export?q=ay%C5%9Fe&lang=en')
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0')
  })

  it("shows a 4xx's own message", async () => {
    mockList()
    renderTable({ q: 'bad' })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enter dates as YYYY-MM-DD'))
  })

  it('opens a linked row from anywhere on it, and by keyboard through its real link', async () => {
    mockList()
    renderTable({}, true)
    const user = userEvent.setup()
    await waitFor(() => expect(names()).toEqual(['Ayşe', 'Mehmet']))
    // a click on another cell of the row
    await user.click(screen.getByRole('cell', { name: 'No. 2' }))
    expect(await screen.findByText('Opened user 2')).toBeVisible()
    // the keyboard: Tab to the row's link, Enter
    const link = screen.getByRole('link', { name: 'Ayşe' })
    link.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Opened user 1')).toBeVisible()
  })

  it('leaves rows without a page as plain rows', async () => {
    mockList()
    renderTable()
    const user = userEvent.setup()
    await waitFor(() => expect(names()).toEqual(['Ayşe', 'Mehmet']))
    await user.click(screen.getByRole('cell', { name: 'No. 2' }))
    expect(screen.queryByText(/Opened user/)).toBeNull()
    expect(screen.getByRole('cell', { name: 'No. 2' }).closest('tr')).not.toHaveClass('admin-table__row--link')
  })
})
