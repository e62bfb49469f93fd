import styled from 'styled-components';
import { onDesktop, tokens } from '../../theme/tokens';
import { primaryButtonStyle } from '../buttons/buttonStyles';

/** The challenge forms' stack: fields, the submit button, what follows it. */
export const FormStack = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;

/** The submit button of a challenge form: full width on phones, its own width from 768 px. */
export const SubmitButton = styled.button`
  ${primaryButtonStyle}

  ${onDesktop} {
    justify-self: start;
  }
`;
