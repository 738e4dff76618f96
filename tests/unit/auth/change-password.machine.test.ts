import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine, type ChangePasswordValues } from '@/features/auth/change-password.machine';

function start(forced: boolean, change: () => Promise<unknown> = async () => null) {
  const calls: string[] = [];
  const sent: ChangePasswordValues[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }: { input: ChangePasswordValues }) => {
        sent.push(input);
        return change();
      }),
    },
    actions: {
      finish: (_, p) => calls.push(`finish ${p.forced}`),
      signOut: () => calls.push('signOut'),
      close: () => calls.push('close'),
    },
  });
  return { actor: createActor(machine, { input: { forced } }).start(), calls, sent };
}

const values = { oldPassword: '123456', newPassword: 'NewPass1', confirmNewPassword: 'NewPass1' };
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.status === 'done');

describe('changePasswordMachine', () => {
  it('refuses a confirmation that does not match without calling the server', () => {
    const { actor, sent } = start(false);
    actor.send({ type: 'SUBMIT', values: { ...values, confirmNewPassword: 'Other' } });
    expect(actor.getSnapshot().context.error).toEqual({ message: 'auth_confirm_mismatch' });
    expect(sent).toEqual([]);
  });

  it('changes the password and finishes', async () => {
    const { actor, calls, sent } = start(false);
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(sent).toEqual([values]);
    expect(calls).toEqual(['finish false']);
  });

  it('tells the forced flow it may go on', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(calls).toEqual(['finish true']);
  });

  it('shows the server message and allows a retry', async () => {
    let first = true;
    const { actor } = start(false, async () => {
      if (first) { first = false; throw new Error('in_incorrect_password'); }
      return null;
    });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'in_incorrect_password' });
    actor.send({ type: 'SUBMIT', values });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('changed');
  });

  it('closes when dismissed normally', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'DISMISS' });
    expect(calls).toEqual(['close']);
  });

  it('signs out when the forced change is dismissed', () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['signOut', 'close']);
  });
});
