import { useState } from 'react';

/**
 * Runs `onRefused` once for each new error the login machine reports, during the render that first sees it (so the
 * form never draws with a spent answer). A refused attempt spends the captcha answer and the slider check; each form
 * says which of its fields start again.
 */
export function useRefusedAttempt(error: unknown, onRefused: () => void): void {
  const [last, setLast] = useState(error);
  if (last !== error) {
    setLast(error);
    if (error) onRefused();
  }
}
