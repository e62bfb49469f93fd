import { API_DOCS_PATH, environment, TESTER_API_PATH, TESTER_KEY_HEADER, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import type { TryItRequest } from '../../remote/modeDefinition';
import { PARTS_NAMESPACE } from '../../parts/partTexts';
import { CopyButton } from '../buttons/CopyButton';
import { ExternalLink } from '../text/ExternalLink';
import { Panel, PanelHeading, PanelNote } from './Panel';
import { tokens } from '../../theme/tokens';

export interface SandboxPanelProps {
  /** Undefined until the server has named it. */
  testerKey?: string;
  tryIt?: TryItRequest;
}

const Facts = styled.dl`
  display: grid;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} 0 0;
`;

const Fact = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};

  dt {
    font-weight: 600;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    margin: 0;
  }
`;

const Code = styled.code`
  padding: 2px ${tokens.space.xs};
  background: ${tokens.colors.subtle};
  border-radius: 4px;
  overflow-wrap: anywhere;
`;

const Command = styled.pre`
  margin: 0;
  padding: ${tokens.space.sm};
  background: ${tokens.colors.subtle};
  border-radius: ${tokens.radius};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.875rem;
`;

/** As long as a fresh key (a UUID), so nothing moves when the key arrives. */
const KEY_PLACEHOLDER = '········-····-····-····-············';

const baseUrl = `${environment.apiBaseUrl.replace(/\/$/, '')}/${TESTER_API_PATH}`;
const docsUrl = `${environment.apiBaseUrl.replace(/\/$/, '')}/${API_DOCS_PATH}`;

/** A curl command line for the request, with the tester's key. */
const curlOf = ({ method, path, body }: TryItRequest, testerKey: string): string =>
  [
    `curl -i -X ${method} "${baseUrl}${path}"`,
    `-H "${TESTER_KEY_HEADER}: ${testerKey}"`,
    ...(body === undefined ? [] : ['-H "Content-Type: application/json"', `-d '${body}'`]),
  ].join(' \\\n  ');

/**
 * The tester's way into the real API: their key, the base URL, the documentation and a request to
 * start from. What they find with their own tools counts on this page.
 */
export const SandboxPanel = ({ testerKey, tryIt }: SandboxPanelProps) => {
  const { t } = useTranslation(PARTS_NAMESPACE);
  return (
    <Panel aria-labelledby="sandbox-heading" data-testid="sandbox-panel">
      <PanelHeading id="sandbox-heading">{t('sandboxHeading')}</PanelHeading>
      <PanelNote>{t('sandboxText')}</PanelNote>
      <Facts>
        <Fact>
          <dt>{t('testerKey')}</dt>
          <dd>
            <Code data-testid="tester-key">{testerKey ?? KEY_PLACEHOLDER}</Code>
            <CopyButton text={testerKey ?? ''} label={t('testerKey')} disabled={!testerKey} />
          </dd>
        </Fact>
        <Fact>
          <dt>{t('baseUrl')}</dt>
          <dd>
            <Code>{baseUrl}</Code>
          </dd>
        </Fact>
        <Fact>
          <dt>{t('apiDocs')}</dt>
          <dd>
            <ExternalLink href={docsUrl}>{docsUrl}</ExternalLink>
          </dd>
        </Fact>
        {/* Shown before the key is known too, with a placeholder, so the page does not shift when it comes. */}
        {tryIt && (
          <Fact>
            <dt>{t('curlExample')}</dt>
            <dd>
              <Command>{curlOf(tryIt, testerKey ?? KEY_PLACEHOLDER)}</Command>
              <CopyButton
                text={testerKey ? curlOf(tryIt, testerKey) : ''}
                label={t('curlExample')}
                disabled={!testerKey}
              />
            </dd>
          </Fact>
        )}
      </Facts>
    </Panel>
  );
};
