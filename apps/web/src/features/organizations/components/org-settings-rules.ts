/**
 * Spec §5 organization rules of the settings page: the name is trimmed and must not be empty (nameRequired), Save is
 * enabled only when it differs from the current name; delete and transfer are confirmed by typing the slug.
 */
export function canSaveOrgName(draft: string, current: string): boolean {
  return draft.trim() !== current;
}

export function validateOrgName(draft: string): 'basic.nameRequired' | null {
  return draft.trim() ? null : 'basic.nameRequired';
}

/** The typed confirmation equals the organization's slug (surrounding spaces ignored). */
export function slugConfirmed(typed: string, slug: string): boolean {
  return typed.trim() === slug;
}
