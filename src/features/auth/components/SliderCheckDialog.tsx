import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SliderPuzzle } from '@/forms/widgets/slider-puzzle';
import { Dialog } from '@/ui';
import { SliderRetry } from './SliderRetry';
import { useSliderChallenge, type SliderAnswer } from './use-slider-challenge';

export interface SliderCheckDialogProps {
  /** The piece landed on the notch: the answer the login sends. */
  onSolved(answer: SliderAnswer): void;
  onCancel(): void;
}

/** The slider captcha on its own (SPEC §4 login step 2) for sign-in surfaces with no room for it, like the header form. */
export function SliderCheckDialog({ onSolved, onCancel }: SliderCheckDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const slider = useSliderChallenge(true);
  const [solved, setSolved] = useState(false);
  return (
    <Dialog open onClose={onCancel} title={t('auth_slider_title')} className="auth-popup auth-popup--compact">
      {slider.error ? (
        <SliderRetry onRetry={slider.renew} />
      ) : (
        <SliderPuzzle
          id={`${id}-slider`}
          target={slider.control.target ?? 0}
          solved={solved}
          disabled={slider.control.target === null}
          label={t('form_label_sliderCaptcha')}
          onSolved={(position) => {
            slider.control.onSolved(position);
            setSolved(true);
            const answer = slider.answer();
            if (answer) onSolved(answer);
          }}
        />
      )}
    </Dialog>
  );
}
