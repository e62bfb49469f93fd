import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';
import { ADDER_STEPS, expectCounter, submitStep } from '../support/adder';
import {
  buildLearnVariant,
  repointRemote,
  replaceInCopy,
  serveRemote,
  writeInCopy,
  type RemoteVariant,
  type ServedRemote,
} from '../support/remoteVariant';
import { expect, test } from '../support/test';

const versionOf = (packageDir: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The next minor version: what a team publishes when it adds something. */
const nextMinor = (version: string) => {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
};

const NEWER_KIT = nextMinor(versionOf('shared/kit'));
const NEWER_CONTRACT = nextMinor(versionOf('shared'));

/** A kit component the running shell's kit does not have, with a text of its own in the kit's namespace. */
const KIT_NEWS = `import { addVersionedTexts } from '@qa/shared';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { KIT_VERSION } from '../../kitVersion';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';

addVersionedTexts(KIT_NAMESPACE, KIT_VERSION, {
  en: { news: 'New in the page kit {{version}}' },
  ua: { news: 'Нове в наборі сторінки {{version}}' },
  ru: { news: 'Новое в наборе страницы {{version}}' },
  pl: { news: 'Nowość w zestawie strony {{version}}' },
});

const News = styled.p\`
  color: \${tokens.colors.primary};
\`;

export const KitNews = () => {
  const { t } = useTranslation(KIT_NAMESPACE);
  return <News data-testid="kit-news">{t('news', { version: KIT_VERSION })}</News>;
};
`;

/** The learn remote renders the new component above its challenge. */
const withKitNews = (copyRoot: string) => {
  writeInCopy(copyRoot, 'shared/kit/src/components/text/KitNews.tsx', KIT_NEWS);
  replaceInCopy(
    copyRoot,
    'shared/kit/src/index.ts',
    "export { VisuallyHidden } from './components/text/VisuallyHidden';",
    "export { VisuallyHidden } from './components/text/VisuallyHidden';\nexport { KitNews } from './components/text/KitNews';",
  );
  replaceInCopy(
    copyRoot,
    'mfe-learn/src/ChallengePage.tsx',
    "import { createModeRemote } from '@qa/kit';",
    "import { createModeRemote, KitNews } from '@qa/kit';\nimport type { ChallengePageProps } from '@qa/shared';",
  );
  replaceInCopy(
    copyRoot,
    'mfe-learn/src/ChallengePage.tsx',
    'export default ChallengePage;',
    'const WithNews = (props: ChallengePageProps) => (<><KitNews /><ChallengePage {...props} /></>);\nexport default WithNews;',
  );
};

// The variants are real production builds of mfe-learn (about half a minute each on this machine).
test.describe('mfe-learn deployed alone, without rebuilding the running shell', () => {
  test.describe.configure({ timeout: 90_000 });

  let variant: RemoteVariant | undefined;
  let served: ServedRemote | undefined;

  test.afterEach(async () => {
    await served?.stop();
    variant?.remove();
    served = undefined;
    variant = undefined;
  });

  test(`with a new kit component and kit ${NEWER_KIT}, the page shows it and works`, async ({ page }) => {
    variant = await buildLearnVariant({ kitVersion: NEWER_KIT, edit: withKitNews });
    served = await serveRemote(variant.dist);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const registry = repointRemote('mfe_learn', served.manifestUrl);
    try {
      await page.goto('/app/challenge/learn/adder');
      await expect(page.getByTestId('kit-news')).toHaveText(`New in the page kit ${NEWER_KIT}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Addition' })).toBeVisible();
      await expectCounter(page, 0);
      await submitStep(page, ADDER_STEPS[0]!);
      await expectCounter(page, 1);
      await expect(page.locator('#case_1')).toBeVisible();

      // In the same page view, another remote runs on the shell's older kit: two kit copies, one store.
      await page.getByRole('link', { name: 'List of Challenges' }).click();
      await page.getByRole('link', { name: 'Multiplication' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Multiplication' })).toBeVisible();
      await expect(page.getByTestId('cases-counter').first()).toContainText('0 out of');
      await expect(page.getByTestId('kit-news')).toHaveCount(0);
      await page.goBack();
      await page.goBack();
      await expect(page.getByTestId('kit-news')).toBeVisible();
      await expectCounter(page, 1);

      // The remote's newer kit texts merged into the namespace the shell's kit registered: both languages work.
      await page.getByLabel('Language').selectOption('ua');
      await expect(page.getByTestId('kit-news')).toHaveText(`Нове в наборі сторінки ${NEWER_KIT}`);
      await expect(page.getByTestId('cases-counter')).toContainText('1 з 7');
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      registry.restore();
    }
  });

  test(`built against contract ${NEWER_CONTRACT}, the page shows the fallback with the reason`, async ({
    page,
    tolerateConsole,
  }) => {
    // The page reports the remote it refused, once.
    tolerateConsole(/^error: RemoteContractError: Remote mfe_learn needs runtime contract/);
    variant = await buildLearnVariant({ contractVersion: NEWER_CONTRACT });
    served = await serveRemote(variant.dist);
    const registry = repointRemote('mfe_learn', served.manifestUrl);
    try {
      await page.goto('/app/challenge/learn/adder');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText(
        'This part of the application needs a newer version of the site. Reload the page; if it stays, tell us.',
      );
      await expect(fallback).toHaveAttribute('data-reason', 'siteTooOld');
      await expect(fallback.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      // The rest of the application keeps working.
      await page.getByRole('link', { name: 'List of Challenges' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'List of Challenges' })).toBeVisible();
    } finally {
      registry.restore();
    }
  });
});
