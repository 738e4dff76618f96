import { useMachine } from '@xstate/react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { useMember } from '@/lib/member';
import { useSingleWallet } from '@/lib/merchant-wallet';
import { formatMinor } from '@/lib/money';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Button, Spinner } from '@/ui';
import { AmountField, amountMessage } from '@/ui/amount-field';
import { toast } from '@/ui/toast';
import { recallToMain } from '../api/recall';
import { transferBetweenWallets } from '../api/wallet-transfer';
import { WALLETS_KEY, useWallets } from '../api/wallets';
import type { WalletError } from '../errors';
import { MAIN_WALLET_ID, allWallets, findWallet, type WalletEntry, type Wallets } from '../model';
import { amountMinorOf, checkTransfer, transferRules, type TransferFormErrors } from '../transfer-rules';
import { walletTransferMachine, type WalletMove } from '../wallet-transfer.machine';
import './wallet.css';

/** A wallet's name: the vendor's from the balance answer, else a generic one with its id. */
export function useWalletName() {
  const { t } = useTranslation();
  return (wallet: Pick<WalletEntry, 'accountTypeId' | 'name'> | undefined, accountTypeId?: number) => {
    const id = wallet?.accountTypeId ?? accountTypeId;
    if (id === MAIN_WALLET_ID) return t('wallet_main');
    return wallet?.name ?? t('wallet_game_fallback', { id });
  };
}

/** The text of a refusal: its message, with the wallet it names and the server's words where needed. */
export function useWalletErrorText() {
  const { t } = useTranslation();
  const nameOf = useWalletName();
  return (error: WalletError, wallets?: Wallets) =>
    t(error.messageKey, {
      wallet: error.accountTypeId === undefined ? t('wallet_a_wallet') : nameOf(wallets && findWallet(wallets, error.accountTypeId), error.accountTypeId),
      message: error.serverMessage ?? error.code,
    });
}

interface FormState {
  from: number;
  to: number;
  amount: string;
}

/**
 * The wallet page (member page transferFund): the main wallet first, each game-vendor wallet with its balance and
 * actions, recall everything, and a transfer form. Every move refreshes the header balance.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const { role } = useMember();
  const signedIn = role !== 'anonymous' && role !== 'trial';
  const single = useSingleWallet(signedIn);
  const wallets = useWallets();
  const { mutate } = useSWRConfig();
  const nameOf = useWalletName();
  const errorText = useWalletErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const [rawForm, setForm] = useState<FormState>({ from: MAIN_WALLET_ID, to: 0, amount: '' });
  // Errors show once the amount was left or the form sent, then follow every change.
  const [checked, setChecked] = useState(false);

  // Actions read the latest render's texts and data through this ref (the machine is created once).
  const latest = useRef({ t, nameOf, errorText, wallets: wallets.data, mutate });
  useLayoutEffect(() => {
    latest.current = { t, nameOf, errorText, wallets: wallets.data, mutate };
  });

  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    walletTransferMachine.provide({
      actors: {
        transfer: fromPromise(({ input }) => transferBetweenWallets(input)),
        recall: fromPromise(({ input }) => recallToMain(input.accountTypeId)),
      },
      actions: {
        moved: (_args, { move, wallets: after }: { move: WalletMove; wallets: Wallets }) => {
          const l = latest.current;
          void l.mutate(WALLETS_KEY, after, { revalidate: false });
          void l.mutate(WALLET_BALANCE_KEY);
          toast.success(successText(move, after, l));
          if (move.kind === 'transfer') {
            setForm((f) => ({ ...f, amount: '' }));
            setChecked(false);
          }
        },
        refused: (_args, { error }: { move: WalletMove; error: WalletError }) => {
          const l = latest.current;
          toast.error(l.errorText(error, l.wallets));
          // A refusal or a failure may come from balances that changed elsewhere: show the current ones.
          void l.mutate(WALLETS_KEY);
          void l.mutate(WALLET_BALANCE_KEY);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('submitting');
  const move = snapshot.context.move;
  const lastError = snapshot.context.error;

  // Until the person picks, the pair is main → the first game wallet.
  const firstGame = wallets.data?.games[0]?.accountTypeId;
  const form = rawForm.to === 0 && firstGame !== undefined ? { ...rawForm, to: firstGame } : rawForm;

  if (single.data === true) return <p className="wallet__notice">{t('member_page_unavailable')}</p>;
  if (wallets.error && !wallets.data)
    return (
      <div className="wallet__notice" role="alert">
        <p>{t('wallet_load_failed')}</p>
        <Button onClick={() => void wallets.mutate()}>{t('btn_retry')}</Button>
      </div>
    );
  if (!wallets.data) return <Spinner label={t('loading')} />;
  const data = wallets.data;

  const shownErrors: TransferFormErrors = checked ? checkTransfer(form, data) : {};
  // A refusal of the last transfer that belongs under the amount (insufficient balance, whole amounts only).
  const amountRefusal =
    lastError && move?.kind === 'transfer' && ['balance.insufficient', 'amount.decimal.not.allowed'].includes(lastError.code) ? errorText(lastError, data) : null;
  const rules = transferRules(data, form.from);

  const update = (next: Partial<FormState>) => {
    setForm({ ...form, ...next });
    if (lastError) send({ type: 'DISMISS_ERROR' });
  };
  const choose = (from: number, to: number) => {
    update({ from, to });
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
    amountRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const found = checkTransfer(form, data);
    if (found.amount) {
      amountRef.current?.focus();
      return;
    }
    if (found.to) return;
    send({ type: 'TRANSFER', from: form.from, to: form.to, amountMinor: amountMinorOf(form, data) });
  };

  const amountError = shownErrors.amount ? amountMessage(shownErrors.amount, rules, t) : amountRefusal;
  const hasRecallable = data.games.some((g) => g.balanceMinor > 0);

  return (
    <div className="wallet" aria-busy={busy || undefined}>
      <section className="wallet__main" aria-labelledby="wallet-main-heading">
        <h2 id="wallet-main-heading">{t('wallet_main')}</h2>
        <p className="wallet__main-balance" aria-label={t('wallet_balance_of', { wallet: t('wallet_main'), amount: formatMinor(data.main.balanceMinor) })}>
          {formatMinor(data.main.balanceMinor)}
        </p>
        <p className="wallet__total">{t('wallet_total', { amount: formatMinor(data.totalMinor) })}</p>
        <Button onClick={() => send({ type: 'RECALL' })} disabled={busy || !hasRecallable}>
          {busy && move?.kind === 'recall' && move.accountTypeId === undefined ? <Spinner label={t('wallet_recalling')} /> : null}
          {t('wallet_recall_all')}
        </Button>
      </section>

      <section aria-labelledby="wallet-games-heading">
        <h2 id="wallet-games-heading">{t('wallet_games')}</h2>
        {data.games.length === 0 ? <p>{t('wallet_no_games')}</p> : null}
        <ul className="wallet__games">
          {data.games.map((game) => {
            const name = nameOf(game);
            return (
              <li key={game.accountTypeId} className="wallet__game" aria-label={name}>
                <span className="wallet__game-name">{name}</span>
                <span className="wallet__game-balance" aria-label={t('wallet_balance_of', { wallet: name, amount: formatMinor(game.balanceMinor) })}>
                  {formatMinor(game.balanceMinor)}
                </span>
                {game.maintenance ? <span className="wallet__badge">{t('wallet_maintenance_badge')}</span> : null}
                <span className="wallet__game-actions">
                  <Button size="small" variant="secondary" disabled={busy || game.maintenance} aria-label={t('wallet_transfer_in_to', { wallet: name })}
                    onClick={() => choose(MAIN_WALLET_ID, game.accountTypeId)}>
                    {t('wallet_transfer_in')}
                  </Button>
                  <Button size="small" variant="secondary" disabled={busy || game.maintenance} aria-label={t('wallet_transfer_out_of', { wallet: name })}
                    onClick={() => choose(game.accountTypeId, MAIN_WALLET_ID)}>
                    {t('wallet_transfer_out')}
                  </Button>
                  <Button size="small" variant="ghost" disabled={busy || game.maintenance || game.balanceMinor === 0}
                    aria-label={t('wallet_recall_one', { wallet: name })} onClick={() => send({ type: 'RECALL', accountTypeId: game.accountTypeId })}>
                    {t('wallet_recall')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="wallet-transfer-heading">
        <h2 id="wallet-transfer-heading">{t('wallet_transfer_heading')}</h2>
        <form ref={formRef} className="wallet__form" onSubmit={submit} noValidate>
          <WalletSelect label={t('wallet_from')} value={form.from} wallets={data} onChange={(from) => update({ from })} disabled={busy} />
          <WalletSelect label={t('wallet_to')} value={form.to} wallets={data} onChange={(to) => update({ to })} disabled={busy}
            error={shownErrors.to ? t(shownErrors.to) : null} />
          <AmountField
            ref={amountRef}
            value={form.amount}
            onValueChange={(amount) => update({ amount })}
            rules={rules}
            available={rules.max}
            hint={t('wallet_available_in', { wallet: nameOf(findWallet(data, form.from)), amount: formatMinor(rules.max) })}
            error={amountError}
            onBlur={() => setChecked(true)}
            disabled={busy}
          />
          <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
            {busy && move?.kind === 'transfer' ? <Spinner label={t('wallet_transferring')} /> : null}
            {t('wallet_transfer_submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}

function successText(move: WalletMove, after: Wallets, l: { t: (key: string, options?: Record<string, unknown>) => string; nameOf: ReturnType<typeof useWalletName>}): string {
  if (move.kind === 'transfer')
    return l.t('wallet_transfer_done', {
      amount: formatMinor(move.amountMinor),
      from: l.nameOf(findWallet(after, move.from), move.from),
      to: l.nameOf(findWallet(after, move.to), move.to),
    });
  if (move.accountTypeId !== undefined)
    return l.t('wallet_recall_one_done', { wallet: l.nameOf(findWallet(after, move.accountTypeId), move.accountTypeId), amount: formatMinor(after.main.balanceMinor) });
  return l.t('wallet_recall_all_done', { amount: formatMinor(after.main.balanceMinor) });
}

function WalletSelect({ label, value, wallets, onChange, disabled, error }: {
  label: string; value: number; wallets: Wallets; onChange: (id: number) => void; disabled?: boolean; error?: string | null;
}) {
  const id = useId();
  const nameOf = useWalletName();
  const { t } = useTranslation();
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">{label}</label>
      <select id={id} className="ui-field__input" value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}__error` : undefined}>
        {allWallets(wallets).map((w) => (
          <option key={w.accountTypeId} value={w.accountTypeId} disabled={w.maintenance}>
            {`${nameOf(w)} (${formatMinor(w.balanceMinor)})${w.maintenance ? ` – ${t('wallet_maintenance_badge')}` : ''}`}
          </option>
        ))}
      </select>
      {error ? <p id={`${id}__error`} className="ui-field__error">{error}</p> : null}
    </div>
  );
}
