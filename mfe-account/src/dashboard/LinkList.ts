import { tokens } from '@qa/kit';
import styled from 'styled-components';

/** The dashboard's links, one per line. */
export const LinkList = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
`;
