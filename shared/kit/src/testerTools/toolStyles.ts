import styled from 'styled-components';
import { primaryButtonStyle, secondaryButtonStyle } from '../components/buttons/buttonStyles';
import { tokens } from '../theme/tokens';

// The test-design view's looks, apart from its behaviour.

export const Wrapper = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};

  &[hidden] {
    display: none;
  }

  p {
    margin: 0;
    line-height: 1.5;
  }
`;

/**
 * A table wider than its card scrolls sideways, with a shade at the side where more of it is hidden: the
 * backgrounds fixed to the content cover the shades at the ends reached (Lea Verou's scrolling shadows).
 */
export const Scroll = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${tokens.colors.surface} 30%, transparent) left / 2rem 100% no-repeat local,
    linear-gradient(to left, ${tokens.colors.surface} 30%, transparent) right / 2rem 100% no-repeat local,
    linear-gradient(to right, rgb(29 36 51 / 0.22), transparent) left / 0.75rem 100% no-repeat scroll,
    linear-gradient(to left, rgb(29 36 51 / 0.22), transparent) right / 0.75rem 100% no-repeat scroll;
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${tokens.space.sm};
  }

  th,
  td {
    padding: ${tokens.space.xs};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${tokens.colors.border};
  }

  input,
  select,
  textarea {
    min-height: 44px;
    min-width: 4rem;
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius};
  }

  select {
    min-width: 8rem;
  }

  /*
   * Sixteen characters show whole (ch is a digit's width; letters run wider), so two values a length apart (15
   * and 16 characters) never read alike.
   */
  input {
    min-width: calc(18ch + 2 * ${tokens.space.sm} + 2px);
  }

  :focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 1px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

export { SecondaryButton as Button } from '../components/buttons/buttonStyles';

/** A row's actions side by side: stacked, they would make every row three buttons tall. */
export const RowButtons = styled(Buttons)`
  flex-wrap: nowrap;
`;

/** Room for a verdict's words, so a row stays a line or two high. */
export const VerdictCell = styled.td`
  min-width: 10rem;
`;

export const RowButton = styled.button`
  ${secondaryButtonStyle}
  min-width: 44px;
  padding: ${tokens.space.xs};
`;

export const RunButton = styled.button`
  ${primaryButtonStyle}
`;

export const Muted = styled.p`
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
`;

export const Mark = styled.span<{ $ok: boolean }>`
  color: ${({ $ok }) => ($ok ? tokens.colors.success : tokens.colors.error)};
`;

export const Results = styled.div`
  display: grid;
  gap: ${tokens.space.xs};

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  ul {
    margin: 0;
    padding-inline-start: ${tokens.space.lg};
  }
`;

export const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.xs};
    min-height: 44px;
  }
`;

export const ReleaseNote = styled.section`
  display: grid;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-inline-start: 4px solid ${tokens.colors.focus};

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
