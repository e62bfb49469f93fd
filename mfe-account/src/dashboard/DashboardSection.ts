import { tokens } from '@qa/kit';
import styled from 'styled-components';

/** A part of the signed-in dashboard under a heading of its own. */
export const DashboardSection = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
