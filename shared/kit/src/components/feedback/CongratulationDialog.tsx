import { useId, useRef } from 'react';
import styled from 'styled-components';
import {
  setShowFinishPopup,
  useAppDispatch,
  useAppSelector,
  useTranslation,
  type ChallengeEntry,
} from '@qa/shared';
import { Confetti } from '../../confetti/Confetti';
import { Modal } from '../../dialog/Modal';
import { FEEDBACK_FORM_URL } from '../../links/kitRoutes';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { SecondaryButton } from '../buttons/buttonStyles';
import { ExternalLink } from '../text/ExternalLink';
import { NextChallengeLink } from '../text/NextChallengeLink';
import { tokens } from '../../theme/tokens';

export interface CongratulationDialogProps {
  challenge: ChallengeEntry<string>;
}

const Heading = styled.h2`
  margin: 0 0 ${tokens.space.sm};
  font-size: 1.5rem;
`;

const Text = styled.p`
  margin: 0 0 ${tokens.space.lg};
`;

const Links = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.lg};

  a {
    color: ${tokens.colors.primary};
    font-weight: 600;
  }
`;

/** Positioned after the confetti, so the pieces fall behind the text and Back, never over them. */
const Content = styled.div`
  position: relative;
`;

/**
 * SPEC §2: the congratulation once a challenge is completed, with confetti, the next challenge, the feedback
 * form and Back to the finished page. Opened by the store's finish popup flag.
 */
export const CongratulationDialog = ({ challenge }: CongratulationDialogProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.challenge.isShowFinishPopup);
  const headingId = useId();
  const textId = useId();
  const back = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(setShowFinishPopup(false));
  return (
    <Modal open={open} onClose={close} labelledBy={headingId} describedBy={textId} initialFocus={back}>
      <Confetti />
      <Content>
        <Heading id={headingId}>{t('congratulation')}</Heading>
        <Text id={textId}>{t('congratulationText')}</Text>
        <Links>
          <NextChallengeLink challenge={challenge} />
          <ExternalLink href={FEEDBACK_FORM_URL}>{t('feedback')}</ExternalLink>
        </Links>
        <SecondaryButton ref={back} type="button" onClick={close}>
          {t('back')}
        </SecondaryButton>
      </Content>
    </Modal>
  );
};
