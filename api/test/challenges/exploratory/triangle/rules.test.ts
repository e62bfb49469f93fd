import { evaluate } from '../../../../src/challenges/engine/evaluate';
import { rules as triangle } from '../../../../src/challenges/exploratory/triangle/rules';

const answer = (first: string, second: string, third: string) =>
  evaluate(triangle, { first, second, third }, 'en');

const NOT_A_TRIANGLE = 'These sides do not form a triangle.';
const NOT_POSITIVE = 'Side lengths must be greater than zero.';
const NOT_NUMBERS = 'Please enter numbers.';

describe('triangle', () => {
  it('has the twelve cases and four bugs of SPEC §9', () => {
    expect(triangle.cases).toHaveLength(12);
    expect(triangle.bugs).toHaveLength(4);
  });

  // The inputs a careful tester tries: each lands on a case or a bug, whatever the exact values.
  it.each([
    ['equilateral', ['7', '7', '7'], { caseIndex: 1 }, 'Equilateral triangle'],
    ['isosceles A = B', ['4', '4', '6'], { caseIndex: 2 }, 'Isosceles triangle'],
    ['isosceles B = C', ['6', '4', '4'], { caseIndex: 3 }, 'Isosceles triangle'],
    ['isosceles A = C', ['4', '6', '4'], { bugIndex: 1 }, 'Scalene triangle'],
    ['scalene', ['6', '7', '8'], { caseIndex: 4 }, 'Scalene triangle'],
    ['scalene with a decimal side', ['3', '4', '5.5'], { caseIndex: 5 }, 'Scalene triangle'],
    ['equilateral with decimals', ['2.5', '2.5', '2.5'], { caseIndex: 5 }, 'Equilateral triangle'],
    ['degenerate, C = A + B', ['4', '6', '10'], { caseIndex: 6 }, NOT_A_TRIANGLE],
    ['impossible, C too long', ['2', '3', '100'], { caseIndex: 7 }, NOT_A_TRIANGLE],
    ['degenerate, A = B + C', ['10', '4', '6'], { bugIndex: 2 }, 'Scalene triangle'],
    ['impossible, B too long', ['2', '100', '3'], { bugIndex: 2 }, 'Scalene triangle'],
    ['zero in A', ['0', '3', '3'], { caseIndex: 8 }, NOT_POSITIVE],
    ['zero in C', ['3', '3', '0'], { bugIndex: 3 }, 'Isosceles triangle'],
    ['negative in B', ['3', '-4', '5'], { caseIndex: 9 }, NOT_POSITIVE],
    ['negative in C', ['3', '4', '-5'], { bugIndex: 3 }, 'Scalene triangle'],
    ['letters', ['3', 'x', '5'], { caseIndex: 10 }, NOT_NUMBERS],
    ['a symbol', ['3', '4', '5!'], { caseIndex: 12 }, NOT_NUMBERS],
    ['a missing side', ['', '4', '5'], { caseIndex: 11 }, 'Please enter the lengths of all three sides.'],
    ['very large', ['3', '4', '9'.repeat(30)], { bugIndex: 4 }, 'Error: NaN'],
  ] as const)('%s', (_name, [first, second, third], found, message) => {
    const result = answer(first, second, third);
    expect(result).toMatchObject({ ...found, message });
    // A case or a bug, never both: each classic input tests one thing.
    expect('caseIndex' in result && 'bugIndex' in result).toBe(false);
  });

  // Every finding by values of its class besides its examples; each class by name, so a reordering shows.
  const CLASSES: ReadonlyArray<
    [name: string, found: { caseIndex: number } | { bugIndex: number }, values: string[][]]
  > = [
    [
      'an equilateral triangle',
      { caseIndex: 1 },
      [
        ['3', '3', '3'],
        ['100', '100', '100'],
      ],
    ],
    [
      'isosceles A = B',
      { caseIndex: 2 },
      [
        ['2', '2', '3'],
        ['10', '10', '1'],
      ],
    ],
    [
      'isosceles B = C',
      { caseIndex: 3 },
      [
        ['2', '3', '3'],
        ['1', '10', '10'],
      ],
    ],
    [
      'a scalene triangle',
      { caseIndex: 4 },
      [
        ['4', '5', '6'],
        ['10', '8', '7'],
      ],
    ],
    [
      'a side length that is not whole, whatever the kind of triangle',
      { caseIndex: 5 },
      [
        ['0.5', '0.5', '0.5'],
        ['3.5', '3.5', '2'],
        ['2', '3,5', '3,5'],
        ['0.1', '1', '1'],
        ['3.7', '4.2', '5.9'],
      ],
    ],
    [
      'C = A + B',
      { caseIndex: 6 },
      [
        ['3', '4', '7'],
        ['1.5', '2.5', '4'],
      ],
    ],
    [
      'C > A + B',
      { caseIndex: 7 },
      [
        ['2', '3', '6'],
        ['1', '1', '1000'],
      ],
    ],
    [
      'a zero length in A or B',
      { caseIndex: 8 },
      [
        ['0', '0', '0'],
        ['4', '0', '5'],
        ['0.0', '3', '3'],
      ],
    ],
    [
      'a negative length in A or B',
      { caseIndex: 9 },
      [
        ['-1', '-1', '-1'],
        ['3', '-0.5', '3'],
      ],
    ],
    [
      'letters',
      { caseIndex: 10 },
      [
        ['three', '4', '5'],
        ['3', '4', 'п’ять'],
        ['1e3', '4', '5'],
        ['5 cm', '4', '5'],
      ],
    ],
    [
      'a missing side',
      { caseIndex: 11 },
      [
        ['', '4', '5'],
        ['3', '', '5'],
        ['', '', '5'],
      ],
    ],
    [
      'special characters',
      { caseIndex: 12 },
      [
        ['#', '4', '5'],
        ['3', '4', '1/2'],
        ['3', '$', '5'],
        ['3.4.5', '4', '5'],
      ],
    ],
    [
      'A = C, B different',
      { bugIndex: 1 },
      [
        ['3', '4', '3'],
        ['7', '2', '7'],
      ],
    ],
    [
      'longest A or B, too long',
      { bugIndex: 2 },
      [
        ['7', '3', '4'],
        ['1', '9', '2'],
      ],
    ],
    [
      'C of zero or less',
      { bugIndex: 3 },
      [
        ['3', '4', '-1'],
        ['5', '5', '0'],
      ],
    ],
    [
      'a very large length',
      { bugIndex: 4 },
      [
        ['3', '9'.repeat(20), '5'],
        ['-' + '9'.repeat(20), '4', '5'],
      ],
    ],
  ];

  it.each(CLASSES.flatMap(([name, found, values]) => values.map((value) => [name, value, found] as const)))(
    '%s: %j',
    (_name, [first, second, third], found) => {
      expect(answer(first!, second!, third!)).toMatchObject(found);
    },
  );

  it('has a class for every case and bug', () => {
    const found = new Set(CLASSES.map(([, finding]) => JSON.stringify(finding)));
    expect(found.size).toBe(triangle.cases.length + triangle.bugs.length);
  });

  it('answers every input with a case or a bug', () => {
    const values = ['', 'a', '#', '0', '-1', '1', '2', '3', '5', '2.5', '9'.repeat(20)];
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
