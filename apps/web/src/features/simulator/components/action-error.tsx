import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

/** What the workbench's calls of a section tell about their outcome (react-query's mutation results). */
interface Outcome {
  submittedAt: number;
  error: unknown;
}

/** The error of the section's latest call, if it failed: the server's message, else a general one. */
export function ActionError({ outcomes }: { outcomes: Outcome[] }) {
  const { t } = useTranslation('simulator');
  const latest = outcomes.reduce<Outcome | null>(
    (last, o) => (o.submittedAt > (last?.submittedAt ?? 0) ? o : last),
    null,
  );
  if (!latest?.error) return null;
  return (
    <p role="alert" className="text-destructive text-sm">
      {errorMessage(latest.error, t('failed'))}
    </p>
  );
}
