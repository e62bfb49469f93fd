import { useId, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { textButtonStyle } from '../buttons/textButtonStyle';
import { tokens } from '../../theme/tokens';

export interface DescriptionTextProps {
  paragraphs: readonly string[];
}

const Paragraph = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.muted};
`;

const Toggle = styled.button`
  ${textButtonStyle}
  margin-bottom: ${tokens.space.sm};
`;

/**
 * A challenge description (SPEC §2): the first paragraph, then "Read more" revealing the rest. The rest stays
 * in the page while hidden so the toggle can point at it (aria-controls).
 */
export const DescriptionText = ({ paragraphs }: DescriptionTextProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const restId = useId();
  const [open, setOpen] = useState(false);
  const [first, ...rest] = paragraphs;
  return (
    <>
      {first !== undefined && <Paragraph>{first}</Paragraph>}
      {rest.length > 0 && (
        <>
          <div id={restId} hidden={!open}>
            {rest.map((paragraph, index) => (
              // Paragraphs are static texts in a fixed order: the position is their identity.
              <Paragraph key={index}>{paragraph}</Paragraph>
            ))}
          </div>
          <Toggle type="button" aria-expanded={open} aria-controls={restId} onClick={() => setOpen(!open)}>
            {open ? t('showLess') : t('readMore')}
          </Toggle>
        </>
      )}
    </>
  );
};
