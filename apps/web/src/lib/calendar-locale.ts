import { enUS, zhCN } from '@iot/ui/calendar';
import { currentLanguage } from './i18n';

/** The date pickers' locale (month and day names, the first day of the week) in the console's language. */
export const calendarLocale = () => (currentLanguage() === 'zh' ? zhCN : enUS);
