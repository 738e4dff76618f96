import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageInfo, useLanguage } from '@/i18n';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { readAsDataUrl, UploadField } from '@/ui/upload-field';
import {
  CONTACT_MAX_LENGTH,
  FEEDBACK_TYPES,
  feedbackErrorKey,
  sendFeedback,
  useFeedbackSetting,
  type FeedbackRequest,
  type FeedbackSetting,
  type FeedbackType,
} from '../api/feedback';
import { countWords } from '../words';
import './help.css';

/** The i18n key of each question type's name. */
export const FEEDBACK_TYPE_KEYS: Record<FeedbackType, string> = {
  deposit: 'help_feedback_type_deposit',
  withdraw: 'help_feedback_type_withdraw',
  game: 'help_feedback_type_game',
  customerService: 'help_feedback_type_customer_service',
  application: 'help_feedback_type_application',
  other: 'help_feedback_type_other',
};

export interface FeedbackFormViewProps {
  /** The platform's word limits of the content. */
  limits: FeedbackSetting;
  /** Sends the feedback; rejects with the platform's refusal. */
  onSend: (body: FeedbackRequest) => Promise<void>;
  /** Closes the popup after the success text. */
  onDone: () => void;
}

interface Errors {
  type?: string;
  content?: string;
  contact?: string;
}

/**
 * Feedback (SPEC §3, §5): question type, content within the platform's word limits (shown and counted as you type),
 * contact, up to 3 png/jpg pictures of at most 5 MB; then SPEC's success text.
 */
export function FeedbackFormView({ limits, onSend, onDone }: FeedbackFormViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  // After a refused submit, the first field in error takes focus once its error is drawn.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  const words = countWords(content, languageInfo(language).tag);
  const range = { min: limits.minWords, max: limits.maxWords };

  const check = (): Errors => {
    const found: Errors = {};
    if (!type) found.type = t('help_feedback_type_required');
    if (words < limits.minWords || words > limits.maxWords) found.content = t('help_feedback_words_error', range);
    if (contact.trim().length > CONTACT_MAX_LENGTH) found.contact = t('help_feedback_contact_too_long', { max: CONTACT_MAX_LENGTH });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setRefusal(null);
    if (found.type || found.content || found.contact) {
      focusInvalid.current = true;
      return;
    }
    setBusy(true);
    try {
      const images = await Promise.all(files.map((file) => readAsDataUrl(file)));
      const trimmedContact = contact.trim();
      await onSend({
        type: type as FeedbackType,
        content: content.trim(),
        ...(trimmedContact ? { contact: trimmedContact } : {}),
        ...(images.length ? { images } : {}),
      });
      setSent(true);
    } catch (error) {
      setRefusal(t(feedbackErrorKey(error), range));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="feedback-sent">
        <output className="feedback-sent__message">
          <strong className="feedback-sent__title">{t('help_feedback_sent_title')}</strong>
          <span>{t('help_feedback_success')}</span>
        </output>
        <Button onClick={onDone}>{t('btn_close')}</Button>
      </div>
    );
  }

  const contentInvalid = Boolean(errors.content) && (words < limits.minWords || words > limits.maxWords);
  const describedBy = [`${id}-hint`, `${id}-count`, contentInvalid ? `${id}-content-error` : ''].filter(Boolean).join(' ');
  return (
    <form ref={form} className="feedback-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="feedback-form__intro">
        {t('help_feedback_intro')}
      </p>
      <div className={errors.type && !type ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={`${id}-type`}>
          {t('help_feedback_type')}
        </label>
        <select
          id={`${id}-type`}
          className="ui-field__input"
          value={type}
          aria-invalid={errors.type && !type ? true : undefined}
          aria-describedby={errors.type && !type ? `${id}-type-error` : undefined}
          onChange={(event) => setType(event.target.value as FeedbackType | '')}
        >
          <option value="" disabled>
            {t('help_feedback_type_choose')}
          </option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(FEEDBACK_TYPE_KEYS[value])}
            </option>
          ))}
        </select>
        {errors.type && !type ? (
          <p id={`${id}-type-error`} className="ui-field__error">
            {errors.type}
          </p>
        ) : null}
      </div>

      <div className={contentInvalid ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={`${id}-content`}>
          {t('help_feedback_content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="ui-field__input feedback-form__content"
          rows={5}
          value={content}
          aria-invalid={contentInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setContent(event.target.value)}
        />
        <div className="feedback-form__counts">
          <p id={`${id}-hint`} className="ui-field__hint">
            {t('help_feedback_words_hint', range)}
          </p>
          <p
            id={`${id}-count`}
            className={words > limits.maxWords ? 'feedback-form__count feedback-form__count--over' : 'feedback-form__count'}
          >
            {t('help_feedback_word_count', { count: words })}
          </p>
        </div>
        {contentInvalid ? (
          <p id={`${id}-content-error`} className="ui-field__error">
            {errors.content}
          </p>
        ) : null}
      </div>

      <Field
        label={t('help_feedback_contact')}
        hint={t('help_feedback_contact_hint')}
        value={contact}
        autoComplete="email"
        error={errors.contact && contact.trim().length > CONTACT_MAX_LENGTH ? errors.contact : undefined}
        onChange={(event) => setContact(event.target.value)}
      />

      <UploadField label={t('help_feedback_images')} value={files} onChange={setFiles} disabled={busy} />

      {refusal ? (
        <p className="feedback-form__refusal" role="alert">
          {refusal}
        </p>
      ) : null}

      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('help_feedback_sending') : t('help_feedback_submit')}
      </Button>
    </form>
  );
}

export interface FeedbackFormProps {
  onDone: () => void;
}

/** The feedback form with the platform's word limits (loading, or a refusal with Retry, until they are here). */
export function FeedbackForm({ onDone }: FeedbackFormProps) {
  const { t } = useTranslation();
  const { data, error, reload } = useFeedbackSetting();
  if (!data && error) {
    return (
      <div className="help-centre__state" role="alert">
        <p>{t('help_feedback_setting_failed')}</p>
        <Button onClick={reload}>{t('btn_retry')}</Button>
      </div>
    );
  }
  if (!data) return <Spinner />;
  return <FeedbackFormView limits={data} onSend={sendFeedback} onDone={onDone} />;
}
