/**
 * The money lines of a receipt, in order, for the page, the PDF and the CSV alike (so all three
 * show the same figures): a completed ride's fare and tolls (and a fee if it had one), or a
 * cancelled ride's fee alone; the total is their sum.
 */
export type ReceiptLineKey = 'fare' | 'tolls' | 'cancellationFee'

export function receiptLines(r: {
  status: string
  fareKurus: number
  tollsKurus: number
  cancellationFeeKurus: number
}): { key: ReceiptLineKey; kurus: number }[] {
  if (r.status !== 'COMPLETED') return [{ key: 'cancellationFee', kurus: r.cancellationFeeKurus }]
  const lines: { key: ReceiptLineKey; kurus: number }[] = [
    { key: 'fare', kurus: r.fareKurus },
    { key: 'tolls', kurus: r.tollsKurus },
  ]
  if (r.cancellationFeeKurus > 0) lines.push({ key: 'cancellationFee', kurus: r.cancellationFeeKurus })
  return lines
}
