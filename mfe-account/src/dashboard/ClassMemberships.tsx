import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from '@qa/shared';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { DashboardSection, SectionHeading } from './DashboardSection';

/** The section's content and its calls are a chunk of their own, fetched when the section first shows. */
const MembershipsBody = lazy(() =>
  import('./MembershipsBody').then(({ MembershipsBody }) => ({ default: MembershipsBody })),
);

/** The loading line of the section, also shown while its content's code loads. */
export const ClassesLoading = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return <p aria-busy="true">{t('dashboard.classesLoading')}</p>;
};

/**
 * The classes the learner is in, leaving one, and joining one with the code from their trainer.
 * Shown to every signed-in learner, email confirmed or not: the classroom API takes any valid identity token.
 */
export const ClassMemberships = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <DashboardSection aria-labelledby={headingId}>
      <SectionHeading ref={heading} id={headingId} tabIndex={-1}>
        {t('dashboard.classesHeading')}
      </SectionHeading>
      <Suspense fallback={<ClassesLoading />}>
        <MembershipsBody heading={heading} />
      </Suspense>
    </DashboardSection>
  );
};
