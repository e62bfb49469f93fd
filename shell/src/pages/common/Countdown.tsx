import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@qa/kit';
import { theme } from '../../theme/theme';

/** Often enough that the shown second never lags by more than a quarter of one. */
export const CLOCK_TICK_MS = 250;

const Figure = styled.div`
  display: grid;
`;

const Label = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`;

const Time = styled.span<{ $late: boolean }>`
  font-size: 1.6rem;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ $late }) => ($late ? theme.colors.error : theme.colors.text)};
`;

const secondsLeft = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

const asClock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A countdown's words in the page's language: its label, and what is said once at one minute and at ten seconds. */
export interface CountdownTexts {
  timeLeft: string;
  oneMinute: string;
  tenSeconds: string;
}

/**
 * The time left of a round or a session, counted down to `deadline` (this browser's clock); `onEnd` once it
 * reaches zero. A timer role is not read out on each tick; the last minute and the last ten seconds are said once
 * each.
 */
export const Countdown = ({
  deadline,
  onEnd,
  texts,
}: {
  deadline: number;
  onEnd: () => void;
  texts: CountdownTexts;
}) => {
  const labelId = useId();
  const [left, setLeft] = useState(() => secondsLeft(deadline));

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadline));
    tick();
    const timer = window.setInterval(tick, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    if (left === 0) onEnd();
  }, [left, onEnd]);

  const warning = left <= 10 ? texts.tenSeconds : left <= 60 ? texts.oneMinute : '';
  return (
    <Figure>
      <Label id={labelId}>{texts.timeLeft}</Label>
      <Time role="timer" aria-labelledby={labelId} $late={left <= 10}>
        {asClock(left)}
      </Time>
      <VisuallyHidden role="status">{warning}</VisuallyHidden>
    </Figure>
  );
};
