import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import type { UserType } from '@iot/api-client/model';
import { Input } from '@iot/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { parameterLimits } from '@iot/api-client/parameter-limits';

export type UserTypeFilter = UserType | 'all';

/** Search box and user type (normal / wechat) filter of the users page. */
export function UserFilters({
  search,
  onSearch,
  type,
  onType,
}: {
  search: string;
  onSearch: (value: string) => void;
  type: UserTypeFilter;
  onType: (value: UserTypeFilter) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative w-full max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
        />
        <Input
          type="search"
          maxLength={parameterLimits.search.maxLength}
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-8"
        />
      </div>
      <Select value={type} onValueChange={(value) => onType(value as UserTypeFilter)}>
        <SelectTrigger aria-label={t('userType')} className="min-w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('types.all')}</SelectItem>
          <SelectItem value="normal">{t('types.normal')}</SelectItem>
          <SelectItem value="wechat">{t('types.wechat')}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
