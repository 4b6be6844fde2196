// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkDeletionRequest } from '#shared/forms/form-checks.ts'
import { useForm, useWatch } from './use-form.ts'

afterEach(cleanup)

type Values = { email: string; firstName: string; lastName: string; reason: string }
const EMPTY: Values = { email: '', firstName: '', lastName: '', reason: '' }

function Form({ onValid, reValidateMode }: { onValid: (values: unknown) => void; reValidateMode?: 'onSubmit' }) {
  const form = useForm<Values>({
    validate: checkDeletionRequest,
    defaultValues: { ...EMPTY, lastName: 'Yılmaz' },
    reValidateMode,
  })
  const { register, formState } = form
  const lastName = useWatch({ control: form.control, name: 'lastName' })
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {(['email', 'firstName', 'lastName', 'reason'] as const).map((name) => (
        <p key={name}>
          <label>
            {name}
            <input {...register(name)} />
          </label>
          {formState.errors[name] && <span role="alert">{`${name}: ${formState.errors[name]?.message}`}</span>}
        </p>
      ))}
      <output>{`watched ${lastName}`}</output>
      <button type="button" onClick={() => form.reset(EMPTY)}>
        reset
      </button>
      <button type="submit">send</button>
    </form>
  )
}

describe('useForm (the react-hook-form subset)', () => {
  it('puts the default values in the inputs and follows a watched field', async () => {
    const user = userEvent.setup()
    render(<Form onValid={vi.fn()} />)
    expect(screen.getByLabelText('lastName')).toHaveValue('Yılmaz')
    await user.type(screen.getByLabelText('lastName'), '!')
    expect(screen.getByText('watched Yılmaz!')).toBeInTheDocument()
  })

  it('on submit shows the first message of each field, focuses the first field in error, and does not submit', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    render(<Form onValid={onValid} />)
    await user.type(screen.getByLabelText('firstName'), 'Ayşe')
    await user.click(screen.getByRole('button', { name: 'send' }))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'email: emailRequired',
      'reason: reasonRequired',
    ])
    expect(screen.getByLabelText('email')).toHaveFocus()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('after a submit checks each edited field again, and submits the parsed values', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    render(<Form onValid={onValid} />)
    await user.click(screen.getByRole('button', { name: 'send' }))
    await user.type(screen.getByLabelText('email'), 'AYSE@example.com')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'firstName: firstNameRequired',
      'reason: reasonRequired',
    ])
    await user.type(screen.getByLabelText('firstName'), ' Ayşe ')
    await user.type(screen.getByLabelText('reason'), 'No longer needed')
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'send' }))
    expect(onValid).toHaveBeenCalledWith({
      email: 'ayse@example.com',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      reason: 'No longer needed',
    })
  })

  it("with reValidateMode 'onSubmit' keeps messages until the next submit; reset empties the form", async () => {
    const user = userEvent.setup()
    render(<Form onValid={vi.fn()} reValidateMode="onSubmit" />)
    await user.click(screen.getByRole('button', { name: 'send' }))
    await user.type(screen.getByLabelText('email'), 'ayse@example.com')
    expect(screen.getByText('email: emailRequired')).toBeInTheDocument()
    await act(() => user.click(screen.getByRole('button', { name: 'reset' })))
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    expect(screen.getByLabelText('email')).toHaveValue('')
    expect(screen.getByLabelText('lastName')).toHaveValue('')
  })

  it('keeps what was typed into the prerendered form before React hydrated it, and submits it', async () => {
    // A phone on a slow network shows the prerendered sign-in form seconds before its script runs:
    // what the visitor typed meanwhile is theirs, not to be replaced by the default values.
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form onValid={vi.fn()} />)
    document.body.append(container)
    const typed = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    typed('email').value = 'ayse@example.com'
    typed('reason').value = 'Typed early'
    const onValid = vi.fn()
    const root = await act(async () => hydrateRoot(container, <Form onValid={onValid} />))
    expect(typed('email')).toHaveValue('ayse@example.com')
    expect(typed('lastName')).toHaveValue('Yılmaz') // untouched fields still get their defaults
    await userEvent.setup().type(typed('firstName'), 'Ayşe')
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'send' })))
    expect(onValid).toHaveBeenCalledWith({
      email: 'ayse@example.com',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      reason: 'Typed early',
    })
    act(() => root.unmount())
    container.remove()
  })
})
