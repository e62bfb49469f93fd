import type { ReactNode } from 'react';
import { Card, CardNote, CardTitle } from '../../layout/Card';

export interface ReportSectionProps {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** One part of the progress report: a titled card, named by its heading for landmarks navigation. */
export const ReportSection = ({ id, title, intro, children }: ReportSectionProps) => (
  <Card aria-labelledby={id}>
    <CardTitle id={id}>{title}</CardTitle>
    <CardNote>{intro}</CardNote>
    {children}
  </Card>
);

/** Whole percent of a share, 0 when there is nothing to share. */
export const percentOf = (found: number, total: number): number =>
  total > 0 ? Math.round((found / total) * 100) : 0;
