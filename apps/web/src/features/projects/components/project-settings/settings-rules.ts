/** Spec §5: the project name is required (trimmed) and saved only when it changed; transfer needs target_org_slug. */
export function canSaveName(name: string, current: string | undefined): boolean {
  return name.trim() !== '' && name.trim() !== (current ?? '');
}

export const validateName = (name: string) => (name.trim() ? null : ('nameRequired' as const));
export const validateTargetOrg = (slug: string) =>
  slug.trim() ? null : ('targetOrgRequired' as const);
