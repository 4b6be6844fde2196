import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import type { FormCheck } from '#shared/forms/field-checks.ts'

/*
 * The part of react-hook-form our forms use, with the same names and behaviour (decision 008:
 * react-hook-form and its zod resolver cost 14 KB gzip on every form page): uncontrolled inputs
 * through `register`, checked by a shared form check (shared/forms/) on submit, the first field in
 * error focused, and after a submit each edited field checked again (`reValidateMode: 'onChange'`,
 * react-hook-form's default) unless the form asks for `'onSubmit'`.
 */

export type FieldValues = Record<string, unknown>
export type Path<T> = keyof T & string
export type FieldPath<T> = Path<T>
export type DefaultValues<T> = Partial<T>
export type FieldError = { type?: string; message?: string }
export type FieldErrors<T> = Partial<Record<Path<T>, FieldError>>
type FormState<T> = { errors: FieldErrors<T>; isSubmitted: boolean; isSubmitting: boolean }

type Control<T> = {
  subscribe: (listener: () => void) => () => void
  getValue: <N extends Path<T>>(name: N) => T[N]
}

type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
type Options<Input, Output> = {
  /** The form's check from shared/forms/ (in place of react-hook-form's resolver). */
  validate: (values: NoInfer<Input>) => FormCheck<Output, string>
  defaultValues: DefaultValues<Input>
  mode?: 'onSubmit'
  reValidateMode?: 'onChange' | 'onSubmit'
  shouldFocusError?: boolean
}

function errorsOf<T>(check: FormCheck<unknown, string>): FieldErrors<T> {
  if (check.ok) return {}
  return Object.fromEntries(
    Object.entries(check.errors).map(([name, key]) => [name, { message: key }]),
  ) as FieldErrors<T>
}

type RegisterOptions = { onChange?: (event: ChangeEvent<Element>) => void }

/** A form's values, inputs, messages and watchers, outside React (one per `useForm`). */
class FormStore<Input extends FieldValues, Output> {
  values: Input
  state: FormState<Input> = { errors: {}, isSubmitted: false, isSubmitting: false }
  readonly elements = new Map<string, Element>()
  readonly listeners = new Set<() => void>()
  /** Set by the hook: re-renders the form with the new state. */
  render: (state: FormState<Input>) => void = () => {}

  constructor(readonly options: Options<Input, Output>) {
    this.values = { ...options.defaultValues } as Input
  }

  update(next: Partial<FormState<Input>>) {
    this.state = { ...this.state, ...next }
    this.render(this.state)
  }

  notify() {
    this.listeners.forEach((listener) => listener())
  }

  focus(name: string) {
    this.elements.get(name)?.focus()
  }

  setErrorOf(name: Path<Input>, error: FieldError | undefined) {
    const { [name]: previous, ...rest } = this.state.errors
    if (previous?.message === error?.message && previous?.type === error?.type) return
    this.update({ errors: (error ? { ...rest, [name]: error } : rest) as FieldErrors<Input> })
  }

  revalidate(name: Path<Input>) {
    this.setErrorOf(name, errorsOf<Input>(this.options.validate(this.values))[name])
  }

  writeValue(name: string, value: unknown) {
    const element = this.elements.get(name)
    if (isCheckbox(element)) {
      element.checked = value === true
      return
    }
    const text = value == null ? '' : String(value)
    if (element && element.value !== text) element.value = text
  }

  setValue(name: Path<Input>, value: unknown, shouldValidate = false) {
    this.values = { ...this.values, [name]: value }
    this.writeValue(name, value)
    if (shouldValidate) this.revalidate(name)
    this.notify()
  }

  register(name: Path<Input>, registerOptions?: RegisterOptions) {
    return {
      name,
      ref: (element: Element | null) => {
        if (!element || this.elements.get(name) === element) return
        this.elements.set(name, element)
        // A prerendered form can be typed into before React hydrates it (a phone on a slow network):
        // what the visitor typed is kept, not overwritten by the default value.
        if (isEditedBeforeHydration(element)) this.values = { ...this.values, [name]: valueOf(element) }
        else this.writeValue(name, this.values[name])
      },
      onChange: (event: ChangeEvent<Element>) => {
        const value = valueOf(event.target)
        this.values = { ...this.values, [name]: value }
        registerOptions?.onChange?.(event)
        if (this.state.isSubmitted && (this.options.reValidateMode ?? 'onChange') === 'onChange') this.revalidate(name)
        this.notify()
      },
      onBlur: () => {},
    }
  }

  async submit(onValid: (values: Output) => unknown, onInvalid?: (errors: FieldErrors<Input>) => unknown) {
    this.update({ isSubmitting: true })
    const check = this.options.validate(this.values)
    this.update({ errors: errorsOf<Input>(check) })
    try {
      if (check.ok) await onValid(check.value)
      else {
        await onInvalid?.(this.state.errors)
        const first = [...this.elements.keys()].find((name) => this.state.errors[name as Path<Input>])
        if ((this.options.shouldFocusError ?? true) && first) this.focus(first)
      }
    } finally {
      this.update({ isSubmitted: true, isSubmitting: false })
    }
  }

  reset(next: DefaultValues<Input> = this.options.defaultValues) {
    this.values = { ...next } as Input
    for (const name of this.elements.keys()) this.writeValue(name, this.values[name])
    this.update({ errors: {}, isSubmitted: false, isSubmitting: false })
    this.notify()
  }
}

export function useForm<Input extends FieldValues, _Context = unknown, Output = Input>(
  options: Options<Input, Output>,
) {
  const store = useRef<FormStore<Input, Output>>(null)
  store.current ??= new FormStore(options)
  const form = store.current
  const [formState, setFormState] = useState(form.state)
  form.render = setFormState
  const control = useRef<Control<Input>>({
    subscribe: (listener) => {
      form.listeners.add(listener)
      return () => form.listeners.delete(listener)
    },
    getValue: (name) => form.values[name],
  }).current

  return {
    register: (name: Path<Input>, registerOptions?: RegisterOptions) => form.register(name, registerOptions),
    handleSubmit:
      (onValid: (values: Output) => unknown, onInvalid?: (errors: FieldErrors<Input>) => unknown) =>
      (event?: FormEvent) => {
        event?.preventDefault()
        return form.submit(onValid, onInvalid)
      },
    control,
    formState,
    getValues: ((name?: Path<Input>) => (name ? form.values[name] : { ...form.values })) as {
      (): Input
      <N extends Path<Input>>(name: N): Input[N]
    },
    setValue: <N extends Path<Input>>(name: N, value: Input[N], setOptions?: { shouldValidate?: boolean }) =>
      form.setValue(name, value, setOptions?.shouldValidate),
    setError: (name: Path<Input>, error: FieldError, errorOptions?: { shouldFocus?: boolean }) => {
      form.setErrorOf(name, error)
      if (errorOptions?.shouldFocus) form.focus(name)
    },
    clearErrors: (name: Path<Input>) => form.setErrorOf(name, undefined),
    getFieldState: (name: Path<Input>, current: FormState<Input> = formState) => ({
      error: current.errors[name],
      invalid: Boolean(current.errors[name]),
    }),
    setFocus: (name: Path<Input>) => form.focus(name),
    reset: (next?: DefaultValues<Input>) => form.reset(next),
  }
}

export type UseFormReturn<Input extends FieldValues, Output = Input> = ReturnType<
  typeof useForm<Input, unknown, Output>
>
export type UseFormRegister<Input extends FieldValues> = UseFormReturn<Input>['register']
export type UseFormSetError<Input extends FieldValues> = UseFormReturn<Input>['setError']

/** The value of one field, re-rendering the caller when it changes. */
export function useWatch<Input extends FieldValues, N extends Path<Input>>({
  control,
  name,
}: {
  control: Control<Input>
  name: N
}): Input[N] {
  const read = () => control.getValue(name)
  return useSyncExternalStore(control.subscribe, read, read)
}

function isCheckbox(element: unknown): element is HTMLInputElement {
  return typeof HTMLInputElement !== 'undefined' && element instanceof HTMLInputElement && element.type === 'checkbox'
}

/** A checkbox is a yes/no (e.g. the marketing consent), not its `value` ("on"). */
function valueOf(element: Element): string | boolean {
  return isCheckbox(element) ? element.checked : element.value
}

/** Whether the visitor changed a server-rendered input before its form was hydrated. */
function isEditedBeforeHydration(element: Element): boolean {
  if (isCheckbox(element)) return element.checked !== element.defaultChecked
  if (element instanceof HTMLSelectElement) return false
  return element.value !== element.defaultValue
}
