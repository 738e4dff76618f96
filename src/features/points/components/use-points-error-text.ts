import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinor } from '@/lib/money';
import type { PointsError } from '../errors';
import { formatPoints } from '../format';

const MONEY_VALUES = new Set(['amountRequirement', 'depositAmount']);

/** A PointsError in the current language: its message with the values it names, or the server's own words. */
export function usePointsErrorText(): (error: PointsError) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: PointsError) => {
      if (error.serverMessage) return t('points_error_generic_with', { message: error.serverMessage });
      const values = Object.fromEntries(
        Object.entries(error.values ?? {}).map(([name, value]) => [name, MONEY_VALUES.has(name) ? formatMinor(toMinor(value)) : formatPoints(value)]),
      );
      return t(error.messageKey, values);
    },
    [t],
  );
}
