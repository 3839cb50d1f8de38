import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { NativeSelect } from '@iot/ui/native-select';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Label } from '@iot/ui/label';
import { projectsQuery } from '@/features/projects/api/projects';
import type { MonitorChoice } from '../utils/monitor-storage';

/** Switch project: an organization and one of its projects (rendered only while open: it starts from `current`). */
export function ProjectPickerDialog({
  open,
  onOpenChange,
  organizations,
  current,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizations: Organization[];
  current: MonitorChoice;
  onSelect: (choice: MonitorChoice) => void;
}) {
  const { t } = useTranslation(['monitor', 'common']);
  const [org, setOrg] = useState(current.orgSlug ?? '');
  const [project, setProject] = useState(current.projectId ?? '');
  // the projects of the organization being looked at (the call names it: nothing else changes until one is chosen)
  const projects = useQuery({ ...projectsQuery(org), enabled: open && Boolean(org) });
  const lookAt = setOrg;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="monitor-org">{t('picker.organization')}</Label>
          <NativeSelect
            id="monitor-org"
            value={org}
            onChange={(e) => {
              lookAt(e.target.value);
              setProject('');
            }}
          >
            {organizations.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="monitor-project">{t('picker.project')}</Label>
          <NativeSelect
            id="monitor-project"
            value={project}
            onChange={(e) => setProject(e.target.value)}
          >
            <option value="">
              {projects.isPending ? t('picker.loading') : t('picker.allProjects')}
            </option>
            {projects.data?.map((p) => (
              <option key={p.project_id} value={p.project_id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={!org}
            onClick={() => {
              onSelect({ orgSlug: org, projectId: project || null });
              onOpenChange(false);
            }}
          >
            {t('picker.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
