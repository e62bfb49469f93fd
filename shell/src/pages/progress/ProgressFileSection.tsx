import { secondaryButtonStyle } from '@qa/kit';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import type { ImportOutcome } from './progressFile';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Button = styled.button`
  ${secondaryButtonStyle}
`;

const Outcome = styled.p<{ $failed: boolean }>`
  margin: ${theme.space.sm} 0 0;
  color: ${({ $failed }) => ($failed ? theme.colors.error : theme.colors.success)};
`;

const loadFileCode = () => import('./progressFile');

/** Export this browser's progress to a file and import one: no account needed. */
export const ProgressFileSection = () => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [outcome, setOutcome] = useState<ImportOutcome | 'failed'>();
  const [busy, setBusy] = useState(false);

  const exportFile = () =>
    void loadFileCode()
      .then(({ exportProgressFile }) => exportProgressFile())
      .catch(() => setOutcome('failed'));

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { importProgressFile } = await loadFileCode();
      setOutcome(await importProgressFile(file));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReportSection id="progress-file" title={t('file.title')} intro={t('file.intro')}>
      <Actions>
        <Button type="button" onClick={exportFile}>
          {t('file.export')}
        </Button>
        <Button type="button" disabled={busy} onClick={() => input.current?.click()}>
          {t('file.import')}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('file.import')}
          onChange={(event) => void importFile(event)}
        />
      </Actions>
      <div role="status">
        {outcome && <Outcome $failed={outcome !== 'imported'}>{t(`file.outcomes.${outcome}`)}</Outcome>}
      </div>
    </ReportSection>
  );
};
