import { evaluate } from '../../../../src/challenges/engine/evaluate';
import { triangle } from '../../../../src/challenges/definitions/exploratory/triangle';

const answer = (first: string, second: string, third: string) =>
  evaluate(triangle, { first, second, third }, 'en');

describe('triangle', () => {
  it('has the eleven cases and four bugs of SPEC §9', () => {
    expect(triangle.cases).toHaveLength(11);
    expect(triangle.bugs).toHaveLength(4);
  });

  // The inputs a careful tester tries (issue 9): each lands on a case or a bug, whatever the exact values.
  it.each([
    ['equilateral', ['7', '7', '7'], { caseIndex: 1 }, 'Equilateral triangle'],
    ['equilateral with decimals', ['2.5', '2.5', '2.5'], { caseIndex: 1 }, 'Equilateral triangle'],
    ['isosceles A = B', ['4', '4', '6'], { caseIndex: 2 }, 'Isosceles triangle'],
    ['isosceles B = C', ['6', '4', '4'], { caseIndex: 3 }, 'Isosceles triangle'],
    ['isosceles A = C', ['4', '6', '4'], { bugIndex: 1 }, 'Scalene triangle'],
    ['scalene', ['6', '7', '8'], { caseIndex: 4 }, 'Scalene triangle'],
    ['scalene with a decimal side', ['3', '4', '5.5'], { caseIndex: 5 }, 'Scalene triangle'],
    ['degenerate, C = A + B', ['4', '6', '10'], { caseIndex: 6 }, 'These sides do not form a triangle.'],
    ['impossible, C too long', ['2', '3', '100'], { caseIndex: 7 }, 'These sides do not form a triangle.'],
    ['degenerate, A = B + C', ['10', '4', '6'], { bugIndex: 2 }, 'Scalene triangle'],
    ['impossible, B too long', ['2', '100', '3'], { bugIndex: 2 }, 'Scalene triangle'],
    ['zero in A', ['0', '3', '3'], { caseIndex: 8 }, 'Sides must be greater than zero.'],
    ['zero in C', ['3', '3', '0'], { bugIndex: 3 }, 'Isosceles triangle'],
    ['negative in B', ['3', '-4', '5'], { caseIndex: 9 }, 'Sides must be greater than zero.'],
    ['negative in C', ['3', '4', '-5'], { bugIndex: 3 }, 'Scalene triangle'],
    ['letters', ['3', 'x', '5'], { caseIndex: 10 }, 'Please enter numbers.'],
    ['a symbol', ['3', '4', '5!'], { caseIndex: 10 }, 'Please enter numbers.'],
    ['a missing side', ['', '4', '5'], { caseIndex: 11 }, 'Please enter all three sides.'],
    ['very large', ['3', '4', '9'.repeat(30)], { bugIndex: 4 }, 'Error: NaN'],
  ] as const)('%s', (_name, [first, second, third], found, message) => {
    const result = answer(first, second, third);
    expect(result).toMatchObject({ ...found, message });
    // A case or a bug, never both: each classic input tests one thing.
    expect('caseIndex' in result && 'bugIndex' in result).toBe(false);
  });

  it('answers every input with a case or a bug', () => {
    const values = ['', 'a', '0', '-1', '1', '2', '3', '5', '2.5', '9'.repeat(20)];
    for (const first of values) {
      for (const second of values) {
        for (const third of values) {
          const result = answer(first, second, third);
          expect(result.caseIndex ?? result.bugIndex).toEqual(expect.any(Number));
        }
      }
    }
  });
});
