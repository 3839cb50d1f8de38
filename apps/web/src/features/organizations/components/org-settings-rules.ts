/**
 * The settings page's rules the API document cannot state (the name's own bounds are `updateOrganizationBody`'s): Save
 * is enabled only when the trimmed name differs from the current one; delete and transfer are confirmed by typing the slug.
 */
export function canSaveOrgName(draft: string, current: string): boolean {
  return draft.trim() !== current;
}

/** The typed confirmation equals the organization's slug (surrounding spaces ignored). */
export function slugConfirmed(typed: string, slug: string): boolean {
  return typed.trim() === slug;
}
