/** API shape of an export task: what the console shows (not where its file is, nor whose it is). */
import type { DownloadTaskRecord, Schemas } from '#src/db/types.js';

export function taskView(t: DownloadTaskRecord): Schemas['DownloadTask'] {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    progress: t.progress,
    create_time: t.create_time,
    error_msg: t.error_msg,
    device: t.device,
    factors: t.factors,
    start_time: t.start_time,
    end_time: t.end_time,
    file_size: t.file_size,
  };
}
