import { Button, esUS, formatMoney } from '@beem/design-system';
import type { AuthMode } from '@beem/design-system';
import { authClient, configureBeem } from '@beem/design-system';
import { Header, watchViewportHeight } from '@beem/design-system/marketing';
import { readStored, type StoredKey, safeReturnUrl } from '@beem/design-system/services';

export const key: StoredKey = 'language';
export const chosen = readStored(key);
export const back = safeReturnUrl('/pricing');
export const mode: AuthMode = 'signin';
export const limit = formatMoney(250, {
  fractionDigits: 0
});
export const total = formatMoney(1192.5);
export const spanish = formatMoney(45000, {
  locale: 'es-US',
  fractionDigits: 0
});
export const exact = formatMoney(12, {
  locale: 'es-US'
});
export const parts = [Button, Header, esUS, authClient, configureBeem, watchViewportHeight];
