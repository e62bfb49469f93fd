import { secondaryButtonStyle } from '@qa/kit';
import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { useChangeClassCodeMutation } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { OutcomeLine, useFailure, type Outcome } from './OutcomeLine';

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

/**
 * The join code with a button that copies it, for the trainer to paste into the group's chat, and one that gives
 * the class a new code once confirmed (a new cohort; a code that went round too far).
 */
export const JoinCode = ({ classId, code }: { classId: string; code: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const [said, setSaid] = useState<Outcome>();
  const failure = useFailure();
  const [asking, setAsking] = useState(false);
  const [changeCode] = useChangeClassCodeMutation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid({ ok: true, text: t('class.codeCopied', { code }) });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code stays on screen to select.
      setSaid({ ok: false, text: t('class.copyFailed') });
    }
  };
  const change = async () => {
    setAsking(false);
    setSaid(undefined);
    try {
      const changed = await changeCode(classId).unwrap();
      setSaid({ ok: true, text: t('class.codeChanged', { code: changed.code }) });
    } catch (error) {
      setSaid(failure('class.changeCodeFailed', error));
    }
  };
  return (
    <>
      <CodeLine>
        <p>{t('class.codeNote', { code })}</p>
        <button type="button" onClick={() => void copy()}>
          {t('class.copyCode')}
        </button>
        <button type="button" onClick={() => setAsking(true)}>
          {t('class.changeCode')}
        </button>
      </CodeLine>
      <OutcomeLine outcome={said} />
      <ConfirmDialog
        open={asking}
        question={t('class.changeCodeQuestion')}
        details={t('class.changeCodeDetails', { code })}
        cancelLabel={t('class.cancel')}
        confirmLabel={t('class.changeCodeConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void change()}
      />
    </>
  );
};
