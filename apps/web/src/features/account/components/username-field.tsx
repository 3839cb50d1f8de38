import { useTranslation } from 'react-i18next';
import { InfoIcon } from 'lucide-react';
import { CopyButton } from '@iot/ui/copy-button';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@iot/ui/tooltip';

/** The username, read-only, with a copy button and an info tooltip. */
export function UsernameField({ username }: { username: string }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <Label htmlFor="profile-username">{t('profile.username')}</Label>
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="text-muted-foreground hover:text-foreground rounded-sm"
              aria-label={t('profile.usernameInfo')}
            >
              <InfoIcon aria-hidden="true" className="size-4" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{t('profile.usernameInfo')}</TooltipContent>
        </Tooltip>
      </div>
      <div className="flex gap-2">
        <Input id="profile-username" value={username} readOnly className="bg-muted" />
        <CopyButton
          value={username}
          label={t('common:actions.copy')}
          copiedLabel={t('common:actions.copied')}
          onCopied={() => toast.success(t('common:copySuccess'))}
          onCopyError={() => toast.error(t('common:copyFailed'))}
        />
      </div>
    </div>
  );
}
