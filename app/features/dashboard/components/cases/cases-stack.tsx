import { KvkkSection } from './kvkk-section.tsx'
import { ProblemReportsSection } from './problem-reports-section.tsx'

/** Below the profile: problem reports and the KVKK requests (both panels). */
export function CasesStack({ isDriver }: { isDriver: boolean }) {
  return (
    <div className="cases-stack">
      <ProblemReportsSection isDriver={isDriver} />
      <KvkkSection />
    </div>
  )
}
