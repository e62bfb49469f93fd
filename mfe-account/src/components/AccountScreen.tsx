import { tokens, usePageTitle } from '@qa/kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  max-width: 28rem;
  display: grid;
  gap: ${tokens.space.md};

  h1,
  p {
    margin: 0;
  }

  a {
    color: ${tokens.colors.primary};
    font-weight: 600;
  }
`;

const Title = styled.h1`
  font-size: clamp(1.6rem, 4vw, 2.2rem);
  line-height: 1.25;
`;

export interface AccountScreenProps {
  /** The heading, also the page title. */
  title: string;
  children: ReactNode;
}

/** The frame of every account screen: a section named by its heading, and the page title. */
export const AccountScreen = ({ title, children }: AccountScreenProps) => {
  const headingId = useId();
  usePageTitle(title);
  return (
    <Section aria-labelledby={headingId}>
      <Title id={headingId}>{title}</Title>
      {children}
    </Section>
  );
};
