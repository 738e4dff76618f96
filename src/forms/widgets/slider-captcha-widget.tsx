import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { InternalFormContext } from '../types';
import { fieldAria } from './aria';
import { SliderPuzzle } from './slider-puzzle';

export { SLIDER_TOLERANCE } from './slider-puzzle';

function randomTarget(): number {
  return 25 + Math.floor(Math.random() * 60);
}

/**
 * The slider captcha field: the puzzle at the server challenge's notch (`formContext.slider`), reporting `true`
 * through onChange when solved and the release position to the caller. Without a challenge (stories) the notch
 * is `ui:options.target` or random. While a challenge loads the piece is disabled.
 */
export function SliderCaptchaWidget(props: WidgetProps) {
  const { id, value, onChange, options, disabled, uiSchema, rawErrors, label, registry } = props;
  const { t } = useTranslation();
  const slider = (registry.formContext as InternalFormContext | undefined)?.slider;
  const [fallback] = useState(() => (typeof options.target === 'number' ? options.target : randomTarget()));
  const target = slider ? slider.target : fallback;
  return (
    <SliderPuzzle
      id={id}
      target={target ?? 0}
      solved={value === true}
      disabled={disabled || target === null}
      label={t(label || 'form_label_sliderCaptcha')}
      aria={fieldAria(id, rawErrors, uiSchema)}
      onSolved={(position) => {
        slider?.onSolved(position);
        onChange(true);
      }}
    />
  );
}
