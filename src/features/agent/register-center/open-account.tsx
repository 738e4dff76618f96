import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type RegisterFormData, type RegisterRules } from '@/forms';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { AgentTypeRules } from '../api/agent-info';
import { createDownline } from './api/create-downline';
import { useRegisterRules } from './api/register-rules';
import { AccountCreated, type CreatedAccount } from './account-created';
import { AccountTypePicker } from './account-type-picker';
import { accountTypeChoices } from './account-types';
import { downlineForm, downlineRequest } from './downline-form';
import { messageOf, registerCenterErrorKey } from './errors';

export interface OpenAccountProps {
  /** What the agent's type may open (the agent info call). */
  rules: Pick<AgentTypeRules, 'createMember' | 'createAgent' | 'createAgentTypes'>;
}

/** Open account: a member or agent account below the signed-in agent, with the register popup's rules. */
export function OpenAccount({ rules }: OpenAccountProps) {
  const { t } = useTranslation();
  const registerRules = useRegisterRules();
  if (registerRules.data) return <OpenAccountForm rules={rules} registerRules={registerRules.data} />;
  if (registerRules.error)
    return (
      <div role="alert" className="agreg-alert">
        <p>{t('agreg_rules_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void registerRules.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  return <Spinner label={t('loading')} />;
}

function OpenAccountForm({ rules, registerRules }: OpenAccountProps & { registerRules: RegisterRules }) {
  const { t } = useTranslation();
  const choices = accountTypeChoices(rules);
  const [accountType, setAccountType] = useState(choices[0] ?? 0);
  const [data, setData] = useState<RegisterFormData>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const sending = useRef(false);
  const form = useMemo(() => downlineForm(registerRules), [registerRules]);

  if (choices.length === 0) return <p className="agreg-notice">{t('agreg_open_not_allowed')}</p>;

  if (created)
    return (
      <AccountCreated
        account={created}
        onDone={() => {
          setCreated(null);
          setData({});
        }}
      />
    );

  const submit = async (values: RegisterFormData) => {
    // One request at a time, whatever the clicks.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await createDownline(downlineRequest(values, accountType));
      setCreated({ account: result.account, password: values.password ?? '', type: result.type, regDate: result.regDate });
    } catch (failure) {
      const message = messageOf(failure);
      setError(registerCenterErrorKey(message) ?? message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="agreg-open">
      <p className="agreg-lead">{t('agreg_open_lead')}</p>
      <AccountTypePicker choices={choices} value={accountType} onChange={setAccountType} legendKey="agreg_account_type" disabled={busy} />
      <SchemaForm<RegisterFormData>
        form={form}
        formData={data}
        onChange={setData}
        onSubmit={(values) => void submit(values)}
        formError={error}
        busy={busy}
        idPrefix="agent-open-account"
        aria-label={t('agreg_open_form')}
      />
    </div>
  );
}
