/** API shape of an export task: what the console shows (not where its file is, nor whose it is). */
import type { DownloadTaskRecord, Schemas } from '#src/db/types.js';
import type { Language } from '#src/i18n/language.js';
import { render } from '#src/i18n/messages.js';

/** Why the task failed, in `language` (null unless it failed). */
export function failureText(t: DownloadTaskRecord, language: Language): string | null {
  const failure = t.error_msg;
  return failure === null || typeof failure === 'string' ? failure : render(failure, language);
}

export function taskView(t: DownloadTaskRecord, language: Language): Schemas['DownloadTask'] {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    progress: t.progress,
    create_time: t.create_time,
    error_msg: failureText(t, language),
    device: t.device,
    factors: t.factors,
    start_time: t.start_time,
    end_time: t.end_time,
    file_size: t.file_size,
  };
}
