import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttribute } from '../../api/catalog';
import { DialogFrame } from '../../ui/Dialog';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';

const HelpQuizBody = loadOnOpen(() => import('./HelpQuizBody'), DialogWaiting);

/** "Help me choose": the button, and the dialog whose questions come when it opens (HelpQuizBody.tsx). */
export function HelpQuiz({ categoryId, attributes }: { categoryId: number; attributes: QuizAttribute[] }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button quiz-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('quizOpen')}
      </button>
      <DialogFrame open={open} onClose={() => setOpen(false)} title={t('quizTitle')} closeLabel={t('close')} className="quiz">
        <HelpQuizBody categoryId={categoryId} attributes={attributes} onClose={() => setOpen(false)} />
      </DialogFrame>
    </>
  );
}
