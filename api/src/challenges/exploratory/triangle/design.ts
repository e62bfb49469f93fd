import type { FieldValues } from '../../engine/definition';
import { TRIANGLE_MESSAGES, rules } from './rules';
import { parseDecimal, type Decimal } from '../../support/decimal';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';

export type TriangleOutcome =
  'equilateral' | 'isosceles' | 'scalene' | 'notTriangle' | 'notPositive' | 'notNumbers' | 'missingSide';

/** The faults a triangle build may have; each variant switches one on, the reference none. */
interface Faults {
  /** A + B >= C instead of >: a flat "triangle" is accepted. */
  flatAccepted?: boolean;
  /** Only A + B > C is tested: a long side A or B slips through. */
  onlyCLongest?: boolean;
  /** A = C is not seen as isosceles. */
  sidesACUnequal?: boolean;
  /** B = C is not seen as isosceles. */
  sidesBCUnequal?: boolean;
  /** Equilateral when A = B, whatever C. */
  equilateralByAB?: boolean;
  /** A side of zero is let through (< 0 checked instead of <= 0). */
  zeroAccepted?: boolean;
  /** Side C is never checked for zero or below. */
  sideCUnchecked?: boolean;
  /** Lengths are read as whole numbers: 2.5 is refused as not a number. */
  wholeNumbersOnly?: boolean;
  /** A missing side is read as zero, so the answer is the wrong message. */
  missingAsZero?: boolean;
  /** Interview only: a decimal comma (2,5) is refused as not a number. */
  commaRefused?: boolean;
  /** Interview only: A = B is not seen as isosceles. */
  sidesABUnequal?: boolean;
  /** Interview only: the minus sign is dropped, so a negative side is taken as positive. */
  minusDropped?: boolean;
}

const classify = (values: FieldValues, faults: Faults = {}): TriangleOutcome => {
  const texts = [values.first, values.second, values.third];
  if (texts.some((text) => text === '') && !faults.missingAsZero) return 'missingSide';
  const sides = texts.map((text) =>
    text === ''
      ? parseDecimal('0')
      : (faults.wholeNumbersOnly && !/^-?\d+$/.test(text.trim())) ||
          (faults.commaRefused && text.includes(','))
        ? undefined
        : faults.minusDropped
          ? parseDecimal(text)?.abs()
          : parseDecimal(text),
  );
  const [a, b, c] = sides;
  if (!a || !b || !c) return 'notNumbers';
  const checked = faults.sideCUnchecked ? [a, b] : [a, b, c];
  if (checked.some((side) => (faults.zeroAccepted ? side.lt(0) : side.lte(0)))) return 'notPositive';
  // Each side against the sum of the other two; the faulty build tests side C only.
  const sums: [Decimal, Decimal][] = faults.onlyCLongest
    ? [[a.plus(b), c]]
    : [
        [a.plus(b), c],
        [a.plus(c), b],
        [b.plus(c), a],
      ];
  const closes = sums.every(([sum, side]) => (faults.flatAccepted ? sum.gte(side) : sum.gt(side)));
  if (!closes) return 'notTriangle';
  if (a.eq(b) && (faults.equilateralByAB || b.eq(c))) return 'equilateral';
  if (
    (a.eq(b) && !faults.sidesABUnequal) ||
    (b.eq(c) && !faults.sidesBCUnequal) ||
    (a.eq(c) && !faults.sidesACUnequal)
  )
    return 'isosceles';
  return 'scalene';
};

/** Triangle: the three sides classified as the requirements say, and nine builds that each get one rule wrong. */
export const design: TestDesign<TriangleOutcome> = {
  fields: rules.fields,
  outcomes: {
    equilateral: TRIANGLE_MESSAGES.equilateral,
    isosceles: TRIANGLE_MESSAGES.isosceles,
    scalene: TRIANGLE_MESSAGES.scalene,
    notTriangle: TRIANGLE_MESSAGES.notTriangle,
    notPositive: TRIANGLE_MESSAGES.notPositive,
    notNumbers: TRIANGLE_MESSAGES.notNumbers,
    missingSide: TRIANGLE_MESSAGES.missingSide,
  },
  reference: formBuild((values) => classify(values)),
  // Any three can be on together without hiding one another, but for the groups that read one input alike.
  faults: faultList<Faults, TriangleOutcome>(
    (faults) => formBuild((values) => classify(values, faults)),
    [
      switchOn('flatAccepted', 'boundaryValues'),
      switchOn('onlyCLongest', 'decisionTable', 'first'),
      switchOn('sidesACUnequal', 'equivalencePartitioning', 'third'),
      switchOn('sidesBCUnequal', 'equivalencePartitioning', 'third'),
      switchOn('equilateralByAB', 'equivalencePartitioning', 'third'),
      switchOn('zeroAccepted', 'boundaryValues'),
      switchOn('sideCUnchecked', 'boundaryValues', 'third'),
      switchOn('wholeNumbersOnly', 'equivalencePartitioning'),
      switchOn('missingAsZero', 'errorGuessing'),
      interviewOnly(switchOn('commaRefused', 'equivalencePartitioning')),
      interviewOnly(switchOn('sidesABUnequal', 'equivalencePartitioning', 'second')),
      interviewOnly(switchOn('minusDropped', 'boundaryValues')),
    ],
    [
      ['wholeNumbersOnly', 'commaRefused'],
      ['equilateralByAB', 'sidesABUnequal'],
      ['sideCUnchecked', 'minusDropped'],
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: 'Build 2: degenerate triangles are now accepted. When one side equals the sum of the other two, the form names the kind of triangle instead of answering that the sides do not make one.',
      ua: 'Збірка 2: тепер приймаються вироджені трикутники. Коли одна сторона дорівнює сумі двох інших, форма називає вид трикутника замість відповіді, що такі сторони не утворюють трикутник.',
      ru: 'Сборка 2: теперь принимаются вырожденные треугольники. Когда одна сторона равна сумме двух других, форма называет вид треугольника, а не отвечает, что такие стороны не образуют треугольник.',
      pl: 'Build 2: trójkąty zdegenerowane są teraz akceptowane. Gdy jeden bok jest równy sumie dwóch pozostałych, formularz podaje rodzaj trójkąta zamiast odpowiedzi, że takie boki nie tworzą trójkąta.',
    },
    reference: formBuild((values) => classify(values, { flatAccepted: true })),
    shipped: formBuild((values) => classify(values, { flatAccepted: true, sidesACUnequal: true })),
  },
};
