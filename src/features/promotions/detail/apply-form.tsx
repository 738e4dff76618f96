import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { readAsDataUrl, UploadField } from '@/ui/upload-field';
import { REMARK_MAX_LENGTH } from '../api/actions';

/** Characters as a person counts them (an emoji is one), as the platform counts the 140. */
export const remarkLength = (text: string) => [...text].length;

export interface ApplyFormProps {
  /** Sends the application; resolves when the platform answered (the form keeps its content on a refusal). */
  onApply: (remarks: string, pictures: string[]) => Promise<boolean>;
  busy: boolean;
}

/** The application: a remark of at most 140 characters and up to 3 png/jpg images of at most 5 MB (SPEC §5). */
export function ApplyForm({ onApply, busy }: ApplyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tooLong, setTooLong] = useState(false);
  const length = remarkLength(remarks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (length > REMARK_MAX_LENGTH) {
      setTooLong(true);
      return;
    }
    const pictures = await Promise.all(files.map((file) => readAsDataUrl(file)));
    if (await onApply(remarks.trim(), pictures)) {
      setRemarks('');
      setFiles([]);
    }
  };

  const describedBy = [`${id}-count`, tooLong && length > REMARK_MAX_LENGTH ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="promotion-apply" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('promotions_apply_title')}</h3>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-remark`}>
          {t('promotions_remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className="ui-field__input promotion-apply__remark"
          rows={3}
          value={remarks}
          aria-describedby={describedBy}
          aria-invalid={tooLong && length > REMARK_MAX_LENGTH ? true : undefined}
          onChange={(event) => setRemarks(event.target.value)}
        />
        <p id={`${id}-count`} className={length > REMARK_MAX_LENGTH ? 'promotion-apply__count promotion-apply__count--over' : 'promotion-apply__count'}>
          {t('promotions_remark_count', { length, max: REMARK_MAX_LENGTH })}
        </p>
        {tooLong && length > REMARK_MAX_LENGTH ? (
          <p id={`${id}-error`} className="ui-field__error" role="alert">
            {t('promotions_remark_too_long', { max: REMARK_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      <UploadField label={t('promotions_images')} value={files} onChange={setFiles} disabled={busy} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t('promotions_action_apply')}
      </Button>
    </form>
  );
}
