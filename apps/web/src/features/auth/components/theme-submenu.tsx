import { useTranslation } from 'react-i18next';
import { SunMoonIcon } from 'lucide-react';
import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@iot/ui/dropdown-menu';
import { setThemeChoice, THEMES, useTheme, type ThemeChoice } from '@/lib/theme';

/** The user menu's theme choice: light, dark or the system's. */
export function ThemeSubmenu() {
  const { t } = useTranslation('layout');
  const { choice } = useTheme();
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>
        <SunMoonIcon aria-hidden="true" />
        {t('userMenu.theme')}
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        <DropdownMenuRadioGroup
          value={choice}
          onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
        >
          {THEMES.map((theme) => (
            <DropdownMenuRadioItem key={theme} value={theme}>
              {t(`themes.${theme}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
