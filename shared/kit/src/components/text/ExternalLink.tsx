import type { ReactNode } from 'react';
import { useTranslation } from '@qa/shared';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { VisuallyHidden } from './VisuallyHidden';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link to another site: a new tab without access to this page (noopener noreferrer), announced as such. */
export const ExternalLink = ({ href, children, className }: ExternalLinkProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {/* The space is hidden too: a visible one would be underlined, before the sentence's period. */}
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </a>
  );
};
