// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '#app/lib/i18n.ts'
import { SelectField, TextAreaField, TextField } from './field.tsx'
import { PasswordField } from './password-field.tsx'

beforeAll(async () => {
  await i18n.changeLanguage('en')
})
afterEach(cleanup)

describe('Field', () => {
  it('labels its control and names no description when there is no hint or error', () => {
    render(<TextField label="First name" input={{ name: 'firstName' }} />)
    const input = screen.getByLabelText('First name')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).not.toHaveAttribute('aria-invalid')
  })
  it('describes the control by its hint and its error, and marks it invalid', () => {
    render(
      <TextField label="Phone" hint="For example 0555" error="Enter a valid phone number" input={{ name: 'phone' }} />,
    )
    const input = screen.getByLabelText('Phone')
    expect(input).toHaveAccessibleDescription('For example 0555 Enter a valid phone number')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })
  it('describes a select by its error alone', () => {
    render(
      <SelectField label="City" error="City selection is required" select={{ name: 'city' }}>
        <option value="">Choose</option>
      </SelectField>,
    )
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City selection is required')
  })
  it('puts a hintAbove between label and textarea, the error after it', () => {
    const { container } = render(
      <TextAreaField
        label="Reason"
        hint="A sentence"
        hintAbove
        error="Reason is required"
        textarea={{ name: 'reason' }}
      />,
    )
    const order = [...container.querySelectorAll('.field > *')].map((node) => node.tagName + '.' + node.className)
    expect(order).toEqual(['LABEL.', 'P.field-hint', 'TEXTAREA.', 'P.field-error'])
  })
})

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle whose name stays the same', async () => {
    const user = userEvent.setup()
    render(<PasswordField label="Password" input={{ name: 'password' }} />)
    const input = screen.getByLabelText('Password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false'])
    await user.click(toggle)
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true'])
    expect(toggle).toHaveAccessibleName('Show password')
  })
})
