import styled from 'styled-components';
import { DescriptionText } from './DescriptionText';
import { HelpPopover } from './HelpPopover';
import { VideoLink } from './VideoLink';
import { tokens } from '../../theme/tokens';

export interface ChallengeDescriptionProps {
  title: string;
  /** One text, or a list whose first paragraph shows and the rest opens with "Read more". */
  paragraphs: string | readonly string[];
  /** Shown in the question-mark popover under the description lines. */
  hint?: string;
  videoLink?: string;
  videoText?: string;
  /** h2 where the page has a title of its own (a Game round). */
  heading?: 'h1' | 'h2';
}

const Header = styled.header`
  max-width: 72ch;
`;

/** Positioned: the help popover opens across its width. */
const TitleRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  line-height: 1.25;
`;

/**
 * The challenge's title (the page's one h1, unless told otherwise), the question mark, the description and the video link.
 * `data-tour` attributes here and in the other kit pieces are the shell's guided-tour targets (SPEC §2).
 */
export const ChallengeDescription = ({
  title,
  paragraphs,
  hint,
  videoLink,
  videoText,
  heading,
}: ChallengeDescriptionProps) => {
  const lines = typeof paragraphs === 'string' ? [paragraphs] : paragraphs;
  return (
    <Header data-tour="description">
      <TitleRow>
        <Title as={heading}>{title}</Title>
        <HelpPopover lines={lines} hint={hint} />
      </TitleRow>
      <DescriptionText paragraphs={lines} />
      {videoLink && <VideoLink href={videoLink} text={videoText} />}
    </Header>
  );
};
