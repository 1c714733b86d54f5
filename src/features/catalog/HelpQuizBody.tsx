import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuizProducts, type QuizAttribute, type QuizResultData } from '../../api/catalog';
import { EMPTY_QUERY, type CatalogQuery } from '../../domain/catalog-query';
import { ApiFailure } from '../../lib/api';
import { notifyFailure } from '../../stores/notifications';
import { DialogBody, DialogFooter } from '../../ui/Dialog';
import { ProductTile } from '../../ui/ProductTile';
import { AppLink } from '../../ui/AppLink';

type Answers = Record<number, number[]>;
type Result = { status: 'loading' } | { status: 'ready'; data: QuizResultData } | { status: 'failed' };

/** Every value the shopper picked, across the questions, as the listing's `values`. */
export const chosenValues = (answers: Answers): number[] => [...new Set(Object.values(answers).flat())].sort((a, b) => a - b);

interface Props {
  categoryId: number;
  attributes: QuizAttribute[];
  /** the listing's address for a query, from the page around the quiz (HelpQuiz.tsx reads it there) */
  hrefFor: (query: CatalogQuery) => string;
  onClose: () => void;
}

/**
 * "Help me choose", loaded when its dialog opens (HelpQuiz.tsx): one question per characteristic, any number of
 * answers (or none: skip), then the products that match, with a link to the whole filtered listing. Each step
 * moves focus to its question so a screen reader reads where the shopper is. It starts anew at every opening.
 */
export default function HelpQuizBody({ categoryId, attributes, hrefFor, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Result | null>(null);
  // Each question and each result is keyed, so it mounts anew and takes focus.
  const focusOnMount = useCallback((el: HTMLElement | null) => el?.focus(), []);

  const attribute = attributes[step];
  const chosen = attribute ? (answers[attribute.id] ?? []) : [];
  const values = chosenValues(answers);

  const start = () => {
    setStep(0);
    setAnswers({});
    setResult(null);
  };
  const finish = async (final: Answers) => {
    setResult({ status: 'loading' });
    try {
      setResult({ status: 'ready', data: await fetchQuizProducts(categoryId, chosenValues(final)) });
    } catch (e) {
      setResult({ status: 'failed' });
      notifyFailure(e instanceof ApiFailure ? e.body : { message: t('errors:unexpected') });
    }
  };
  const next = (final = answers) => (step + 1 < attributes.length ? setStep(step + 1) : void finish(final));
  const skip = () => {
    if (!attribute) return;
    const { [attribute.id]: _skipped, ...rest } = answers;
    setAnswers(rest);
    next(rest);
  };
  const toggle = (attributeId: number, valueId: number) => {
    const current = answers[attributeId] ?? [];
    setAnswers({ ...answers, [attributeId]: current.includes(valueId) ? current.filter((v) => v !== valueId) : [...current, valueId] });
  };

  const questionFooter = (
    <>
      <button type="button" className="button button--ghost" disabled={step === 0} onClick={() => setStep(step - 1)}>
        {t('quizBack')}
      </button>
      <button type="button" className="button button--ghost" onClick={skip}>
        {t('quizSkip')}
      </button>
      <button type="button" className="button" onClick={() => next()}>
        {step + 1 < attributes.length ? t('quizNext') : t('quizShow')}
      </button>
    </>
  );
  const resultFooter = (
    <button type="button" className="button button--ghost" onClick={start}>
      {t('quizRestart')}
    </button>
  );

  return (
    <>
      <DialogBody>
        {result === null && attribute && (
          <fieldset key={attribute.id} className="quiz__question">
            <legend>
              <span className="quiz__progress">{t('quizStep', { step: step + 1, total: attributes.length })}</span>
              <span ref={focusOnMount} data-autofocus tabIndex={-1} className="quiz__name">
                {attribute.name}
              </span>
            </legend>
            <progress className="quiz__bar" max={attributes.length} value={step + 1} aria-hidden="true" />
            <ul className="quiz__options">
              {attribute.values.map((v) => (
                <li key={v.id}>
                  <label className="quiz__option">
                    <input type="checkbox" checked={chosen.includes(v.id)} onChange={() => toggle(attribute.id, v.id)} />
                    <span>{v.value}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {result?.status === 'loading' && (
          <p key="loading" ref={focusOnMount} tabIndex={-1} className="quiz__state" role="status">
            {t('quizLoading')}
          </p>
        )}
        {result?.status === 'failed' && (
          <p key="failed" ref={focusOnMount} tabIndex={-1} className="quiz__state">
            {t('quizFailed')}
          </p>
        )}
        {result?.status === 'ready' && (
          <section className="quiz__result" aria-labelledby="quiz-result-title">
            <h3 id="quiz-result-title" ref={focusOnMount} tabIndex={-1}>
              {result.data.total > 0 ? t('quizFound', { count: result.data.total }) : t('quizNone')}
            </h3>
            {result.data.total > 0 && (
              <AppLink href={hrefFor({ ...EMPTY_QUERY, values })} className="button quiz__all" onClick={onClose}>
                {t('quizAll', { count: result.data.total })}
              </AppLink>
            )}
            {result.data.data.length > 0 && (
              <ul className="quiz__products">
                {result.data.data.map((p) => (
                  <li key={p.id}>
                    <ProductTile product={p} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </DialogBody>
      <DialogFooter>{result ? resultFooter : questionFooter}</DialogFooter>
    </>
  );
}
