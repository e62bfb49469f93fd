import type { ChallengeGroup } from '@qa/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '@qa/shared';
import {
  EVENTS,
  STATUS,
  useJoyride,
  type EventData,
  type Options,
  type Props,
  type Step,
} from 'react-joyride';
import { focusPageHeading } from '@qa/kit';
import { CHROME_NAMESPACE } from '../../i18n/chromeTexts';
import { theme } from '../../theme/theme';
import { TOUR_SCROLL_OFFSET, TOUR_SPOTLIGHT_PADDING, TOUR_Z_INDEX } from '../chromeConstants';
import { markTourCompleted } from './completedTours';
import { TOUR_START_TARGET, tourSteps } from './tourSteps';
import { useElementPresent } from './useElementPresent';

const TOOLTIP_MARGIN = 16;

const OPTIONS: Partial<Options> = {
  zIndex: TOUR_Z_INDEX,
  scrollOffset: TOUR_SCROLL_OFFSET,
  spotlightPadding: TOUR_SPOTLIGHT_PADDING,
  primaryColor: theme.colors.primary,
  textColor: theme.colors.text,
  // It runs by itself (SPEC §2), so it opens on the first tooltip rather than a beacon to click.
  skipBeacon: true,
  buttons: ['back', 'close', 'primary', 'skip'],
  // Close and Escape end the whole tour, as skipping does; Escape is handled below.
  closeButtonAction: 'skip',
  dismissKeyAction: false,
  // A stray click beside the tooltip should not end or advance it.
  overlayClickAction: false,
  // The targets render together with the page (the tour waits for it), so a target missing then is
  // not coming: its step is skipped at once instead of after a wait.
  targetWaitTimeout: 0,
  // 380 px by default: on a phone that touches both edges of the screen.
  width: `min(380px, calc(100vw - 2 * ${TOOLTIP_MARGIN}px))`,
};

/** Kept between the tooltip and the screen's edges, as the page's own content is. */
const FLOATING: Props['floatingOptions'] = { shiftOptions: { padding: TOOLTIP_MARGIN } };

/** The page's corner radius, and text aligned like the page's rather than centred. */
const STYLES: Props['styles'] = {
  tooltip: { borderRadius: theme.radius },
  tooltipContainer: { textAlign: 'start' },
};

/** Shown on the page now: present, and neither it nor a parent hidden (checkVisibility where the browser has it). */
const isShown = (element: Element | null): boolean => {
  if (!element) return false;
  if ('checkVisibility' in element && typeof element.checkVisibility === 'function')
    return element.checkVisibility();
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).display === 'none') return false;
  return true;
};

/** Splits the steps into those whose target is shown and the ids of the others. */
const stepsShown = (steps: Step[]): { shown: Step[]; skipped: string[] } => ({
  shown: steps.filter(({ target }) => typeof target !== 'string' || isShown(document.querySelector(target))),
  skipped: steps
    .filter(({ target }) => typeof target === 'string' && !isShown(document.querySelector(target)))
    .map(({ id }) => String(id)),
});

export interface GuidedTourProps {
  type: ChallengeGroup;
}

/**
 * The guided tour of a challenge page (react-joyride), for a type whose tour is not completed yet. It starts once
 * the page has rendered; finishing, skipping, Close and Escape all mark the type completed.
 */
export const GuidedTour = ({ type }: GuidedTourProps) => {
  const { t } = useTranslation(CHROME_NAMESPACE);
  const pageReady = useElementPresent(TOUR_START_TARGET);
  // Chosen once the page has rendered: only the stops it shows, so the last one shown is the one that says Finish.
  const { shown: steps, skipped } = useMemo(
    () => (pageReady ? stepsShown(tourSteps(t)) : { shown: [], skipped: [] }),
    [t, pageReady],
  );
  useEffect(() => {
    // SPEC §8: a step whose target is missing or hidden is skipped with a warning.
    for (const id of skipped) console.warn(`Tour step "${id}" skipped: no visible target`);
  }, [skipped]);
  const locale = useMemo(
    () => ({
      back: t('tour.back'),
      close: t('tour.close'),
      last: t('tour.last'),
      next: t('tour.next'),
      skip: t('tour.skip'),
    }),
    [t],
  );
  const onEvent = useCallback(
    ({ type: event, status, step }: EventData) => {
      // A target gone since the tour started: skipped with the same warning.
      if (event === EVENTS.TARGET_NOT_FOUND) {
        console.warn(`Tour step "${step.id}" skipped: no visible target`);
      }
      if (event === EVENTS.TOUR_END && (status === STATUS.FINISHED || status === STATUS.SKIPPED)) {
        markTourCompleted(type);
        // The keyboard goes on from the page's heading, not from the body.
        focusPageHeading();
      }
    },
    [type],
  );
  const { controls, state, Tour } = useJoyride({
    steps,
    run: pageReady && steps.length > 0,
    continuous: true,
    locale,
    options: OPTIONS,
    styles: STYLES,
    floatingOptions: FLOATING,
    onEvent,
  });

  const running = state.status === STATUS.RUNNING;
  useEffect(() => {
    if (!running) return;
    const skipOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controls.skip();
    };
    document.addEventListener('keydown', skipOnEscape);
    return () => document.removeEventListener('keydown', skipOnEscape);
  }, [running, controls]);

  return Tour;
};
