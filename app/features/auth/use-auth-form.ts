import type { FormCheck } from '#shared/forms/field-checks.ts'
import { useForm, type DefaultValues, type FieldValues, type Path } from '#app/lib/use-form.ts'
import { useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/**
 * What every auth form starts with: validated by its shared form check on submit only, a `field()` that
 * registers an input and clears its error while it is edited, and the translators.
 */
export function useAuthForm<Input extends FieldValues, Output>(
  validate: (values: NoInfer<Input>) => FormCheck<Output, string>,
  defaultValues: DefaultValues<Input>,
) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const fieldMessage = useFieldMessage()
  const form = useForm<Input, unknown, Output>({
    validate,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
  })
  const field = (name: Path<Input>) => form.register(name, { onChange: () => form.clearErrors(name) })
  const errorOf = (name: Path<Input>) => fieldMessage(form.getFieldState(name, form.formState).error?.message)
  return { form, field, errorOf, t, lang }
}
