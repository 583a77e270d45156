import { describe, expect, it } from 'vitest';
import {
  authModes,
  contactTypes,
  paymentMethods,
  planTiers,
  storedKeys,
  toastKinds,
} from './enums';

describe('spec section 3 enumerations', () => {
  it('lists every value the spec names, in its order', () => {
    expect(planTiers).toEqual(['free', 'basic', 'plus', 'pro']);
    expect(paymentMethods).toEqual([
      'gift_card',
      'debit_card',
      'bank_transfer',
      'wallet',
      'prepaid_card',
    ]);
    expect(authModes).toEqual(['signup', 'signin']);
    expect(contactTypes).toEqual(['email', 'mobile', 'invalid']);
    expect(toastKinds).toEqual(['success', 'info', 'error']);
    expect(storedKeys).toEqual(['token', 'device-id', 'root-url', 'select-sub', 'budget-plan']);
  });
});
