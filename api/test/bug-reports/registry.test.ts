import { REPORTED_CHALLENGES } from '@qa/shared/bug-reports';
import { CHALLENGES, storeName } from '@qa/shared/catalogue';
import { REGISTERED_REPORTS } from '../../src/bug-reports/registry';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';

describe('the challenges whose bugs can be reported', () => {
  it('are every catalogue challenge with planted bugs, each bug with a spec of its own', () => {
    const planted = REGISTERED_CHALLENGES.filter(
      ({ entry, definition }) => CHALLENGES.some((known) => known === entry) && definition.bugs.length > 0,
    ).map(({ entry, definition }) => [storeName(entry), definition.bugs.length]);
    const reported = REGISTERED_REPORTS.map(({ entry, reports }) => [storeName(entry), reports.bugs.length]);
    expect(reported.sort()).toEqual(planted.sort());
    expect(REGISTERED_REPORTS.map(({ entry }) => entry.key).sort()).toEqual([...REPORTED_CHALLENGES].sort());
  });
});
