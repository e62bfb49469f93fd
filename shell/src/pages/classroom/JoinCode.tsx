import { secondaryButtonStyle } from '@qa/kit';
import { useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';

const CodeLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  p {
    margin: 0;
  }

  button {
    ${secondaryButtonStyle}
  }
`;

/** The join code with a button that copies it, for the trainer to paste into the group's chat. */
export const JoinCode = ({ code }: { code: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code stays on screen to select.
      setCopied(false);
    }
  };
  return (
    <>
      <CodeLine>
        <p>{t('class.codeNote', { code })}</p>
        <button type="button" onClick={() => void copy()}>
          {t('class.copyCode')}
        </button>
      </CodeLine>
      <p role={copied === false ? 'alert' : 'status'}>
        {copied === undefined ? '' : copied ? t('class.codeCopied', { code }) : t('class.copyFailed')}
      </p>
    </>
  );
};
