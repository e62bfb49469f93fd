import { REPORTED_CHALLENGES } from '@qa/shared/bug-reports';
import { CHALLENGES, storeName } from '@qa/shared/catalogue';
import { REGISTERED_REPORTS } from '../../src/bug-reports/registry';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';

describe('the challenges whose bugs can be reported', () => {
  it('are every catalogue challenge with planted bugs whose reports are written, each bug with a spec', () => {
    const planted = REGISTERED_CHALLENGES.filter(
      ({ entry, definition, parts }) =>
        CHALLENGES.some((known) => known === entry) &&
        definition.bugs.length > 0 &&
        parts.reports !== 'not yet',
    ).map(({ entry, definition }) => [storeName(entry), definition.bugs.length]);
    const reported = REGISTERED_REPORTS.map(({ entry, reports }) => [storeName(entry), reports.bugs.length]);
    expect(reported.sort()).toEqual(planted.sort());
    expect(REGISTERED_REPORTS.map(({ entry }) => entry.key).sort()).toEqual([...REPORTED_CHALLENGES].sort());
  });
});
