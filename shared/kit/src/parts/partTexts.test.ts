import path from 'node:path';
import { i18n } from '@qa/shared';
import { firstLoadFiles } from '../test/staticGraph';
import { PARTS_NAMESPACE } from './partTexts';

describe('the parts only some pages show (builder, sandbox)', () => {
  it('are not on a challenge page’s first load: the kit reaches neither them nor their texts statically', () => {
    const reached = firstLoadFiles();
    expect(reached).toContain(path.join('components', 'layout', 'ChallengeLayout.tsx'));
    expect(reached).not.toContain(path.join('components', 'form', 'BuilderForm.tsx'));
    expect(reached).not.toContain(path.join('components', 'lists', 'BuilderCaseList.tsx'));
    expect(reached).not.toContain(path.join('components', 'layout', 'SandboxPanel.tsx'));
    expect(reached.filter((file) => file.startsWith(`parts${path.sep}`))).toEqual([]);
  });

  it('register their texts in every language when their chunk is evaluated', () => {
    const t = i18n.getFixedT('pl', PARTS_NAMESPACE);
    expect(t('validate')).not.toBe('validate');
    expect(t('thenValueLine', { result: 'suma', value: '10' })).toContain('„10”');
    expect(t('testerKey')).not.toBe('testerKey');
  });
});
