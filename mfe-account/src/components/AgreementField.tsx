import { tokens } from '@qa/kit';
import { useId } from 'react';
import styled from 'styled-components';
import { LegalLinks } from './LegalLinks';

export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 2px 0 0;
    flex: none;
  }
`;

/** The register form's agreement to the terms and the privacy policy, both linked from its label. */
export const AgreementField = ({ checked, onChange }: AgreementFieldProps) => {
  const id = useId();
  return (
    <Row>
      <input
        id={id}
        name="agreement"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <LegalLinks i18nKey="fields.agreement" />
      </label>
    </Row>
  );
};
