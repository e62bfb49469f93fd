import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../layout/Card';
import { theme } from '../../theme/theme';

const Title = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.25rem;
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.muted};
`;

export interface ReportSectionProps {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** One part of the progress report: a titled card, named by its heading for landmarks navigation. */
export const ReportSection = ({ id, title, intro, children }: ReportSectionProps) => (
  <Card aria-labelledby={id}>
    <Title id={id}>{title}</Title>
    <Intro>{intro}</Intro>
    {children}
  </Card>
);

/** Whole percent of a share, 0 when there is nothing to share. */
export const percentOf = (found: number, total: number): number =>
  total > 0 ? Math.round((found / total) * 100) : 0;
