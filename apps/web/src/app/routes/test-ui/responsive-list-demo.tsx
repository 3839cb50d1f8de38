import { useTranslation } from 'react-i18next';
import { EyeIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@iot/ui/badge';
import { ResponsiveList, type ListColumn } from '@iot/ui/responsive-list';
import { toast } from '@iot/ui/sonner';

type Reading = { id: string; device: string; time: string; value: number; online: boolean };

const readings: Reading[] = [
  { id: 'a', device: '北区气象站 North weather station', time: '08:00', value: 18.4, online: true },
  {
    id: 'b',
    device: '东区土壤墒情站 East soil station',
    time: '09:00',
    value: 21.2,
    online: false,
  },
];

/** @iot/ui/responsive-list: a table from 640 px up, a card per row below (resize the window to see both). */
export function ResponsiveListDemo() {
  const { t } = useTranslation('test-ui');
  const columns: ListColumn<Reading>[] = [
    { id: 'device', header: t('data.device'), card: 'title', cell: (r) => r.device },
    {
      id: 'state',
      header: t('data.state'),
      card: 'badge',
      cell: (r) =>
        r.online ? (
          <Badge variant="online">{t('badges.online')}</Badge>
        ) : (
          <Badge variant="offline">{t('badges.offline')}</Badge>
        ),
    },
    { id: 'time', header: t('data.time'), cell: (r) => r.time },
    {
      id: 'value',
      header: t('data.value'),
      className: 'tabular-nums',
      cell: (r) => `${r.value} °C`,
    },
  ];
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{t('data.responsiveCaption')}</h3>
      <ResponsiveList
        rows={readings}
        columns={columns}
        getRowKey={(r) => r.id}
        label={t('data.responsiveCaption')}
        actionsHeader={t('data.actions')}
        actionsLabel={(r) => t('data.actionsFor', { name: r.device })}
        actions={(r) => [
          {
            id: 'inspect',
            label: t('data.inspect'),
            icon: <EyeIcon aria-hidden="true" />,
            onSelect: () => toast(r.device),
          },
          {
            id: 'remove',
            label: t('data.remove'),
            accessibleName: t('data.removeNamed', { name: r.device }),
            icon: <Trash2Icon aria-hidden="true" />,
            destructive: true,
            onSelect: () => toast(t('data.removeNamed', { name: r.device })),
          },
        ]}
      />
    </section>
  );
}
