import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttribute } from '../../api/catalog';
import { DialogFrame } from '../../ui/Dialog';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { useListing } from './listing-context';

const HelpQuizBody = loadOnOpen(() => import('./HelpQuizBody'), DialogWaiting);

/**
 * "Help me choose": the button, and the dialog whose questions come when it opens (HelpQuizBody.tsx). The body gets
 * the listing's addresses from here: importing the listing's context itself, it kept that module out of the
 * listing's chunk, one more request of a category page's first screen.
 */
export function HelpQuiz({ categoryId, attributes }: { categoryId: number; attributes: QuizAttribute[] }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const { hrefFor } = useListing();
  return (
    <>
      <button type="button" className="button quiz-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('quizOpen')}
      </button>
      <DialogFrame open={open} onClose={() => setOpen(false)} title={t('quizTitle')} closeLabel={t('close')} className="quiz">
        <HelpQuizBody categoryId={categoryId} attributes={attributes} hrefFor={hrefFor} onClose={() => setOpen(false)} />
      </DialogFrame>
    </>
  );
}
