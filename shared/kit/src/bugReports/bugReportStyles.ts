import styled from 'styled-components';
import { tokens } from '../theme/tokens';

/** The report form: its fields one under another, each input as a form's. */
export const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};

  label,
  fieldset {
    display: grid;
    gap: ${tokens.space.xs};
  }

  fieldset {
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius};
  }

  input,
  select,
  textarea {
    min-height: 44px;
    box-sizing: border-box;
    font: inherit;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius};
  }

  :focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 1px;
  }
`;

/** Severity and priority side by side where there is room. */
export const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};

  label {
    flex: 1 1 12rem;
  }
`;
