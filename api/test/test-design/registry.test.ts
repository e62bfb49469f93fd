import { DESIGNED_CHALLENGES } from '@qa/shared/test-design';
import { REGISTERED_DESIGNS } from '../../src/test-design/registry';

describe('the challenges a test design is offered for', () => {
  it('are those whose folder has a design, so the page never offers one the API answers with 404', () => {
    expect(REGISTERED_DESIGNS.map(({ entry }) => entry.key).sort()).toEqual([...DESIGNED_CHALLENGES].sort());
  });
});
