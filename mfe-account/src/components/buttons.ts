import { primaryButtonStyle, secondaryButtonStyle } from '@qa/kit';
import styled from 'styled-components';

/** The main action of a screen or dialog, in the kit's look. */
export const PrimaryButton = styled.button`
  ${primaryButtonStyle}
`;

/** Any other action: outlined, so the primary one stands out. */
export const SecondaryButton = styled.button`
  ${secondaryButtonStyle}
`;
