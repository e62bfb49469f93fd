import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { ExternalLink } from './ExternalLink';
import { tokens } from '../../theme/tokens';

export interface VideoLinkProps {
  href: string;
  /** The challenge's own link text; 'Watch the video' when it has none. */
  text?: string;
}

const Link = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  color: ${tokens.colors.primary};
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** The challenge's optional video (SPEC §2), in a new tab so the challenge stays open. */
export const VideoLink = ({ href, text }: VideoLinkProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    // The tour target sits on a wrapper: ExternalLink passes no extra attributes to its anchor.
    <span data-tour="video-link">
      <Link href={href}>
        <span aria-hidden="true">▶</span>
        {text ?? t('watchVideo')}
      </Link>
    </span>
  );
};
