import styled from 'styled-components';
import { theme } from '../theme/theme';

/** A block of a page set off from the background: the list's series, the parts of the progress report. */
export const Card = styled.section`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

/** A card's heading (the page's h1 is above it). */
export const CardTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.25rem;
`;

/** A card's quieter line under its heading. */
export const CardNote = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.muted};
`;

/** Figures in rows: numbers line up, rows are ruled. */
export const FigureRows = styled.table`
  width: 100%;
  margin-top: ${theme.space.sm};
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: start;
  }
`;
