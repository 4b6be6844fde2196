import { useId, useRef, useState } from 'react'
import { DOCUMENT_KINDS, SCAN_ACCEPT, type DocumentKind } from '#shared/case-constants.ts'
import { capitalizeFirst } from '#shared/format.ts'
import { Field, FieldRow, SelectField, TextField, useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { fileProblem, sendDocument, type SendOutcome } from '#app/lib/send-document.ts'

/** Staff record a scan for the driver: “saved”, not “we will check your document”. */
const savedKey = (byStaff?: boolean) =>
  byStaff ? ('ui.documentForm.recorded' as const) : ('ui.documentForm.sent' as const)

/**
 * One document of a driver with its scan (issue 25): kind, number, dates and the file, sent by the
 * driver from their dashboard or by staff from the driver's page. `basePath(kind)` is where its
 * number and dates go; the scan goes to `${basePath(kind)}/scan`.
 */
export function DocumentForm(props: {
  basePath: (kind: DocumentKind) => string
  onSaved: () => Promise<unknown> | void
  headingLevel?: 'h2' | 'h3'
  byStaff?: boolean
}) {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const titleId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [doc, setDoc] = useState<Doc>({ kind: 'DRIVING_LICENCE', number: '', issuedOn: '', expiresOn: '' })
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<(SendOutcome & { fileError?: string }) | null>(null)
  const set = (name: keyof typeof doc) => (e: { target: { value: string } }) =>
    setDoc({ ...doc, [name]: e.target.value })
  const documentName = (kind: DocumentKind) => t(`documents.${kind}`)
  const Heading = props.headingLevel ?? 'h2'

  const submit = async () => {
    const problem = fileProblem(file)
    if (problem) {
      setOutcome({ ok: false, fileError: t(`ui.documentForm.${problem}`) })
      fileRef.current?.focus()
      return
    }
    setBusy(true)
    setOutcome(null)
    try {
      const { kind, ...fields } = doc
      const result = await sendDocument(props.basePath(kind), fields, file!, lang)
      if (result.ok) {
        setOutcome({ ok: true, text: t(savedKey(props.byStaff), { document: documentName(kind) }) })
        setDoc({ ...doc, number: '', issuedOn: '', expiresOn: '' })
        setFile(null)
        if (fileRef.current) fileRef.current.value = ''
        await props.onSaved()
      } else setOutcome({ ...result, text: result.text ?? t('ui.documentForm.error') })
    } catch {
      setOutcome({ ok: false, text: t('ui.documentForm.error') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="document-form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Heading id={titleId}>{t('ui.documentForm.title')}</Heading>
      <p>{t('ui.documentForm.lead')}</p>
      <div aria-live="polite" aria-atomic="true">
        {outcome?.text && <p className={`alert ${outcome.ok ? 'alert--success' : 'alert--error'}`}>{outcome.text}</p>}
      </div>
      <DocumentFields doc={doc} set={set} fields={outcome?.fields} />
      <Field label={t('ui.documentForm.file')} hint={t('ui.documentForm.fileHint')} error={outcome?.fileError}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            name="scan"
            accept={SCAN_ACCEPT}
            required
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('ui.documentForm.sending') : t('ui.documentForm.send')}
      </button>
    </form>
  )
}

type Doc = { kind: DocumentKind; number: string; issuedOn: string; expiresOn: string }

function DocumentFields({
  doc,
  set,
  fields,
}: {
  doc: Doc
  set: (name: keyof Doc) => (e: { target: { value: string } }) => void
  fields?: Record<string, string>
}) {
  const lang = useLang()
  const { t } = useTranslation('accountRequests')
  const fieldMessage = useFieldMessage()
  const documentName = (kind: DocumentKind) => t(`documents.${kind}`)
  const outcome = { fields }
  return (
    <>
      <SelectField label={t('ui.documentForm.kind')} select={{ name: 'kind', value: doc.kind, onChange: set('kind') }}>
        {DOCUMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {capitalizeFirst(documentName(kind), lang)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('ui.documentForm.number')}
        error={fieldMessage(outcome?.fields?.number)}
        input={{ name: 'number', value: doc.number, onChange: set('number'), required: true, autoComplete: 'off' }}
      />
      <FieldRow>
        <TextField
          label={t('ui.documentForm.issuedOn')}
          error={fieldMessage(outcome?.fields?.issuedOn)}
          input={{ name: 'issuedOn', type: 'date', value: doc.issuedOn, onChange: set('issuedOn'), required: true }}
        />
        <TextField
          label={t('ui.documentForm.expiresOn')}
          error={fieldMessage(outcome?.fields?.expiresOn)}
          input={{ name: 'expiresOn', type: 'date', value: doc.expiresOn, onChange: set('expiresOn'), required: true }}
        />
      </FieldRow>
    </>
  )
}
