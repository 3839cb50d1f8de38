/**
 * The monitor remembers its organization and project, so a wall screen reopens on the same board.
 */
export const MONITOR_STORAGE_KEYS = {
  orgSlug: 'monitor_org_slug',
  projectId: 'monitor_project_id',
} as const;

export interface MonitorChoice {
  orgSlug: string | null;
  projectId: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

export function readMonitorChoice(): MonitorChoice {
  return {
    orgSlug: read(MONITOR_STORAGE_KEYS.orgSlug),
    projectId: read(MONITOR_STORAGE_KEYS.projectId),
  };
}

export function saveMonitorChoice(choice: MonitorChoice): void {
  try {
    for (const [key, value] of [
      [MONITOR_STORAGE_KEYS.orgSlug, choice.orgSlug],
      [MONITOR_STORAGE_KEYS.projectId, choice.projectId],
    ] as const) {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}
