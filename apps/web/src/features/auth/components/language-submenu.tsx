import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from 'lucide-react';
import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@iot/ui/dropdown-menu';
import { changeLanguage, currentLanguage, languageTag, LANGUAGES } from '@/lib/i18n';

/** The user menu's language choice, each language named in itself. */
export function LanguageSubmenu() {
  const { t } = useTranslation('layout');
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>
        <LanguagesIcon aria-hidden="true" />
        {t('userMenu.language')}
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        <DropdownMenuRadioGroup
          value={currentLanguage()}
          onValueChange={(value) => void changeLanguage(value)}
        >
          {LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={languageTag(lng)}>
              {t(`languages.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
