import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { localized } from '../../../lib/localized.ts';
import { useAuditLog } from '../api/moderation-log.ts';
import type { AuditEntry } from '../utils/merge-logs.ts';
import { QueueStates } from './queue-states.tsx';

/** Every decision of every editor, newest first, from both services' logs: who, what, when, why. */
export function AuditLog() {
  const { t } = useTranslation();
  const query = useAuditLog();
  return (
    <QueueStates query={query} loadingLabel={t('admin.log.loading')} errorLabel={t('admin.log.loadError')} emptyLabel={t('admin.log.empty')}>
      {(entries) => (
        <ol className="grid gap-3" aria-label={t('admin.tabs.log')}>
          {entries.map((entry) => (
            <li key={`${entry.source}-${entry.id}`}>
              <LogEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </QueueStates>
  );
}

function LogEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const editor = entry.editorName ?? entry.editorUid;
  // Named as it was when decided; an older entry whose subject is gone has its id alone.
  const name = localized(entry, 'subjectName', language);
  const subject = name
    ? t(`admin.log.subjectsNamed.${entry.subject}`, { id: entry.subjectId, name })
    : t(`admin.log.subjects.${entry.subject}`, { id: entry.subjectId });
  // A reported review is kept or removed, in the log as on its buttons, never "approved".
  const review = entry.subject === 'review';
  const what = {
    approve: () => t(review ? 'admin.log.kept' : 'admin.log.approved', { editor, subject }),
    reject: () => t(review ? 'admin.log.removed' : 'admin.log.rejected', { editor, subject }),
    reorder: () => t('admin.log.reordered', { editor, subject }),
  }[entry.decision]();
  return (
    <article data-testid="log-entry" className="grid gap-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm">
      <p className="text-stone-900">{what}</p>
      <p className="text-stone-500">
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
      </p>
      {entry.photoIds && (
        <p className="text-stone-700">{t('admin.log.photoOrder', { photos: entry.photoIds.map((id) => `#${id}`).join(', ') })}</p>
      )}
      {entry.reason && <p className="text-stone-700">{t('admin.log.reason', { reason: entry.reason })}</p>}
    </article>
  );
}
