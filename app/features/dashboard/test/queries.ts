import { screen, within } from '@testing-library/react'

/** Text with every kind of space (a no-break space in money) as a plain space. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ')
/** The value of the stat card named `name`. */
export const figure = (name: string) =>
  plain(within(screen.getByRole('group', { name })).getAllByRole('paragraph')[1]!.textContent)
/** The values of several stat cards, in order. */
export const figuresOf = (names: string[]) => names.map(figure)
/** The value of a detail row (`dt` → `dd`). */
export const row = (label: string) => plain(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent)
export const rowsOf = (labels: string[]) => labels.map(row)
