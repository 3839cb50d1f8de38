import type { ReactNode } from 'react';
import { BookOpenIcon, GlobeIcon } from 'lucide-react';
import { env } from '../../config/env';

/**
 * The top bar's outside links (spec §2 Layout): the official site and the API docs. In the bar from the md breakpoint
 * up, in the user menu below it — one list for both, targets from config/env.ts.
 */
export interface ExternalLink {
  id: 'officialSite' | 'apiDocs';
  href: string;
  icon: ReactNode;
}

export const externalLinks = (): ExternalLink[] => [
  { id: 'officialSite', href: env.officialSiteUrl, icon: <GlobeIcon aria-hidden="true" /> },
  { id: 'apiDocs', href: env.apiDocsUrl, icon: <BookOpenIcon aria-hidden="true" /> },
];
