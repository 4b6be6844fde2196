import { useEffect, useId, useRef } from 'react'

/** A modal confirmation (instead of window.alert): announced, focus on its one button, Esc = OK. */
export function SuccessDialog({
  message,
  actionLabel,
  onClose,
}: {
  message: string
  actionLabel: string
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    // jsdom has no showModal; the open attribute still renders it there.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
  }, [])
  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <p id={id} className="auth-dialog__message">
        <span className="auth-dialog__icon" aria-hidden="true">
          ✓
        </span>
        {message}
      </p>
      <button type="button" className="button auth-submit" onClick={onClose} autoFocus>
        {actionLabel}
      </button>
    </dialog>
  )
}
