import type { ClipboardEvent } from 'react';
import { MAX_VALUE_LENGTH, useTranslation } from '@qa/shared';
import type { ChallengeField } from '../components/form/challengeField';

export interface FieldCellProps {
  /** The texts' namespace of the tool it is in: its 'choose'. */
  namespace: string;
  field: ChallengeField | undefined;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPaste?: (event: ClipboardEvent<HTMLElement>) => void;
}

/** A value of one field, entered as the form takes it: a dropdown's options, a body's lines, or text. */
export const FieldCell = ({ namespace, field, label, value, onChange, onPaste }: FieldCellProps) => {
  const { t } = useTranslation(namespace);
  if (field?.type === 'dropdown' && field.options) {
    return (
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
      >
        <option value="">{t('choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  const common = {
    'aria-label': label,
    value,
    maxLength: MAX_VALUE_LENGTH,
    onPaste,
  };
  return field?.type === 'textarea' ? (
    <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...common} onChange={(event) => onChange(event.target.value)} />
  );
};
