import { Suspense, useRef, useState } from 'react';
import {
  HINT_LEVELS,
  selectIsSignedIn,
  useAppSelector,
  useTranslation,
  type ChallengeEntry,
} from '@qa/shared';
import styled from 'styled-components';
import { SecondaryButton } from '../components/buttons/buttonStyles';
import { lazyPart } from '../page/lazyPart';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { requestHint, type HintOutcome } from './requestHint';
import { tokens } from '../theme/tokens';

const HintSignIn = lazyPart<object>(() => import('./HintSignIn').then((chunk) => chunk.HintSignIn));

export interface HintButtonProps {
  challenge: ChallengeEntry<string>;
  /** 1-based number of the first case not yet found (firstOpenCase); no hint button when undefined. */
  caseNumber: number | undefined;
}

/** The last press: for which case, at which level (0 before any hint was fetched), and what came back. */
interface HintState {
  caseNumber: number;
  level: number;
  outcome: HintOutcome;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  justify-items: start;
`;

/** Always rendered, and never display: none, so the live region is there before its text arrives. */
const Box = styled.div`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius};
  background: ${tokens.colors.subtle};

  &:empty {
    padding: 0;
  }

  p {
    margin: 0;
  }

  a {
    color: ${tokens.colors.primary};
    font-weight: 600;
  }
`;

const Level = styled.p`
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
`;

/**
 * SPEC §4 hints: each press asks for the next level (1, 2, 3, then 3 again) of the hint for the first case not
 * found yet; once that case is found the next one starts again at 1. Signed-out users are invited to sign in
 * instead of a call.
 */
export const HintButton = ({ challenge, caseNumber }: HintButtonProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [hint, setHint] = useState<HintState | null>(null);
  const pending = useRef(false);
  if (caseNumber === undefined) return null;
  const current = hint?.caseNumber === caseNumber ? hint : null;

  const press = async () => {
    if (pending.current) return;
    const previousLevel = current?.level ?? 0;
    if (!signedIn) {
      setHint({ caseNumber, level: previousLevel, outcome: { kind: 'signIn' } });
      return;
    }
    const level = Math.min(previousLevel + 1, HINT_LEVELS);
    pending.current = true;
    const outcome = await requestHint(challenge, level, caseNumber);
    pending.current = false;
    setHint({ caseNumber, level: outcome.kind === 'hint' ? level : previousLevel, outcome });
  };

  const outcome = current?.outcome;
  return (
    <Wrapper>
      <SecondaryButton type="button" onClick={() => void press()}>
        {t('hintButton')}
      </SecondaryButton>
      <Box role="status">
        {outcome?.kind === 'hint' && (
          <>
            <Level>{t('hintLevel', { level: current?.level, total: HINT_LEVELS, caseNumber })}</Level>
            <p>{outcome.message}</p>
          </>
        )}
        {outcome?.kind === 'signIn' && (
          <p>
            <Suspense fallback={null}>
              <HintSignIn />
            </Suspense>
          </p>
        )}
        {outcome?.kind === 'error' && <p>{t('hintError')}</p>}
      </Box>
    </Wrapper>
  );
};
