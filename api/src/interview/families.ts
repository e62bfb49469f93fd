import { CHALLENGES, type ChallengeEntry, type Language, type Slot } from '@qa/shared/catalogue';
import { TRIANGLE_MESSAGES } from '../challenges/definitions/exploratory/triangle';
import type { BugReportSpec } from '../bug-reports/bug-report';
import type { Localized } from '../i18n/localized';
import type { FaultPool } from '../test-design/fault-pool';
import type { TestDesign } from '../test-design/test-design';
import { triangleDesign } from '../test-design/designs/triangle';
import { TRIANGLE_FAULT_SPECS } from './specs/triangle';

/**
 * A challenge family an interview varies: the catalogue challenge's reference build with faults drawn from its
 * pool, so that what a learner read of the challenge's own bugs does not help. Its texts are handed over as an
 * interviewer would, and never name a fault.
 */
export interface InterviewFamily {
  /** The catalogue challenge the family varies. */
  entry: ChallengeEntry;
  design: TestDesign;
  pool: FaultPool;
  /** The requirements as handed over: the form's name, a short paragraph, then the rules one by one. */
  requirements: { title: Localized; summary: Localized; rules: readonly Localized[] };
  /** The form's fields as the page labels them. */
  labels: Readonly<Partial<Record<Slot, Localized>>>;
  /** The message the form shows for an outcome. */
  shown: (outcome: string, language: Language) => string;
  /** What a good report of each fault says, by fault id: one for every fault of the pool. */
  specs: Readonly<Record<string, BugReportSpec>>;
}

const entryOf = (key: string): ChallengeEntry => {
  const entry = CHALLENGES.find((challenge) => challenge.key === key);
  if (!entry) throw new Error(`No catalogue challenge ${key}`);
  return entry;
};

const poolOf = (design: TestDesign): FaultPool => {
  if (!design.pool) throw new Error('An interview family needs a design with a fault pool');
  return design.pool;
};

/** An outcome's message, or the outcome itself where a build answered one the family has no message for. */
const messages =
  (texts: Readonly<Record<string, Localized>>) =>
  (outcome: string, language: Language): string =>
    texts[outcome]?.[language] ?? outcome;

const triangleFamily: InterviewFamily = {
  entry: entryOf('triangle'),
  design: triangleDesign,
  pool: poolOf(triangleDesign),
  requirements: {
    title: {
      en: 'Triangle type form',
      ua: 'Форма визначення типу трикутника',
      ru: 'Форма определения типа треугольника',
      pl: 'Formularz rozpoznawania typu trójkąta',
    },
    summary: {
      en: 'The form takes the lengths of a triangle’s three sides and tells what kind of triangle they make. Before it classifies anything, it validates the input; the first rule an input breaks decides the message.',
      ua: 'Форма приймає довжини трьох сторін трикутника й визначає, який трикутник вони утворюють. Перш ніж щось класифікувати, вона перевіряє введені дані; повідомлення визначає перше правило, яке порушує введення.',
      ru: 'Форма принимает длины трёх сторон треугольника и определяет, какой треугольник они образуют. Прежде чем что-то классифицировать, она проверяет ввод; сообщение определяет первое правило, которое нарушает ввод.',
      pl: 'Formularz przyjmuje długości trzech boków trójkąta i określa, jaki trójkąt tworzą. Zanim cokolwiek sklasyfikuje, waliduje dane wejściowe; komunikat wyznacza pierwsza reguła, którą dane naruszają.',
    },
    rules: [
      {
        en: `All three sides are required. If any field is empty: “${TRIANGLE_MESSAGES.missingSide.en}”`,
        ua: `Усі три сторони обов’язкові. Якщо будь-яке поле порожнє: «${TRIANGLE_MESSAGES.missingSide.ua}»`,
        ru: `Все три стороны обязательны. Если любое поле пустое: «${TRIANGLE_MESSAGES.missingSide.ru}»`,
        pl: `Wszystkie trzy boki są wymagane. Jeśli którekolwiek pole jest puste: „${TRIANGLE_MESSAGES.missingSide.pl}”`,
      },
      {
        en: `Each length is a whole or decimal number (2.5 and 2,5 both count). Anything else: “${TRIANGLE_MESSAGES.notNumbers.en}”`,
        ua: `Кожна довжина — ціле або дробове число (підходять і 2.5, і 2,5). Будь-що інше: «${TRIANGLE_MESSAGES.notNumbers.ua}»`,
        ru: `Каждая длина — целое или дробное число (подходят и 2.5, и 2,5). Всё остальное: «${TRIANGLE_MESSAGES.notNumbers.ru}»`,
        pl: `Każda długość to liczba całkowita lub ułamkowa (liczą się i 2.5, i 2,5). Cokolwiek innego: „${TRIANGLE_MESSAGES.notNumbers.pl}”`,
      },
      {
        en: `Every side must be greater than zero. Otherwise: “${TRIANGLE_MESSAGES.notPositive.en}”`,
        ua: `Кожна сторона має бути більшою за нуль. Інакше: «${TRIANGLE_MESSAGES.notPositive.ua}»`,
        ru: `Каждая сторона должна быть больше нуля. Иначе: «${TRIANGLE_MESSAGES.notPositive.ru}»`,
        pl: `Każdy bok musi być większy od zera. W przeciwnym razie: „${TRIANGLE_MESSAGES.notPositive.pl}”`,
      },
      {
        en: `Each side must be shorter than the other two together. Otherwise: “${TRIANGLE_MESSAGES.notTriangle.en}”`,
        ua: `Кожна сторона має бути коротшою за дві інші разом. Інакше: «${TRIANGLE_MESSAGES.notTriangle.ua}»`,
        ru: `Каждая сторона должна быть короче двух других вместе. Иначе: «${TRIANGLE_MESSAGES.notTriangle.ru}»`,
        pl: `Każdy bok musi być krótszy niż dwa pozostałe razem. W przeciwnym razie: „${TRIANGLE_MESSAGES.notTriangle.pl}”`,
      },
      {
        en: `A valid triangle is classified: all three sides equal, “${TRIANGLE_MESSAGES.equilateral.en}”; exactly two equal, “${TRIANGLE_MESSAGES.isosceles.en}”; all different, “${TRIANGLE_MESSAGES.scalene.en}”.`,
        ua: `Коректний трикутник класифікується: усі три сторони рівні — «${TRIANGLE_MESSAGES.equilateral.ua}»; рівно дві рівні — «${TRIANGLE_MESSAGES.isosceles.ua}»; усі різні — «${TRIANGLE_MESSAGES.scalene.ua}».`,
        ru: `Корректный треугольник классифицируется: все три стороны равны — «${TRIANGLE_MESSAGES.equilateral.ru}»; ровно две равны — «${TRIANGLE_MESSAGES.isosceles.ru}»; все разные — «${TRIANGLE_MESSAGES.scalene.ru}».`,
        pl: `Poprawny trójkąt jest klasyfikowany: wszystkie trzy boki równe — „${TRIANGLE_MESSAGES.equilateral.pl}”; dokładnie dwa równe — „${TRIANGLE_MESSAGES.isosceles.pl}”; wszystkie różne — „${TRIANGLE_MESSAGES.scalene.pl}”.`,
      },
    ],
  },
  labels: {
    first: { en: 'Side A', ua: 'Сторона A', ru: 'Сторона A', pl: 'Bok A' },
    second: { en: 'Side B', ua: 'Сторона B', ru: 'Сторона B', pl: 'Bok B' },
    third: { en: 'Side C', ua: 'Сторона C', ru: 'Сторона C', pl: 'Bok C' },
  },
  shown: messages(TRIANGLE_MESSAGES),
  specs: TRIANGLE_FAULT_SPECS,
};

/** The families an interview can draw a variant of. */
export const INTERVIEW_FAMILIES: readonly InterviewFamily[] = [triangleFamily];

/** The family that varies a catalogue challenge, if any. */
export const interviewFamily = (key: string): InterviewFamily | undefined =>
  INTERVIEW_FAMILIES.find(({ entry }) => entry.key === key);
