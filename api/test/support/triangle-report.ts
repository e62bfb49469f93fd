/**
 * A good report of the triangle's first planted bug (sides A and C equal are called scalene): every criterion
 * passes.
 */
export const TRIANGLE_REPORT = {
  title: 'Isosceles triangle with sides A and C equal is shown as scalene',
  steps: [{ values: { first: '5', second: '3', third: '5' } }],
  expected: 'Isosceles triangle',
  actual: 'Scalene triangle',
  severity: 'major',
  priority: 'high',
};
