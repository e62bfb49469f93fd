import path from 'node:path';
import { screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { renderWithStore } from '../test/renderWithStore';
import { firstLoadFiles } from '../test/staticGraph';

describe('the debrief on a challenge page’s first load', () => {
  it('is only its lazy wrapper: the component and texts are not reached by the kit’s static imports', () => {
    const reached = firstLoadFiles();
    expect(reached).toContain(path.join('components', 'layout', 'ChallengeLayout.tsx'));
    expect(reached.filter((file) => file.startsWith(`debrief${path.sep}`))).toEqual([
      path.join('debrief', 'FindDebrief.tsx'),
    ]);
  });

  it('registers no debrief texts with the kit; they arrive with the chunk when a find names a technique', async () => {
    await import('../index');
    const { FindDebrief } = await import('./FindDebrief');
    expect(i18n.hasResourceBundle('en', 'kitDebrief')).toBe(false);

    renderWithStore(<FindDebrief finds={[{ kind: 'case', technique: 'decisionTable' }]} />);
    expect(
      await screen.findByRole('complementary', { name: 'Test case found with: Decision table' }),
    ).toBeVisible();
    expect(i18n.hasResourceBundle('pl', 'kitDebrief')).toBe(true);
  });
});
