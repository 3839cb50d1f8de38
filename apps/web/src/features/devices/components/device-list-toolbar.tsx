import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { Spinner } from '@iot/ui/spinner';
import {
  ALL_PROJECTS,
  DEVICE_STATUSES,
  type DeviceList,
  type DeviceStatus,
} from '../hooks/use-device-list';
import { SearchBox } from '@/components/search-box';

/** The search box, the online/offline filter and, on the organization page, the project filter (every project, none, or one). */
export function DeviceListToolbar({
  list,
  projects,
  showProjectFilter,
}: {
  list: DeviceList;
  projects: readonly Project[];
  showProjectFilter: boolean;
}) {
  const { t } = useTranslation(['devices', 'common']);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={list.search}
        onChange={list.setSearch}
        className="w-full"
      />
      <Select value={list.status} onValueChange={(value) => list.setStatus(value as DeviceStatus)}>
        <SelectTrigger aria-label={t('list.statusFilter')} className="min-w-32">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DEVICE_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`list.status.${status}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {showProjectFilter ? (
        <Select value={list.project} onValueChange={list.setProject}>
          <SelectTrigger aria-label={t('list.projectFilter')} className="min-w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_PROJECTS}>{t('list.allProjects')}</SelectItem>
            <SelectItem value="none">{t('list.noProject')}</SelectItem>
            {projects.map((project) => (
              <SelectItem key={project.project_id} value={project.project_id}>
                {project.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      {list.query.isFetching && !list.query.isPending ? (
        <Spinner label={t('list.loadingMore')} />
      ) : null}
    </div>
  );
}
