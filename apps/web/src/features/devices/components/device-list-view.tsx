import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CpuIcon, PlusIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { EmptyState } from '@iot/ui/empty-state';
import { PaginationControls } from '@iot/ui/pagination';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { useProjects } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useDeviceActions } from '../hooks/use-device-actions';
import { useDeviceList } from '../hooks/use-device-list';
import type { DeviceScope } from '../utils/device-scope';
import { BindDeviceDialog } from './bind-device-dialog';
import { DeviceListToolbar } from './device-list-toolbar';
import { DeviceTable } from './device-table';
import type { DeviceAction } from './device-row-actions';
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
  const texts = scope.kind === 'org' ? 'org-devices' : 'project-devices';

  const addButton = (
    <Button onClick={() => setBinding(true)}>
      <PlusIcon aria-hidden="true" />
      {scope.kind === 'org' ? t('actions.add') : t('actions.bindHere')}
    </Button>
  );
  const devices = list.query.data?.results ?? [];
  const refused = usePermissions().reason('device');

  return (
    <>
      <PageHeader
        title={title}
        description={list.query.data ? t('org-devices.count', { count: list.count }) : undefined}
        actions={<DisabledReason reason={refused}>{addButton}</DisabledReason>}
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
        errorText={t(`${texts}.loadFailed`)}
      >
        {devices.length === 0 && !list.filtered ? (
          <EmptyState
            icon={<CpuIcon />}
            title={t(`${texts}.empty`)}
            description={t(`${texts}.emptyDescription`)}
            action={
              refused ? undefined : (
                <Button variant="link" onClick={() => setBinding(true)}>
                  {t('actions.addLink')}
                </Button>
              )
            }
          />
        ) : devices.length === 0 ? (
          <p role="status" className="text-muted-foreground py-8 text-center text-sm">
            {t('org-devices.noMatch')}
          </p>
        ) : (
          <DeviceTable
            devices={devices}
            label={title}
            showProject={scope.kind === 'org'}
            deviceHref={deviceHref}
            canReboot={actions.canRestart}
            rebootingId={actions.restartingId}
            onAction={(action, device) => setOpen({ action, device })}
          />
        )}
        {list.count > 0 ? (
          <PaginationControls
            className="mt-4"
            page={list.page}
            totalPages={list.totalPages}
            onPageChange={list.setPage}
            label={t('list.pagination')}
            previousLabel={t('list.previous')}
            nextLabel={t('list.next')}
            summary={t('list.page', { page: list.page, total: list.totalPages })}
          />
        ) : null}
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
