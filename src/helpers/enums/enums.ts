/**
 * The value sets Beem's clients share (plan ids, payment methods, auth modes, contact types,
 * toast tones, storage keys), in one typed place. Each is an `as const` array so it can drive both
 * a union type and a story's controls.
 */
export { authModes, type AuthMode } from '../auth/authClient';
export { contactTypes, type ContactType } from '../phone/phone';
export { storedKeys, type StoredKey } from '../storage/storage';
export { toastTones, type ToastTone } from '../../components/Toast/Toast.css';
export { planIds, type PlanId } from '../../components/Pricing/plans';

/** Payout or payment methods. */
export const paymentMethods = [
  'gift_card',
  'debit_card',
  'bank_transfer',
  'wallet',
  'prepaid_card',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
