// One deduction from the deposit: what, why, how much, and the tenant's answer (accept or dispute
// with a note), which the tenant gives while it is pending.
import { useState } from 'react';
import { formatRupees } from '#shared/money.ts';
import { TENANCY_MESSAGES, type TSettlement } from '#shared/contracts/tenancy.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useAnswerDeduction } from '../api/tenancy-writes.ts';
import styles from './tenancy.module.css';

type Deduction = TSettlement['deductions'][number];
const ANSWER_LABELS: Record<Deduction['answer'], string> = { pending: 'Awaiting the tenant', accepted: 'Accepted', disputed: 'Disputed' };

export function DeductionRow({ tenancyId, deduction, isTenant }: { tenancyId: number; deduction: Deduction; isTenant: boolean }) {
  const answer = useAnswerDeduction(tenancyId, deduction.id);
  const notify = useNotify();
  const [note, setNote] = useState('');
  const reply = (choice: 'accept' | 'dispute') =>
    answer.mutate(
      { answer: choice, note: note.trim() || null },
      { onSuccess: () => notify(TENANCY_MESSAGES.deductionAnswered, 'success'), onError: (error) => notify(error.message, 'error') },
    );
  return (
    <tr>
      <th scope="row">{deduction.item}</th>
      <td>{deduction.reason}</td>
      <td className={styles.num}>{formatRupees(deduction.amount)}</td>
      <td>
        {ANSWER_LABELS[deduction.answer]}
        {deduction.tenantNote && <span className={styles.muted}> · “{deduction.tenantNote}”</span>}
        {isTenant && deduction.answer === 'pending' && (
          <div className={styles.answer}>
            <label className="field">
              <span className="field-label">
                Your note<span className="visually-hidden"> on {deduction.item}</span>
              </span>
              <input className="input" value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
            </label>
            <div className={styles.actions}>
              <button type="button" className="btn btn-sm btn-primary" disabled={answer.isPending} onClick={() => reply('accept')}>
                Accept<span className="visually-hidden"> {deduction.item}</span>
              </button>
              <button type="button" className="btn btn-sm btn-danger" disabled={answer.isPending} onClick={() => reply('dispute')}>
                Dispute<span className="visually-hidden"> {deduction.item}</span>
              </button>
            </div>
          </div>
        )}
      </td>
    </tr>
  );
}
