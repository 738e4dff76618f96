import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SchemaForm, changePasswordForm, type ChangePasswordFormData } from '@/forms';
import { Button, Dialog } from '@/ui';
import { changePassword } from '../api/change-password';
import { logout } from '../api/logout';
import { changePasswordMachine } from '../change-password.machine';
import { useErrorText } from './error-text';
import { useAuthEffects } from './use-auth-effects';
import './auth.css';

export interface ChangePasswordPopupProps {
  onClose(): void;
  /** Opened by the login flow for a default or expired password: closing it signs out. */
  forced?: boolean;
}

/** Change password (old, new, confirmation); the forced variant cannot be skipped, only left by signing out. */
export function ChangePasswordPopup({ onClose, forced = false }: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const effects = useAuthEffects();
  const errorText = useErrorText();
  const [data, setData] = useState<ChangePasswordFormData>({});
  const [done, setDone] = useState(false);
  const live = useRef({ effects, onClose });
  useLayoutEffect(() => {
    live.current = { effects, onClose };
  });
  // The machine is made once; its actions read the ref only when they run, after render.
  // oxlint-disable-next-line react/refs
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
      actions: {
        finish: () => setDone(true),
        signOut: () => {
          // The server session ends too; the page does not wait for it.
          void logout().catch(() => undefined);
          live.current.effects.clearSession();
          live.current.effects.setMember(null);
        },
        close: () => live.current.onClose(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { forced } });
  const finish = () => {
    if (forced) {
      // The forced change was the last step of signing in: the after-login steps follow (SPEC §4 step 6).
      void effects.loadLoginInfo();
      effects.flagAfterLoginPopup();
      onClose();
      effects.navigate('/');
    } else {
      onClose();
    }
  };
  return (
    <Dialog
      open
      onClose={done ? finish : () => send({ type: 'DISMISS' })}
      closeLabel={forced && !done ? t('auth_sign_out_instead') : undefined}
      title={t('auth_change_password_title')}
      className="auth-popup"
      footer={done ? <Button onClick={finish}>{t('auth_ok')}</Button> : undefined}
    >
      {done ? (
        <output className="auth-note auth-note--block">{t('auth_password_change_success')}</output>
      ) : (
        <>
          {forced ? <p>{t('auth_change_password_forced_text')}</p> : null}
          <SchemaForm<ChangePasswordFormData>
            form={changePasswordForm}
            formData={data}
            onChange={setData}
            onSubmit={(values) =>
              send({
                type: 'SUBMIT',
                values: {
                  oldPassword: values.oldPassword ?? '',
                  newPassword: values.newPassword ?? '',
                  confirmNewPassword: values.confirmNewPassword ?? '',
                },
              })
            }
            formError={errorText(snapshot.context.error)}
            busy={snapshot.matches('submitting')}
            idPrefix="change-password"
            aria-label={t('auth_change_password_title')}
          />
        </>
      )}
    </Dialog>
  );
}
