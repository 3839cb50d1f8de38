import { useTranslation } from 'react-i18next';
import type { UserType } from '@iot/api-client/model';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { SearchBox } from '@/components/search-box';

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
      <SearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={onSearch}
        className="w-full"
      />
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
