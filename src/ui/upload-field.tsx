import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import './button.css';
import './upload-field.css';

/** MIME types an upload may have (SPEC §5: png or jpg only). */
export const UPLOAD_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** Largest file accepted, in bytes (SPEC §5: at most 5MB each). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Most files one field holds (SPEC §5: at most 3 images). */
export const UPLOAD_MAX_FILES = 3;

const EXTENSION = /\.(png|jpe?g)$/i;

/** Why a picked file was not added; each is the i18n key of its message. */
export type UploadErrorKey = 'upload_type_error' | 'upload_size_error' | 'upload_count_error';

export interface UploadRefusal {
  file: File;
  error: UploadErrorKey;
}

export interface UploadLimits {
  /** Most files in total; 3 unless told. */
  maxFiles?: number;
  /** Largest file in bytes; 5 MB unless told. */
  maxBytes?: number;
}

/**
 * Splits newly picked files into those that may join `current` and those refused, before anything is uploaded: the
 * type must be png or jpeg by both MIME type and file name, the size within `maxBytes`, and the total within
 * `maxFiles` (files past the limit are refused in the order picked).
 */
export function checkUploads(
  current: readonly File[],
  picked: readonly File[],
  { maxFiles = UPLOAD_MAX_FILES, maxBytes = UPLOAD_MAX_BYTES }: UploadLimits = {},
): { accepted: File[]; refused: UploadRefusal[] } {
  const accepted: File[] = [];
  const refused: UploadRefusal[] = [];
  for (const file of picked) {
    if (!UPLOAD_TYPES.includes(file.type) || !EXTENSION.test(file.name)) refused.push({ file, error: 'upload_type_error' });
    else if (file.size > maxBytes) refused.push({ file, error: 'upload_size_error' });
    else if (current.length + accepted.length >= maxFiles) refused.push({ file, error: 'upload_count_error' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A file's content as a `data:` URL, for calls that send images inline. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Could not read the file')));
    reader.readAsDataURL(file);
  });
}

/** "5MB" for 5 MiB: the size as SPEC writes it. */
function sizeText(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
}

/** A thumbnail whose object URL lives exactly as long as it is on screen (revoked on remove and unmount). */
function Preview({ file, alt }: { file: File; alt: string }) {
  // A ref callback with cleanup (React 19): the URL is made when the image mounts, no extra render, and freed after.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className="ui-upload__image" />;
}

export interface UploadFieldProps extends UploadLimits {
  /** What the images are for, e.g. "Proof of payment"; part of the file input's accessible name. */
  label: ReactNode;
  /** The chosen files, controlled by the caller. */
  value: readonly File[];
  /** Called with the new list when files are added or one is removed. */
  onChange: (files: File[]) => void;
  /** Replaces the default hint (png or jpg, size and count limits); `null` hides it. */
  hint?: ReactNode;
  /** An error from the caller (e.g. "required" on submit), shown under the field with the field's own. */
  error?: ReactNode;
  /** Text of the choose button; defaults to the translated "Choose images". */
  chooseLabel?: string;
  disabled?: boolean;
  /** Name of the file input. */
  name?: string;
  className?: string;
}

/**
 * An image upload field: a button-like label for the file input (keyboard reachable), files checked for type, size
 * and count before anything is uploaded, refusals explained under the field, previews with a Remove button each, and
 * a polite live status of how many images are chosen.
 */
export function UploadField({
  label,
  value,
  onChange,
  maxFiles = UPLOAD_MAX_FILES,
  maxBytes = UPLOAD_MAX_BYTES,
  hint,
  error,
  chooseLabel,
  disabled,
  name,
  className,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<UploadRefusal[]>([]);
  const ids = { label: `${id}-label`, choose: `${id}-choose`, input: `${id}-input`, hint: `${id}-hint`, errors: `${id}-errors` };
  const size = sizeText(maxBytes);
  const shownHint = hint !== undefined ? hint : t('upload_hint', { size, max: maxFiles });
  const hasError = refused.length > 0 || (error != null && error !== false && error !== '');

  const pick = (files: FileList | null) => {
    const result = checkUploads(value, Array.from(files ?? []), { maxFiles, maxBytes });
    setRefused(result.refused);
    if (result.accepted.length > 0) onChange([...value, ...result.accepted]);
  };

  const remove = (file: File) => {
    setRefused([]);
    onChange(value.filter((f) => f !== file));
    // The Remove button goes away with its preview; keep focus in the field.
    inputRef.current?.focus();
  };

  return (
    <fieldset className={['ui-upload', hasError && 'ui-upload--invalid', className].filter(Boolean).join(' ')}>
      <legend id={ids.label} className="ui-upload__label">
        {label}
      </legend>
      <div className="ui-upload__picker">
        <input
          ref={inputRef}
          id={ids.input}
          name={name}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          multiple={maxFiles > 1}
          disabled={disabled}
          className="ui-upload__input"
          aria-labelledby={`${ids.label} ${ids.choose}`}
          aria-describedby={[shownHint ? ids.hint : '', hasError ? ids.errors : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={hasError || undefined}
          onChange={(event) => {
            pick(event.target.files);
            // Lets the same file be picked again after it was removed or refused.
            event.target.value = '';
          }}
        />
        <label
          id={ids.choose}
          htmlFor={ids.input}
          className="ui-button ui-button--secondary ui-upload__button"
          aria-disabled={disabled || undefined}
        >
          {chooseLabel ?? t('upload_choose')}
        </label>
        <p aria-live="polite" className="ui-upload__status">
          {t('upload_status', { chosen: value.length, max: maxFiles })}
        </p>
      </div>
      {shownHint ? (
        <p id={ids.hint} className="ui-upload__hint">
          {shownHint}
        </p>
      ) : null}
      {/* Always present, so refusals added after a pick are announced. */}
      <div id={ids.errors} aria-live="polite" className="ui-upload__errors">
        {error ? <p>{error}</p> : null}
        {refused.map(({ file, error: key }, index) => (
          // oxlint-disable-next-line react/no-array-index-key -- two picked files may share a name.
          <p key={`${index}-${file.name}`}>{t(key, { name: file.name, size, max: maxFiles })}</p>
        ))}
      </div>
      {value.length > 0 ? (
        <ul className="ui-upload__list">
          {value.map((file, index) => (
            // oxlint-disable-next-line react/no-array-index-key -- the files' names may repeat; order is stable.
            <li key={`${index}-${file.name}-${file.size}-${file.lastModified}`} className="ui-upload__item">
              <Preview file={file} alt={t('upload_preview', { name: file.name })} />
              <span className="ui-upload__name">{file.name}</span>
              <IconButton label={t('upload_remove', { name: file.name })} size="small" onClick={() => remove(file)} disabled={disabled}>
                ✕
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
