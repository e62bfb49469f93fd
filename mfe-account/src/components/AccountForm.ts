import { tokens } from '@qa/kit';
import styled from 'styled-components';

/** The fields, then the submit button, one under the other. */
export const AccountForm = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;
