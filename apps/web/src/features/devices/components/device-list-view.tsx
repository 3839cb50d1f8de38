import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { useProjects } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useDeviceActions } from '../hooks/use-device-actions';
import { useDeviceList } from '../hooks/use-device-list';
import type { DeviceScope } from '../utils/device-scope';
import { BindDeviceDialog } from './bind-device-dialog';
import { DeviceListResults } from './device-list-results';
import { DeviceListToolbar } from './device-list-toolbar';
import type { DeviceAction } from '../utils/device-actions';
import { DeviceDialogs } from './device-dialogs';

/**
 * The device list shared by the all-devices page and a project's devices page: search, (project filter), server-side
 * pages, add/bind, and per device move, transfer, reboot and delete, with loading, empty and error states.
 */
export function DeviceListView({
  scope,
  title,
  deviceHref,
}: {
  scope: DeviceScope;
  title: string;
  deviceHref: (device: Device, projectId: string) => string;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const list = useDeviceList(scope);
  const actions = useDeviceActions(scope);
  const projects = useProjects('devices:loadProjectsError');
  const [binding, setBinding] = useState(false);
  const [open, setOpen] = useState<{ action: DeviceAction; device: Device } | null>(null);
  const refused = usePermissions().reason('device');

  return (
    <>
      <PageHeader
        title={title}
        description={list.query.data ? t('org-devices.count', { count: list.count }) : undefined}
        actions={
          <DisabledReason reason={refused}>
            <Button onClick={() => setBinding(true)}>
              <PlusIcon aria-hidden="true" />
              {scope.kind === 'org' ? t('actions.add') : t('actions.bindHere')}
            </Button>
          </DisabledReason>
        }
      />
      <DeviceListToolbar
        list={list}
        projects={projects.data ?? []}
        showProjectFilter={scope.kind === 'org'}
      />
      <QueryState
        isPending={list.query.isPending}
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        errorText={t(
          scope.kind === 'org' ? 'org-devices.loadFailed' : 'project-devices.loadFailed',
        )}
      >
        <DeviceListResults
          list={list}
          scope={scope}
          title={title}
          deviceHref={deviceHref}
          canReboot={actions.canRestart}
          rebootingId={actions.restartingId}
          onAdd={refused ? undefined : () => setBinding(true)}
          onAction={(action, device) => setOpen({ action, device })}
        />
      </QueryState>
      <BindDeviceDialog
        open={binding}
        onOpenChange={setBinding}
        projects={projects.data ?? []}
        fixedProject={
          scope.kind === 'project'
            ? { projectId: scope.projectId, name: scope.projectName ?? scope.projectId }
            : undefined
        }
      />
      <DeviceDialogs
        open={open}
        onClose={() => setOpen(null)}
        projects={projects.data ?? []}
        actions={actions}
      />
    </>
  );
}
