import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UiSchema } from '@rjsf/utils';
import defaults from '../../../merchants/_defaults.json';
import { SchemaForm, loginSmsForm, loginUsernameForm, registerForm, withFields, type FormContext, type FormDefinition, type RegisterRules } from '@/forms';
import { errorOf, renderForm } from './render';

function Harness({ form, context, onData, onSubmit }: { form: FormDefinition; context?: FormContext; onData?: (d: Record<string, unknown>) => void; onSubmit?: (d: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm
      form={form}
      formData={data}
      aria-label="test form"
      formContext={context}
      onChange={(next) => {
        setData(next);
        onData?.(next);
      }}
      onSubmit={onSubmit ?? (() => {})}
    />
  );
}

function withSliderTarget(form: FormDefinition, target: number): FormDefinition {
  const shown = withFields(form, { sliderCaptcha: true });
  const slider = shown.uiSchema.sliderCaptcha as UiSchema;
  return { ...shown, uiSchema: { ...shown.uiSchema, sliderCaptcha: { ...slider, 'ui:options': { ...slider['ui:options'], target } } } };
}

describe('password widget', () => {
  it('shows and hides the password with the eye button', async () => {
    const user = userEvent.setup();
    await renderForm(<Harness form={loginUsernameForm} />);
    const input = screen.getByLabelText('Password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await user.click(eye);
    expect(input).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('sms code widget', () => {
  it('disables the send button while the countdown runs and says when to resend', async () => {
    const send = vi.fn<() => void>();
    await renderForm(<Harness form={loginSmsForm} context={{ sms: { send, remaining: 42, sending: false } }} />);
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('sends a code when the countdown is over', async () => {
    const user = userEvent.setup();
    const send = vi.fn<() => void>();
    await renderForm(<Harness form={loginSmsForm} context={{ sms: { send, remaining: 0, sending: false } }} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('cannot send twice while a request is in flight', async () => {
    await renderForm(<Harness form={loginSmsForm} context={{ sms: { send: vi.fn<() => void>(), remaining: 0, sending: true } }} />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});

describe('mobile widget', () => {
  it('offers the dialing codes in a labelled picker and keeps the national number apart', async () => {
    const user = userEvent.setup();
    const onData = vi.fn<(d: Record<string, unknown>) => void>();
    const countries = [
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'VN', countryDialingCode: '84' },
    ];
    await renderForm(<Harness form={loginSmsForm} context={{ countries }} onData={onData} />);
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveValue('63');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.selectOptions(picker, '84');
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ mobileNum: '9171234567', countryDialingCode: '84' }));
  });

  it('has no picker without countries', async () => {
    await renderForm(<Harness form={loginSmsForm} />);
    expect(screen.queryByRole('combobox', { name: 'Country code' })).toBeNull();
  });
});

describe('captcha widget', () => {
  it('shows the image with alt text and refreshes it at most once a second', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn<() => void>();
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await renderForm(<Harness form={withFields(loginUsernameForm, { captcha: true })} context={{ captcha: { src: 'data:image/png;base64,AAAA', refresh } }} />);
    expect(screen.getByRole('img', { name: 'Captcha image: type the characters you see' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    const button = screen.getByRole('button', { name: 'New captcha image' });
    await user.click(button);
    now += 400;
    await user.click(button);
    expect(refresh).toHaveBeenCalledTimes(1);
    now += 600;
    await user.click(button);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('is required once shown', async () => {
    const user = userEvent.setup();
    await renderForm(<Harness form={withFields(loginUsernameForm, { captcha: true })} context={{ captcha: { src: null, refresh: vi.fn<() => void>() } }} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'member01');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(screen.getByRole('textbox', { name: 'Captcha' }))).toHaveTextContent('Please enter the captcha');
  });
});

describe('slider captcha widget', () => {
  it('is solved with the arrow keys and reports true', async () => {
    const user = userEvent.setup();
    const onData = vi.fn<(d: Record<string, unknown>) => void>();
    await renderForm(<Harness form={withSliderTarget(loginUsernameForm, 10)} onData={onData} />);
    const slider = screen.getByRole('slider', { name: 'Security check slider' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(onData).not.toHaveBeenCalledWith(expect.objectContaining({ sliderCaptcha: true }));
    await user.keyboard('{ArrowRight>4/}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(onData).toHaveBeenLastCalledWith(expect.objectContaining({ sliderCaptcha: true }));
    expect(screen.getByText('Check complete')).toBeInTheDocument();
  });

  it('puts the piece back when the caller resets the check after a rejected sign-in', async () => {
    const user = userEvent.setup();
    const form = withSliderTarget(loginUsernameForm, 2);
    function Resettable() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <>
          <SchemaForm form={form} formData={data} onChange={setData} onSubmit={() => {}} aria-label="test form" />
          <button type="button" onClick={() => setData((d) => ({ ...d, sliderCaptcha: false }))}>
            reset
          </button>
        </>
      );
    }
    await renderForm(<Resettable />);
    const slider = screen.getByRole('slider', { name: 'Security check slider' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Check complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Check complete')).toBeNull();
  });

  it('blocks sign-in until solved', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Record<string, unknown>) => void>();
    await renderForm(<Harness form={withSliderTarget(loginUsernameForm, 50)} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'member01');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const slider = screen.getByRole('slider', { name: 'Security check slider' });
    expect(errorOf(slider)).toHaveTextContent('Complete the slider check');
    slider.focus();
    await user.keyboard('{End}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'member01', sliderCaptcha: true }));
  });

  it('springs back when dragged and released off the notch', async () => {
    await renderForm(<Harness form={withSliderTarget(loginUsernameForm, 60)} />);
    const slider = screen.getByRole('slider', { name: 'Security check slider' });
    const track = slider.parentElement!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 200, top: 0, height: 40, right: 200, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 60 });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 60 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 119 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 119 });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Check complete')).toBeInTheDocument();
  });
});

describe('agreement widget', () => {
  const rules = defaults.registerRules as RegisterRules;
  const form = registerForm(rules, { mode: 'username', smsVerification: false, showAffiliateInput: true });

  it('links the terms and privacy policy and states the minimum age of 18', async () => {
    await renderForm(<Harness form={form} />);
    const box = screen.getByRole('checkbox', { name: /I am 18 or older and agree to the Terms and Conditions and the Privacy Policy/ });
    expect(box).not.toBeChecked();
    const label = box.parentElement!;
    expect(within(label).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
    expect(within(label).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it('must be ticked to register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Record<string, unknown>) => void>();
    await renderForm(<Harness form={form} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newmember1');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: /18 or older/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(box)).toHaveTextContent('Please agree to the terms and privacy policy and confirm you are old enough to play (the age is in the box above)');
    await user.click(box);
    expect(errorOf(box)).toBeNull();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'newmember1', agreement: true }));
  });
});
