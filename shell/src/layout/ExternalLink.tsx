import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { VisuallyHidden } from '../theme/VisuallyHidden';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link to another site: new tab, no access to this page (noopener noreferrer), announced as such. */
export const ExternalLink = ({ href, children, className }: ExternalLinkProps) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <VisuallyHidden>{t('newTab')}</VisuallyHidden>
    </a>
  );
};
