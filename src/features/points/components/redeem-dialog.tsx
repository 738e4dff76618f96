import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberPagePath } from '@/lib/member-centre';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import type { Goods } from '../api/point-rewards';
import type { RedeemResult } from '../api/redeem-point-reward';
import type { PointsError } from '../errors';
import { formatPoints } from '../format';
import { ADDRESS_MAX_LENGTH, MOBILE_PATTERN, parsePoints } from '../rules';
import { GoodsFacts } from './goods-facts';
import { usePointsErrorText } from './use-points-error-text';

export type RedeemStep = 'input' | 'submitting' | 'result' | 'failed' | 'noFundPassword';

export interface RedeemSubmit {
  quantity: number;
  password: string;
  receiverAddress?: string;
  receiverMobile?: string;
}

export interface RedeemDialogProps {
  goods: Goods;
  step: RedeemStep;
  /** The member's points (null while unknown). */
  balance: number | null;
  error: PointsError | null;
  result: RedeemResult | null;
  onSubmit: (input: RedeemSubmit) => void;
  onRetry: () => void;
  onClose: () => void;
  /** The password field, focused again (and emptied by the page) after a refused fund password. */
  passwordRef: React.RefObject<HTMLInputElement | null>;
  password: string;
  onPasswordChange: (value: string) => void;
}

/**
 * The redeem form in a dialog: the goods' details, quantity, the receiving address or mobile when the goods need it,
 * the fund password, the total; then the result ("in process"), a refusal under its field, or a failure with Retry.
 */
export function RedeemDialog({ goods, step, balance, error, result, onSubmit, onRetry, onClose, passwordRef, password, onPasswordChange }: RedeemDialogProps) {
  const { t } = useTranslation();
  const errorText = usePointsErrorText();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [checked, setChecked] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);

  const count = parsePoints(quantity);
  const total = Number.isFinite(count) ? count * goods.pointsRequirement : 0;
  const quantityProblem =
    !Number.isFinite(count) || count < 1 || count > goods.quantity
      ? t('points_quantity_invalid', { max: formatPoints(goods.quantity) })
      : balance !== null && total > balance
        ? t('points_quantity_too_many', { points: formatPoints(balance), total: formatPoints(total) })
        : null;
  const addressProblem = goods.deliveryType === 'ADDRESS' && address.trim() === '' ? t('points_address_required') : null;
  const mobileProblem = goods.deliveryType === 'MOBILE' && !MOBILE_PATTERN.test(mobile.trim()) ? t('points_mobile_required') : null;
  const passwordProblem = password === '' ? t('points_password_required') : null;

  const refusal = error && step === 'input' ? errorText(error) : null;
  const codeIs = (code: string) => error?.code === code && step === 'input';
  const shown = (problem: string | null) => (checked ? problem : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const first = [
      [quantityProblem, quantityRef],
      [addressProblem, addressRef],
      [mobileProblem, mobileRef],
      [passwordProblem, passwordRef],
    ] as const;
    const wrong = first.find(([problem]) => problem !== null);
    if (wrong) {
      wrong[1].current?.focus();
      return;
    }
    onSubmit({
      quantity: count,
      password,
      ...(goods.deliveryType === 'ADDRESS' ? { receiverAddress: address.trim() } : {}),
      ...(goods.deliveryType === 'MOBILE' ? { receiverMobile: mobile.trim() } : {}),
    });
  };

  const title = t('points_redeem_title', { name: goods.name });
  if (step === 'result' && result)
    return (
      <Dialog open onClose={onClose} title={title} footer={<Button onClick={onClose}>{t('points_done')}</Button>}>
        <output className="points-redeem__result">
          <p>{t('points_redeem_success', { quantity: formatPoints(count), units: goods.units, name: goods.name })}</p>
          <p>{t('points_redeem_left', { points: formatPoints(result.pointsBalance) })}</p>
        </output>
      </Dialog>
    );
  if (step === 'noFundPassword')
    return (
      <Dialog open onClose={onClose} title={title}>
        <div role="alert">
          <p>{t('points_error_no_password')}</p>
          <Link to={memberPagePath('securityCenter')}>{t('points_set_fund_password')}</Link>
        </div>
      </Dialog>
    );
  if (step === 'failed')
    return (
      <Dialog open onClose={onClose} title={title} footer={<Button onClick={onRetry}>{t('btn_retry')}</Button>}>
        <p role="alert">{error ? errorText(error) : t('points_error_network')}</p>
      </Dialog>
    );

  const busy = step === 'submitting';
  const formId = `redeem-form-${goods.rewardId}`;
  // A refusal that belongs to no single field shows above the buttons.
  const formRefusal =
    refusal && !codeIs('invalid.payment.pw') && !codeIs('redeem.address.required') && !codeIs('redeem.mobile.required') ? refusal : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('points_cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-disabled={busy}>
            {busy ? t('points_redeeming') : t('points_redeem')}
          </Button>
        </>
      }
    >
      <form id={formId} className="points-redeem" onSubmit={submit} noValidate aria-busy={busy}>
        {goods.description ? <p className="points-redeem__description">{goods.description}</p> : null}
        <GoodsFacts goods={goods} className="points-facts">
          {balance !== null ? (
            <div>
              <dt>{t('points_yours')}</dt>
              <dd>{formatPoints(balance)}</dd>
            </div>
          ) : null}
        </GoodsFacts>
        <Field
          ref={quantityRef}
          label={t('points_quantity')}
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          hint={t('points_total', { points: formatPoints(total) })}
          error={shown(quantityProblem) ?? (codeIs('points.insufficient') || codeIs('reward.unavailable') ? refusal : null)}
        />
        {goods.deliveryType === 'ADDRESS' ? (
          <Field
            ref={addressRef}
            label={t('points_address')}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={shown(addressProblem) ?? (codeIs('redeem.address.required') ? refusal : null)}
          />
        ) : null}
        {goods.deliveryType === 'MOBILE' ? (
          <Field
            ref={mobileRef}
            label={t('points_mobile')}
            type="tel"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            error={shown(mobileProblem) ?? (codeIs('redeem.mobile.required') ? refusal : null)}
          />
        ) : null}
        <Field
          ref={passwordRef}
          label={t('points_fund_password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          error={codeIs('invalid.payment.pw') && password === '' ? refusal : shown(passwordProblem)}
        />
        {formRefusal && !codeIs('points.insufficient') && !codeIs('reward.unavailable') ? (
          <p className="points-redeem__refusal" role="alert">
            {formRefusal}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
