import type { ChallengeEntry, ChallengeGroup } from '@qa/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@qa/shared';
import { EVENTS, STATUS, useJoyride, type EventData, type Options, type Props } from 'react-joyride';
import { focusPageHeading } from '@qa/kit';
import { theme } from '../../theme/theme';
import { TOUR_SCROLL_OFFSET, TOUR_SPOTLIGHT_PADDING, TOUR_Z_INDEX } from '../chromeConstants';
import { markTourCompleted } from './completedTours';
import { TOUR_START_TARGET, TOUR_TARGET_WAIT_MS, tourSteps, tourStops, type TourStop } from './tourSteps';
import { TOUR_NAMESPACE } from './tourTexts';
import { useElementsPresent } from './useElementsPresent';

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
  // The tour waits for the page's targets before it starts (useChosenStops), so a target missing then is
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

/** The stops the tour takes, and the keys of expected ones it leaves out for want of a target shown. */
interface Chosen {
  shown: TourStop[];
  missing: string[];
}

/** A stop whose target is not shown is left out; said in the console only where the page should show it. */
const chooseStops = (stops: readonly TourStop[]): Chosen => {
  const isOn = ({ target }: TourStop) => isShown(document.querySelector(target));
  return {
    shown: stops.filter(isOn),
    missing: stops.filter((stop) => stop.expected && !isOn(stop)).map(({ key }) => key),
  };
};

const START_ONLY = [TOUR_START_TARGET];

/**
 * The stops, chosen once: when the page has rendered every target it should have, or, should one not come, when
 * it has waited TOUR_TARGET_WAIT_MS for it after the page rendered.
 */
const useChosenStops = (stops: readonly TourStop[]): Chosen | undefined => {
  const expected = useMemo(() => stops.filter((stop) => stop.expected).map(({ target }) => target), [stops]);
  const pageReady = useElementsPresent(START_ONLY);
  const complete = useElementsPresent(expected);
  const [waitedOut, setWaitedOut] = useState(false);
  const [chosen, setChosen] = useState<Chosen>();
  useEffect(() => {
    if (!pageReady || complete) return undefined;
    const timer = setTimeout(() => setWaitedOut(true), TOUR_TARGET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pageReady, complete]);
  // Kept once chosen: the last stop shown is the one that says Finish, and a part re-rendering later changes nothing.
  if (!chosen && pageReady && (complete || waitedOut)) setChosen(chooseStops(stops));
  return chosen;
};

export interface GuidedTourProps {
  challenge: ChallengeEntry;
}

/**
 * The guided tour of a challenge page, for a group whose tour is not completed yet, with the stops that
 * challenge's page has. It starts once the page has rendered them; finishing, skipping, Close and Escape all mark
 * the group completed.
 */
export const GuidedTour = ({ challenge }: GuidedTourProps) => {
  const stops = useMemo(() => tourStops(challenge), [challenge]);
  const chosen = useChosenStops(stops);
  useEffect(() => {
    // SPEC §8: a stop the page should show but does not is a defect; one it is not meant to have is no news.
    for (const key of chosen?.missing ?? []) console.warn(`Tour step "${key}" skipped: no visible target`);
  }, [chosen]);
  // Mounted once its stops are known: react-joyride mounted idle did not always start when its steps came later.
  return chosen && chosen.shown.length > 0 ? <Tour type={challenge.group} stops={chosen.shown} /> : null;
};

/** The tour itself (react-joyride) over the stops chosen. */
const Tour = ({ type, stops }: { type: ChallengeGroup; stops: readonly TourStop[] }) => {
  const { t } = useTranslation(TOUR_NAMESPACE);
  const steps = useMemo(() => tourSteps(stops, t), [stops, t]);
  const locale = useMemo(
    () => ({
      back: t('back'),
      close: t('close'),
      last: t('last'),
      next: t('next'),
      skip: t('skip'),
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
  const {
    controls,
    state,
    Tour: Joyride,
  } = useJoyride({
    steps,
    run: true,
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

  return Joyride;
};
