import type { ReactNode } from 'react';
import { BookOpenIcon, GlobeIcon } from 'lucide-react';
import { runtimeConfig } from '@/lib/runtime-config';

/**
 * The top bar's outside links: the official site and the API docs. In the bar from the md breakpoint
 * up, in the user menu below it — one list for both, targets from the runtime configuration (lib/runtime-config.ts).
 */
export interface ExternalLink {
  id: 'officialSite' | 'apiDocs';
  href: string;
  icon: ReactNode;
}

export const externalLinks = (): ExternalLink[] => [
  {
    id: 'officialSite',
    href: runtimeConfig().officialSiteUrl,
    icon: <GlobeIcon aria-hidden="true" />,
  },
  { id: 'apiDocs', href: runtimeConfig().apiDocsUrl, icon: <BookOpenIcon aria-hidden="true" /> },
];
