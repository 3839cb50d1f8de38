import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { Combobox } from '@iot/ui/combobox';

/** A searchable project choice; `exclude` leaves out the device's current project (a move needs another one). */
export function ProjectPicker({
  id,
  projects,
  value,
  onChange,
  placeholder,
  exclude,
  invalid,
}: {
  id: string;
  projects: readonly Project[];
  value: string | null;
  onChange: (projectId: string | null) => void;
  placeholder: string;
  exclude?: string | null;
  invalid?: boolean;
}) {
  const { t } = useTranslation('devices');
  const options = projects
    .filter((project) => project.project_id !== exclude)
    .map((project) => ({
      value: project.project_id,
      label: project.name,
      keywords: [project.project_id],
    }));
  return (
    <Combobox
      id={id}
      options={options}
      value={value}
      onValueChange={onChange}
      placeholder={placeholder}
      searchPlaceholder={t('bind.searchProject')}
      emptyText={t('bind.noProjectMatch')}
      allowDeselect
      aria-invalid={invalid}
    />
  );
}
