import { useEffect, useState } from 'react'
import { CITIES } from '#shared/constants.ts'
import { checkFareEstimateForm } from '#shared/forms/fare-form-check.ts'
import type { FareEstimateFormInput } from '#shared/schemas/fare-estimate.ts'
import { estimateFare, type FareEstimateResult } from '#shared/tariffs/estimate.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import { classesOf } from '#shared/tariffs/select.ts'
import { DEFAULT_TAXI_CLASS, TAXI_CLASSES, type TaxiClass } from '#shared/tariffs/types.ts'
import { FieldRow, SelectField, TextField, useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from '#app/lib/use-form.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { EstimateResult } from './estimate-result.tsx'

type FormField = keyof FareEstimateFormInput
const DEFAULTS: FareEstimateFormInput = {
  city: 'Istanbul',
  taxiClass: DEFAULT_TAXI_CLASS,
  distanceKm: '',
  waitingMinutes: '0',
  tollsLira: '',
}

/** The classes a city has tariffs for; yellow (the standard taxi) for a city we know none of. */
function classesFor(city: FareEstimateFormInput['city']): readonly TaxiClass[] {
  const classes = classesOf(city)
  return classes.length ? classes : [DEFAULT_TAXI_CLASS]
}

/**
 * City, class, distance, waiting and tolls → the estimate, computed in the browser by the same
 * `estimateFare()` as the API (the tariff table is on the page anyway), for the moment of asking.
 */
export function EstimateForm() {
  const { t } = useTranslation('fares')
  // Until the page is interactive a click would submit the form to the page URL with its fields in it.
  const isHydrated = useHydrated()
  const [result, setResult] = useState<FareEstimateResult | null>(null)
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm({ validate: checkFareEstimateForm, defaultValues: DEFAULTS, shouldFocusError: true })

  const city = useWatch({ control, name: 'city' })
  // A city without turquoise or black taxis: fall back to yellow rather than keep an impossible choice.
  useEffect(() => {
    if (!classesFor(city).includes(getValues('taxiClass'))) setValue('taxiClass', DEFAULT_TAXI_CLASS)
  }, [city, getValues, setValue])
  const hasErrors = Object.keys(errors).length > 0

  return (
    <section className="fares-section" aria-labelledby="fares-form-title">
      <h2 id="fares-form-title">{t('form.title')}</h2>
      <noscript>
        <p className="alert alert--info">{t('form.noJs')}</p>
      </noscript>
      <form
        className="fares-form card"
        noValidate
        aria-labelledby="fares-form-title"
        onSubmit={handleSubmit((input) => setResult(estimateFare({ ...input, at: new Date() })))}
      >
        {isSubmitted && hasErrors && (
          <p className="alert alert--error" role="alert">
            {t('form.fixFields')}
          </p>
        )}
        <EstimateFields register={register} errors={errors} classes={classesFor(city)} />
        <button type="submit" className="button button--lg" disabled={!isHydrated}>
          {t('form.submit')}
        </button>
      </form>
      {result && <EstimateResult result={result} />}
    </section>
  )
}

/** The form's five fields; the class list follows the chosen city. */
function EstimateFields({
  register,
  errors,
  classes,
}: {
  register: UseFormRegister<FareEstimateFormInput>
  errors: FieldErrors<FareEstimateFormInput>
  classes: readonly TaxiClass[]
}) {
  const { t } = useTranslation('fares')
  const lang = useLang()
  const fieldMessage = useFieldMessage()
  const text = (name: FormField, label: string, hint?: string) => ({
    label,
    hint,
    error: fieldMessage(errors[name]?.message),
  })
  return (
    <>
      <FieldRow>
        <SelectField {...text('city', t('form.city'))} select={register('city')}>
          {CITIES.map((option) => (
            <option key={option} value={option}>
              {cityLabel(option, lang)}
              {classesOf(option).length ? '' : ` (${t('table.notKnown')})`}
            </option>
          ))}
        </SelectField>
        <SelectField {...text('taxiClass', t('form.taxiClass'))} select={register('taxiClass')}>
          {TAXI_CLASSES.filter((option) => classes.includes(option)).map((option) => (
            <option key={option} value={option}>
              {t(`classes.${option}`)}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <TextField
        {...text('distanceKm', t('form.distance'), t('form.distanceHint'))}
        input={{ inputMode: 'decimal', autoComplete: 'off', ...register('distanceKm') }}
      />
      <FieldRow>
        <TextField
          {...text('waitingMinutes', t('form.waiting'), t('form.waitingHint'))}
          input={{ inputMode: 'numeric', autoComplete: 'off', ...register('waitingMinutes') }}
        />
        <TextField
          {...text('tollsLira', t('form.tolls'), t('form.tollsHint'))}
          input={{ inputMode: 'decimal', autoComplete: 'off', ...register('tollsLira') }}
        />
      </FieldRow>
    </>
  )
}
