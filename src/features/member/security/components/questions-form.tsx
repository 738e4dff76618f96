import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/ui';
import { Field } from '@/ui/field';
import { setSecurityQuestions, useSecurityQuestionList } from '../api/security-questions';
import { checkQuestions } from '../validate';
import { useSecurityAction } from '../use-security-action';
import { useSecurityErrorText } from '../use-security-error';
import { FormActions } from './form-actions';
import type { FormProps } from './nickname-form';

/** How many questions the member answers (the sandbox asks for three). */
export const QUESTION_COUNT = 3;

interface Row {
  questionId: number | null;
  answer: string;
}

/** Picks three different questions from the server's list and answers each (sent encrypted). */
export function QuestionsForm({ onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useSecurityErrorText();
  const list = useSecurityQuestionList(i18n.language);
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: QUESTION_COUNT }, () => ({ questionId: null, answer: '' })));
  const [errors, setErrors] = useState<ReturnType<typeof checkQuestions>>({});
  const action = useSecurityAction(setSecurityQuestions, onDone);
  const baseId = useId();

  if (list.error && !list.data) {
    return (
      <div className="security-form" role="alert">
        <p>{errorText({ message: (list.error as Error).message })}</p>
        <div className="security-form__actions">
          <Button onClick={() => void list.mutate()}>{t('btn_retry')}</Button>
        </div>
      </div>
    );
  }
  if (!list.data) return <Spinner />;
  const questions = list.data;

  const update = (i: number, patch: Partial<Row>) => {
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    setErrors((all) => {
      const next = { ...all };
      delete next[i];
      return next;
    });
    action.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkQuestions(rows);
    setErrors(found);
    if (Object.keys(found).length === 0)
      void action.run(rows.map((row) => ({ questionId: row.questionId!, answer: row.answer.trim() })));
  };
  return (
    <form className="security-form" onSubmit={submit} noValidate aria-busy={action.busy || undefined}>
      <p className="security-form__hint">{t('security_questions_hint')}</p>
      {rows.map((row, i) => {
        const selectId = `${baseId}-q${i}`;
        const errorId = `${selectId}__error`;
        const questionError = errors[i]?.question;
        return (
          <fieldset key={i} className="security-form__group">
            <legend>{t('security_question_n', { n: i + 1 })}</legend>
            <div className={['ui-field', questionError && 'ui-field--invalid'].filter(Boolean).join(' ')}>
              <label htmlFor={selectId} className="ui-field__label">
                {t('security_question_label', { n: i + 1 })}
              </label>
              <select
                id={selectId}
                className="ui-field__input"
                value={row.questionId ?? ''}
                aria-invalid={questionError ? true : undefined}
                aria-describedby={questionError ? errorId : undefined}
                onChange={(e) => update(i, { questionId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
              >
                <option value="">{t('security_question_pick')}</option>
                {questions.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.question}
                  </option>
                ))}
              </select>
              {questionError ? (
                <p id={errorId} className="ui-field__error">
                  {t(questionError)}
                </p>
              ) : null}
            </div>
            <Field
              label={t('security_answer_label', { n: i + 1 })}
              value={row.answer}
              autoComplete="off"
              maxLength={60}
              onChange={(e) => update(i, { answer: e.currentTarget.value })}
              error={errors[i]?.answer ? t(errors[i]!.answer!) : undefined}
            />
          </fieldset>
        );
      })}
      <FormActions
        failureText={action.failure ? errorText(action.failure) : undefined}
        busy={action.busy}
        submitLabel={t('security_questions_submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
