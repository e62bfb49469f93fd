import type { Step } from 'react-joyride';

/**
 * The tour's stops in order (SPEC §2 "Challenge page"), each the text key and the `data-tour` value the page
 * kit puts on its target. The generator form is the generator and gherkin remotes' own.
 */
const STOPS = [
  ['description', 'description'],
  ['questionMark', 'question-mark'],
  ['videoLink', 'video-link'],
  ['testCases', 'test-cases'],
  ['bugs', 'bugs'],
  ['form', 'form'],
  ['generatorForm', 'generator-form'],
] as const;

export const tourTarget = (name: string): string => `[data-tour="${name}"]`;

/** The tour starts once the remote page has rendered this one: its other targets render with it. */
export const TOUR_START_TARGET = tourTarget('description');

/** Plain strings, not elements: react-joyride compares steps deeply on every render. */
export const tourSteps = (t: (key: string) => string): Step[] =>
  STOPS.map(([key, target]) => ({
    id: key,
    target: tourTarget(target),
    title: t(`tour.steps.${key}.title`),
    content: t(`tour.steps.${key}.text`),
  }));
