import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui';
import type { InternalFormContext } from '../types';
import { WidgetInput } from './widget-input';

/** SPEC §9: the captcha image is refreshed at most once a second. */
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;

function RefreshIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

/** The image captcha: the code input, the image (`formContext.captcha.src`) and a throttled refresh button. */
export function CaptchaWidget(props: WidgetProps) {
  const { disabled, registry } = props;
  const { t } = useTranslation();
  const captcha = (registry.formContext as InternalFormContext | undefined)?.captcha;
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);

  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_INTERVAL_MS) return;
    lastRefresh.current = now;
    captcha?.refresh();
  };

  return (
    <div className="form-input-group">
      <WidgetInput widget={props} defaultAutoComplete="off" />
      {captcha?.src ? (
        <img className="form-captcha__image" src={captcha.src} alt={t('form_captcha_image_alt')} width={100} height={40} />
      ) : (
        <span className="form-captcha__image form-captcha__image--empty">{t('form_captcha_loading')}</span>
      )}
      <IconButton label={t('form_captcha_refresh')} className="form-input-group__button" disabled={!captcha || disabled} onClick={refresh}>
        <RefreshIcon />
      </IconButton>
    </div>
  );
}
