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

export interface TransferOrgErrors {
  new_owner?: 'transfer.newOwnerRequired';
  confirm_slug?: 'transfer.slugRequired' | 'transfer.mismatch';
}

/** Transfer: the new owner's username and the organization's slug are required (spec §5 "slug required"). */
export function validateTransferOrg(newOwner: string, typedSlug: string, slug: string) {
  const errors: TransferOrgErrors = {};
  if (!newOwner.trim()) errors.new_owner = 'transfer.newOwnerRequired';
  if (!typedSlug.trim()) errors.confirm_slug = 'transfer.slugRequired';
  else if (!slugConfirmed(typedSlug, slug)) errors.confirm_slug = 'transfer.mismatch';
  return errors;
}
