import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

export interface ChallengeDescriptionProps {
  title: string;
  paragraphs: readonly string[];
}

const Header = styled.header`
  max-width: 72ch;
`;

const Title = styled.h1`
  margin: 0 0 ${tokens.space.sm};
  font-size: 2rem;
  line-height: 1.25;
`;

const Paragraph = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.muted};
`;

/** The challenge's title (the page's one h1) and what it is about. */
export const ChallengeDescription = ({ title, paragraphs }: ChallengeDescriptionProps) => (
  <Header>
    <Title>{title}</Title>
    {paragraphs.map((paragraph, index) => (
      // Paragraphs are static texts in a fixed order: the position is their identity.
      <Paragraph key={index}>{paragraph}</Paragraph>
    ))}
  </Header>
);
