import { Button, esUS, formatUsd, readStored, type StoredKey, safeReturnUrl } from '@beem/design-system';
import type { AuthMode } from '@beem/design-system';
import { authClient, configureBeem } from '@beem/design-system';
import { Header } from '@beem/design-system/marketing';
import { watchViewportHeight } from '@beem/design-system';

export const key: StoredKey = 'language';
export const chosen = readStored(key);
export const back = safeReturnUrl('/pricing');
export const mode: AuthMode = 'signin';
export const limit = formatUsd(250);
export const total = formatUsd(1192.5, { cents: true });
export const spanish = formatUsd(45000, { locale: 'es-US' });
export const exact = formatUsd(12, { cents: true, locale: 'es-US' });
export const parts = [Button, Header, esUS, authClient, configureBeem, watchViewportHeight];
