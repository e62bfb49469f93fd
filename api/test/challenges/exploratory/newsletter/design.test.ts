import { rules as newsletter } from '../../../../src/challenges/exploratory/newsletter/rules';
import { design as newsletterDesign } from '../../../../src/challenges/exploratory/newsletter/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [
  row('subscribed', 'john@example.com'),
  row('resubscription', 'anna.smith@example.com'),
  row('invalid', 'john'),
];

describe('the newsletter test design', () => {
  checkDesign(newsletterDesign, newsletter, {
    full: [
      row('subscribed', 'john@example.com'),
      row('resubscription', 'anna.smith@example.com'),
      row('resubscription', 'Anna.Smith@example.com'),
      row('invalid', 'john..doe@example.com'),
      row('subscribed', 'john@EXAMPLE.COM'),
      row('invalid', 'john@mail.example.com'),
      row('invalid', 'john@my-site.com'),
      row('invalid', 'jürgen@müller.de'),
      row('invalid', '@example.com'),
      row('subscribed', 'john+news@example.com'),
      row('subscribed', 'john_doe@example.com'),
      row('subscribed', 'a1@b.co'),
      row('invalid', 'john'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('subscribed', '.john@example.com'),
  });

  it('leaves the planted bugs to a happy path', () => {
    const run = runTests(newsletterDesign, HAPPY_PATH);
    expect(run.missed).toHaveLength(newsletterDesign.faults.variants.length);
    expect(run.score).toBe(3);
  });

  it('on build 2 takes an address on a subdomain, and ships a refusal of the plus sign before the @', () => {
    const build = newsletterDesign.build2;
    const values = ['john@mail.example.com', 'john@mail.example1.com', 'john+news@example.com'].map(
      (first) => ({
        first,
        second: '',
        third: '',
      }),
    );
    expect(build?.reference.outcomesOf(values)).toEqual(['subscribed', 'invalid', 'subscribed']);
    expect(build?.shipped.outcomesOf(values)).toEqual(['subscribed', 'invalid', 'invalid']);
  });
});
