import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { Organization, TargetOrgRequest } from '@iot/api-client/model';
import { Combobox } from '@iot/ui/combobox';
import { Field } from '@iot/ui/form';

/**
 * Whether the signed-in user may move things into `org`: the document's transfers need owner or manager there
 * (docs/decisions/0142-transfer-targets.md).
 */
const canReceiveTransfers = (org: Organization): boolean =>
  org.access_config.role === 'owner' || org.access_config.role === 'manager';

/** The organizations a project or device of `currentSlug` can be transferred to. */
function transferTargets(
  organizations: readonly Organization[],
  currentSlug: string,
): Organization[] {
  return organizations.filter((org) => org.slug !== currentSlug && canReceiveTransfers(org));
}

/**
 * A transfer's target: one of the user's other organizations where they are owner or manager, searchable by name or
 * identifier and shown with both (two organizations may share a name).
 */
function OrganizationPicker({
  id,
  organizations,
  currentSlug,
  value,
  onChange,
  loading = false,
  ...aria
}: {
  id?: string;
  organizations: readonly Organization[];
  currentSlug: string;
  value: string;
  onChange: (slug: string) => void;
  loading?: boolean;
  /** From the form's Field: its error and description. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation('common');
  const options = transferTargets(organizations, currentSlug).map((org) => ({
    value: org.slug,
    label: `${org.name} (${org.slug})`,
    keywords: [org.slug],
  }));
  return (
    <Combobox
      id={id}
      options={options}
      value={value || null}
      onValueChange={(slug) => onChange(slug ?? '')}
      placeholder={t('organizationPicker.placeholder')}
      searchPlaceholder={t('organizationPicker.search')}
      emptyText={loading ? t('loading') : t('organizationPicker.empty')}
      {...aria}
    />
  );
}

/**
 * The `target_org_slug` field of a transfer form (a project's, a device's): the picker, with a line saying which
 * organizations it lists.
 */
export function TargetOrganizationField({
  control,
  label,
  organizations,
  loading,
  currentSlug,
}: {
  control: Control<TargetOrgRequest, unknown, TargetOrgRequest>;
  label: string;
  organizations: readonly Organization[];
  loading: boolean;
  currentSlug: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Field
      control={control}
      name="target_org_slug"
      label={label}
      description={t('organizationPicker.hint')}
    >
      {(field) => (
        <OrganizationPicker
          organizations={organizations}
          loading={loading}
          currentSlug={currentSlug}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    </Field>
  );
}
